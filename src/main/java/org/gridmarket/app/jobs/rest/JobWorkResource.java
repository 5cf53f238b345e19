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
import org.gridmarket.app.jobs.service.JobOutputs;
import org.gridmarket.app.jobs.service.JobScripts;

/**
 * The work a job carries (issue 33), as text: its script, and the tail of its output as its cluster's agent uploaded
 * it; for the job's user, its site's owner and admins (anyone else 404). One resource at {@code /api}: a class at
 * {@code /api/jobs/{id}} would hide {@code GET /api/jobs/{id}}.
 */
@Path("/api")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class JobWorkResource {
    private final JobScripts scripts;
    private final JobOutputs outputs;
    private final CurrentUser currentUser;

    public JobWorkResource(JobScripts scripts, JobOutputs outputs, CurrentUser currentUser) {
        this.scripts = scripts;
        this.outputs = outputs;
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

    @Operation(operationId = "getJobOutput")
    @APIResponse(responseCode = "200", description = "The job's output (its last 64 KiB)",
            content = @Content(mediaType = "text/plain", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No such job for the caller, or no output yet")
    @GET
    @Path("/jobs/{id}/output")
    @Produces("text/plain; charset=UTF-8")
    public String output(@PathParam("id") long jobId) {
        return outputs.output(currentUser.get(), jobId);
    }
}
