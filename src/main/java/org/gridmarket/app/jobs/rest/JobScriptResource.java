package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobScripts;

/** A job's script (issue 33), as text: for its user, its site's owner and admins. */
@Path("/api")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class JobScriptResource {
    private final JobScripts scripts;
    private final CurrentUser currentUser;

    public JobScriptResource(JobScripts scripts, CurrentUser currentUser) {
        this.scripts = scripts;
        this.currentUser = currentUser;
    }

    @Operation(operationId = "getJobScript")
    @APIResponse(responseCode = "200", description = "The script, as submitted",
            content = @Content(mediaType = "text/plain", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such job for the caller, or it carries no script")
    @GET
    @Path("/jobs/{id}/script")
    @Produces("text/plain; charset=UTF-8")
    public String script(@PathParam("id") long jobId) {
        return scripts.script(currentUser.get(), jobId);
    }
}
