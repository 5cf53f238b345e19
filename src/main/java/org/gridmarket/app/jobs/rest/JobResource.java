package org.gridmarket.app.jobs.rest;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobEvents;
import org.gridmarket.app.jobs.service.JobQueries;
import org.gridmarket.app.jobs.service.JobRequest;
import org.gridmarket.app.jobs.service.JobService;
import org.gridmarket.core.market.JobState;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.app.platform.ExactValues;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;
import org.jboss.resteasy.reactive.RestStreamElementType;

/** Users buy computation: quotes, jobs, cancellation and the live status stream. */
@Path("/api")
public class JobResource {
    private final JobService jobs;
    private final JobQueries queries;
    private final JobEvents events;
    private final CurrentUser currentUser;

    public JobResource(JobService jobs, JobQueries queries, JobEvents events, CurrentUser currentUser) {
        this.jobs = jobs;
        this.queries = queries;
        this.events = events;
        this.currentUser = currentUser;
    }

    /**
     * What the job's strategy would do with the job now, and a quote a submission may hold: {@code quoteId} holds
     * {@code priceMicroGd} on the quoted option until {@code validUntil} (issue 32); each lease option has its own.
     */
    @Operation(operationId = "quoteJob")
    @POST
    @Path("/quotes")
    @RolesAllowed(Role.USER_NAME)
    public JobViews.QuoteView quote(@NotNull @Valid JobViews.JobBody body) {
        if (body.quoteId() != null) {
            throw ApiProblem.invalid("quoteId", "a quote is asked for job fields alone; quoteId is for POST /api/jobs");
        }
        return JobViews.quote(jobs.quote(currentUser.get(), body.toRequest()));
    }

    /**
     * Submits a job (header {@code Idempotency-Key} required). 201 accepted with the hold and the plan; 200
     * for a replay of an accepted job; 422 problem+json for a rejected one (nothing charged). The request
     * stays on its event loop while the engine works: no thread waits for the engine's turn, and the answer
     * is written from the event loop once the turn has committed.
     */
    @Operation(operationId = "submitJob")
    @APIResponseSchema(value = JobViews.JobView.class, responseCode = "201",
            responseDescription = "Accepted: held and planned")
    @APIResponse(responseCode = "200", description = "The same Idempotency-Key and job again: the job as accepted",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = JobViews.JobView.class)))
    @APIResponse(responseCode = "409", description = "The Idempotency-Key was used for another job, or the quote "
            + "named expired, was used, or its option is no longer available (types /problems/quote-expired, "
            + "quote-used, quote-unavailable): nothing charged")
    @APIResponse(responseCode = "422", description = "Invalid, the quote is unknown or made for other fields "
            + "(/problems/quote-unknown, quote-mismatch), or the job was rejected (/problems/job-rejected): nothing "
            + "charged")
    @POST
    @Path("/jobs")
    @RolesAllowed(Role.USER_NAME)
    public Uni<Response> submit(@HeaderParam("Idempotency-Key") String idempotencyKey,
                                @NotNull @Valid JobViews.JobBody body) {
        ClientIds.idempotencyKey(idempotencyKey);
        JobRequest request = body.toRequest();
        Context context = Vertx.currentContext();
        Executor eventLoop = task -> context.runOnContext(ignored -> task.run());
        return currentUser.onEventLoop().chain(caller -> Uni.createFrom()
                .completionStage(() -> jobs.submit(caller, idempotencyKey, request, body.quoteId()))
                .emitOn(eventLoop)
                .chain(submitted -> detailOf(caller, submitted).map(detail -> answer(submitted.replayed(), detail))));
    }

    /** The submitted job as committed: a new one comes with the engine's answer, a replayed one is read. */
    private Uni<JobQueries.JobDetail> detailOf(AccountService.Person caller, JobQueries.Submitted submitted) {
        if (submitted.detail() != null) {
            return Uni.createFrom().item(submitted.detail());
        }
        return Uni.createFrom().item(() -> queries.detail(caller, submitted.jobId()))
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool());
    }

    private static Response answer(boolean replayed, JobQueries.JobDetail detail) {
        JobViews.JobView job = JobViews.job(detail);
        if (JobState.REJECTED.name().equals(job.state())) {
            throw new ApiProblem(422, "job-rejected", "Job rejected", "job " + job.id() + " was rejected: "
                    + job.rejection() + "; nothing was charged");
        }
        return Response.status(replayed ? 200 : 201).location(URI.create("/api/jobs/" + job.id())).entity(job).build();
    }

    /** The caller's jobs, newest first, optionally only those in {@code state}; paged, the total in X-Total-Count. */
    @Operation(operationId = "listJobs")
    @GET
    @Path("/jobs")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public RestResponse<List<JobViews.JobView>> list(@QueryParam("page") String page, @QueryParam("size") String size,
                                                     @QueryParam("state") String state) {
        return queries.jobsOf(currentUser.get(), states(state), PageRequest.of(page, size)).map(JobViews::job)
                .response();
    }

    /** {@code state=RUNNING,ACCEPTED}: {@link JobState} names exactly, comma-separated; none means all. */
    private static Set<JobState> states(String states) {
        Set<JobState> parsed = EnumSet.noneOf(JobState.class);
        if (states == null || states.isBlank()) {
            return parsed;
        }
        List<String> names = Arrays.stream(JobState.values()).map(JobState::name).toList();
        for (String name : states.split(",", 20)) {
            parsed.add(JobState.valueOf(ExactValues.oneOf("state", name, names)));
        }
        return parsed;
    }

    @Operation(operationId = "getJob")
    @GET
    @Path("/jobs/{id}")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public JobViews.JobView get(@PathParam("id") long id) {
        return JobViews.job(queries.detail(currentUser.get(), id));
    }

    @Operation(operationId = "cancelJob")
    @APIResponseSchema(value = JobViews.JobView.class, responseDescription = "Cancelled; the hold is voided")
    @APIResponse(responseCode = "403", description = "Only the job's owner may cancel it")
    @APIResponse(responseCode = "409", description = "The job has already ended")
    @POST
    @Path("/jobs/{id}/cancel")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public JobViews.JobView cancel(@PathParam("id") long id) {
        jobs.cancel(currentUser.get(), id);
        return JobViews.job(queries.detail(currentUser.get(), id));
    }

    /** Server-sent events: status changes of the caller's jobs (an admin's: every job). */
    @Operation(operationId = "streamJobEvents")
    @GET
    @Path("/jobs/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    @io.smallrye.common.annotation.Blocking
    public io.smallrye.mutiny.Multi<JobEvents.JobEvent> events() {
        var caller = currentUser.get();
        return events.stream(caller.id(), caller.role() == Role.ADMIN);
    }
}
