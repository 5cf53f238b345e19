package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobOutputs;

/**
 * {@code GET /api/jobs/{id}/output}: the tail of a job's output as its cluster's agent uploaded it, for the job's
 * user, its site's owner and admins (anyone else 404); 404 while there is none.
 */
@Path("/api/jobs/{id}/output")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class JobOutputResource {
    private final JobOutputs outputs;
    private final CurrentUser currentUser;

    public JobOutputResource(JobOutputs outputs, CurrentUser currentUser) {
        this.outputs = outputs;
        this.currentUser = currentUser;
    }

    @Operation(operationId = "getJobOutput")
    @APIResponse(responseCode = "200", description = "The job's output (its last 64 KiB)")
    @GET
    @Produces(MediaType.TEXT_PLAIN + ";charset=UTF-8")
    public String output(@PathParam("id") long jobId) {
        return outputs.output(currentUser.get(), jobId);
    }
}
