package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobQueries;
import org.gridmarket.app.jobs.service.Reconciliation;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.JobReference;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;

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

    /**
     * A job in the admins' list: who submitted it ({@code username}), how it was placed, where, and its money;
     * times are model time.
     */
    public record AuditedJobView(long id, String username, String kind, String state, String strategy, Long siteId,
                                 Long priceMicroGd, Long chargedMicroGd, Instant submittedAt, Instant endedAt) {
        static AuditedJobView of(JobQueries.AuditedJob audited) {
            JobRecord job = audited.job();
            return new AuditedJobView(job.id(), audited.username(), job.kind(), job.state().name(), job.strategy(),
                    job.siteId(), job.priceMicroGd(), job.chargedMicroGd(), JobViews.at(job.submittedAtSeconds()),
                    JobViews.at(job.endedAtSeconds()));
        }
    }

    /**
     * Every job, newest first, with its user's name; paged ({@code page}, {@code size}), the total in
     * X-Total-Count.
     */
    @Operation(operationId = "getAuditedJobs")
    @GET
    @Path("/jobs")
    public RestResponse<List<AuditedJobView>> jobs(@QueryParam("page") String page, @QueryParam("size") String size) {
        return queries.everyJobWithItsUser(PageRequest.of(page, size)).map(AuditedJobView::of).response();
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
