package org.gridmarket.app.jobs.rest;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.agents.service.AgentKeys;
import org.gridmarket.app.jobs.service.AgentReports;
import org.gridmarket.app.jobs.service.JobOutputs;
import org.gridmarket.app.jobs.service.SiteAgents;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * The site agent API for a real cluster (issue 33): called with one of the site's agent keys, or as the site's
 * owner. Agent mode itself is the owner's to set.
 */
@Path("/api/sites/{id}")
@RolesAllowed({Role.OWNER_NAME, Role.AGENT_NAME})
public class SiteAgentResource {
    private final SiteAgents agents;
    private final AgentReports reports;
    private final JobOutputs outputs;
    private final CurrentUser currentUser;
    private final SecurityIdentity identity;

    public SiteAgentResource(SiteAgents agents, AgentReports reports, JobOutputs outputs, CurrentUser currentUser,
                             SecurityIdentity identity) {
        this.agents = agents;
        this.reports = reports;
        this.outputs = outputs;
        this.currentUser = currentUser;
        this.identity = identity;
    }

    public record AgentMode(@NotNull Boolean enabled) {
    }

    /** A heartbeat's optional body: what the agent is (e.g. its version), at most 200 characters; not stored. */
    public record HeartbeatBody(@Size(max = 200) String agent) {
    }

    public record AgentEvent(@NotNull Long jobId,
                             @NotNull @Pattern(regexp = "started|finished|failed") String type,
                             @PositiveOrZero Long runtimeSeconds, Instant at, Integer exitCode,
                             @Size(max = 500) String reason) {
    }

    @Operation(operationId = "setAgentMode")
    @PUT
    @Path("/agent-mode")
    @RolesAllowed(Role.OWNER_NAME)
    public AgentMode agentMode(@PathParam("id") long siteId, @NotNull @Valid AgentMode mode) {
        agents.setAgentMode(currentUser.get(), siteId, mode.enabled());
        return mode;
    }

    /** The agent is alive: the site is online (it takes new jobs) until it has been silent this long. */
    @Operation(operationId = "agentHeartbeat")
    @POST
    @Path("/agent/heartbeat")
    public SiteAgents.Heartbeat heartbeat(@PathParam("id") long siteId, @Valid HeartbeatBody body) {
        return agents.heartbeat(caller(), siteId);
    }

    /** Jobs accepted on or running at the site, oldest first, paged; their number in X-Total-Count. */
    @Operation(operationId = "listAssignments")
    @GET
    @Path("/agent/assignments")
    public RestResponse<List<JobViews.JobView>> assignments(@PathParam("id") long siteId,
                                                            @QueryParam("page") String page,
                                                            @QueryParam("size") String size) {
        return agents.assignments(caller(), siteId, PageRequest.of(page, size)).map(JobViews::job).response();
    }

    /** A job ever placed at the site, as it stands now (a final state: cancel it on the cluster). */
    @Operation(operationId = "getAssignedJob")
    @GET
    @Path("/agent/jobs/{jobId}")
    public SiteAgents.AssignedJob job(@PathParam("id") long siteId, @PathParam("jobId") long jobId) {
        return agents.job(caller(), siteId, jobId);
    }

    @Operation(operationId = "getAssignedJobScript")
    @APIResponse(responseCode = "200", description = "The job's script")
    @GET
    @Path("/agent/jobs/{jobId}/script")
    @Produces(MediaType.TEXT_PLAIN + ";charset=UTF-8")
    public String script(@PathParam("id") long siteId, @PathParam("jobId") long jobId) {
        return outputs.script(caller(), siteId, jobId);
    }

    @Operation(operationId = "uploadJobOutput")
    @APIResponse(responseCode = "204", description = "Stored (it replaces an earlier upload)")
    @APIResponse(responseCode = "413", description = "Over 65,536 bytes in UTF-8")
    @PUT
    @Path("/agent/jobs/{jobId}/output")
    @Consumes(MediaType.TEXT_PLAIN)
    public void output(@PathParam("id") long siteId, @PathParam("jobId") long jobId, String output) {
        outputs.upload(caller(), siteId, jobId, output == null ? "" : output);
    }

    @Operation(operationId = "reportAgentEvent")
    @APIResponse(responseCode = "204", description = "Recorded (a repeated start changes nothing)")
    @APIResponse(responseCode = "409", description = "The site is not in agent mode, or the job has ended")
    @POST
    @Path("/agent/events")
    public void event(@PathParam("id") long siteId, @NotNull @Valid AgentEvent event) {
        reports.report(caller(), siteId, new AgentReports.Report(event.jobId(),
                AgentReports.Kind.valueOf(event.type().toUpperCase(Locale.ROOT)), event.runtimeSeconds(), event.at(),
                event.exitCode(), event.reason()));
    }

    /** The site's agent (by its key) or the person behind the token. */
    private SiteAgents.Caller caller() {
        Long keySite = AgentKeys.siteOf(identity);
        return keySite != null ? SiteAgents.Caller.agentOf(keySite) : SiteAgents.Caller.person(currentUser.get().id());
    }
}
