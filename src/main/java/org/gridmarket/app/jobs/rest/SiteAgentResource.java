package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.SiteAgents;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;

/** The site agent API for a real cluster, authenticated as the site's owner. */
@Path("/api/sites/{id}")
@RolesAllowed(Role.OWNER_NAME)
public class SiteAgentResource {
    private final SiteAgents agents;
    private final CurrentUser currentUser;

    public SiteAgentResource(SiteAgents agents, CurrentUser currentUser) {
        this.agents = agents;
        this.currentUser = currentUser;
    }

    public record AgentMode(@NotNull Boolean enabled) {
    }

    public record AgentEvent(@NotNull Long jobId,
                             @NotNull @Pattern(regexp = "started|finished|failed") String type,
                             @PositiveOrZero Long runtimeSeconds) {
    }

    @Operation(operationId = "setAgentMode")
    @PUT
    @Path("/agent-mode")
    public AgentMode agentMode(@PathParam("id") long siteId, @NotNull @Valid AgentMode mode) {
        agents.setAgentMode(currentUser.get(), siteId, mode.enabled());
        return mode;
    }

    /** Jobs accepted on or running at the site, oldest first, paged; their number in X-Total-Count. */
    @Operation(operationId = "listAssignments")
    @GET
    @Path("/agent/assignments")
    public RestResponse<List<JobViews.JobView>> assignments(@PathParam("id") long siteId,
                                                            @QueryParam("page") String page,
                                                            @QueryParam("size") String size) {
        return agents.assignments(currentUser.get(), siteId, PageRequest.of(page, size)).map(JobViews::job)
                .response();
    }

    @Operation(operationId = "reportAgentEvent")
    @APIResponse(responseCode = "204", description = "Recorded")
    @APIResponse(responseCode = "409",
            description = "The site is not in agent mode, or the job has not started or has ended")
    @POST
    @Path("/agent/events")
    public void event(@PathParam("id") long siteId, @NotNull @Valid AgentEvent event) {
        agents.report(currentUser.get(), siteId, event.jobId(),
                SiteAgents.Report.valueOf(event.type().toUpperCase(Locale.ROOT)), event.runtimeSeconds());
    }
}
