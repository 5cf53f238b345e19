package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobQueries;
import org.gridmarket.app.jobs.service.JobService;
import org.gridmarket.app.jobs.service.SiteQueue;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.platform.QueryParams;
import org.jboss.resteasy.reactive.RestResponse;

/** Owners and their sites: the queue with planned times, utilisation and earnings; local jobs. */
@Path("/api/sites/{id}")
@RolesAllowed(Role.OWNER_NAME)
public class SiteJobsResource {
    private final SiteQueue queues;
    private final JobService jobs;
    private final JobQueries queries;
    private final CurrentUser currentUser;

    public SiteJobsResource(SiteQueue queues, JobService jobs, JobQueries queries, CurrentUser currentUser) {
        this.queues = queues;
        this.jobs = jobs;
        this.queries = queries;
        this.currentUser = currentUser;
    }

    public record LocalJobBody(@NotNull @Min(1) @Max(1_000_000) Integer processors,
                               @NotNull @Min(1) @Max(100_000_000) Long runtimeSeconds) {
    }

    /**
     * The site's queue ordered by (planned) start, each job marked {@code federation}, {@code local} or
     * {@code background}; its job list paged ({@code page}, {@code size}), their number in X-Total-Count.
     */
    @Operation(operationId = "getSiteQueue")
    @GET
    @Path("/queue")
    public RestResponse<SiteQueue.View> queue(@PathParam("id") long siteId, @QueryParam("page") String page,
                                              @QueryParam("size") String size) {
        SiteQueue.View view = queues.view(currentUser.get(), siteId, PageRequest.of(page, size));
        return RestResponse.ResponseBuilder.ok(view).header(Page.TOTAL_COUNT, view.totalJobs()).build();
    }

    /** Utilisation over the last {@code hours} model hours (default 24, at most 168), oldest first. */
    @Operation(operationId = "getUtilisation")
    @GET
    @Path("/utilisation")
    public List<SiteQueue.Point> utilisation(@PathParam("id") long siteId, @QueryParam("hours") String hours) {
        return queues.utilisation(currentUser.get(), siteId,
                QueryParams.integer("hours", hours, 24, 1, SiteQueue.MAX_SERIES_HOURS));
    }

    /** A local job (priority: admitted unconditionally, no charge); runtime at 1,000 MIPS per processor. */
    @Operation(operationId = "submitLocalJob")
    @APIResponseSchema(value = JobViews.JobView.class, responseCode = "201", responseDescription = "Admitted")
    @APIResponse(responseCode = "409", description = "The site was withdrawn")
    @POST
    @Path("/local-jobs")
    public Response submitLocal(@PathParam("id") long siteId, @NotNull @Valid LocalJobBody body) {
        long jobId = jobs.submitLocal(currentUser.get(), siteId, body.processors(), body.runtimeSeconds());
        return Response.created(URI.create("/api/jobs/" + jobId))
                .entity(JobViews.job(queries.detail(currentUser.get(), jobId))).build();
    }
}
