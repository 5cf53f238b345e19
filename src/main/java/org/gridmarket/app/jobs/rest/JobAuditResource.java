package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobQueries;
import org.gridmarket.app.jobs.service.Reconciliation;
import org.gridmarket.app.platform.JobReference;

/** The admins' audit of jobs against the ledger. */
@Path("/api/audit")
@RolesAllowed(Role.ADMIN_NAME)
public class JobAuditResource {
    private final Reconciliation reconciliation;
    private final JobQueries queries;
    private final CurrentUser currentUser;

    public JobAuditResource(Reconciliation reconciliation, JobQueries queries, CurrentUser currentUser) {
        this.reconciliation = reconciliation;
        this.queries = queries;
        this.currentUser = currentUser;
    }

    @Operation(operationId = "getReconciliation")
    @GET
    @Path("/reconciliation")
    public Reconciliation.Report reconciliation() {
        return reconciliation.check();
    }

    /** One job's trail: its events and its transfers, in order. The job as {@code 80} or {@code job-80}. */
    @Operation(operationId = "getJobTrail")
    @APIResponseSchema(value = JobViews.JobView.class, responseDescription = "The job with its events and transfers")
    @APIResponse(responseCode = "422", description = "The id is not a job reference such as 80 or job-80")
    @GET
    @Path("/jobs/{id}/trail")
    public JobViews.JobView trail(@PathParam("id") String job) {
        return JobViews.job(queries.detail(currentUser.get(), JobReference.parse("id", job)));
    }
}
