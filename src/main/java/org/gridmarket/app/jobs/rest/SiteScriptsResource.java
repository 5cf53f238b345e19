package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobScripts;

/** Whether a site runs the scripts jobs carry (issue 33), set by its owner. */
@Path("/api/sites/{id}")
@RolesAllowed(Role.OWNER_NAME)
public class SiteScriptsResource {
    private final JobScripts scripts;
    private final CurrentUser currentUser;

    public SiteScriptsResource(JobScripts scripts, CurrentUser currentUser) {
        this.scripts = scripts;
        this.currentUser = currentUser;
    }

    public record AcceptsScripts(@NotNull Boolean enabled) {
    }

    @Operation(operationId = "setAcceptsScripts")
    @APIResponseSchema(value = AcceptsScripts.class, responseDescription = "Whether the site runs scripts now")
    @APIResponse(responseCode = "409", description = "not-agent-mode: the site is modelled; time-scale: the "
            + "market's clock does not run at wall time")
    @PUT
    @Path("/accepts-scripts")
    public AcceptsScripts acceptsScripts(@PathParam("id") long siteId, @NotNull @Valid AcceptsScripts body) {
        return new AcceptsScripts(scripts.setAcceptsScripts(currentUser.get(), siteId, body.enabled()));
    }
}
