package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.persistence.StoredJobs;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Problem;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.LeaseTerms;
import org.gridmarket.core.market.RunOutcome;
import org.gridmarket.core.market.StrategyRequest;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * What users and owners ask of the live engine: quotes, submissions, cancellations, local jobs. Each runs
 * on the engine thread, in its transaction; refusals are raised before anything is written.
 */
@ApplicationScoped
public class JobService {
    private final LiveEngine engine;
    private final QuoteStore quotes;
    private final SubmissionMeters submissions;

    public JobService(LiveEngine engine, QuoteStore quotes, SubmissionMeters submissions) {
        this.engine = engine;
        this.quotes = quotes;
        this.submissions = submissions;
    }

    /**
     * The engine's model clock: {@code now} (read from the wall clock now, not the engine's last turn: an idle
     * engine's last turn may be seconds old), and the map from wall time to model time, model(t) =
     * {@code anchorModelTime} + (t − {@code anchorWallTime}) × {@code timeScale}, by which a page shows a wall-clock
     * time (a ledger transfer's) on the market's clock.
     */
    public record ModelClock(java.time.Instant now, double timeScale, java.time.Instant anchorWallTime,
                             java.time.Instant anchorModelTime) {
    }

    public ModelClock clock() {
        return engine.read(state -> new ModelClock(java.time.Instant.ofEpochSecond(state.clock().wallReading()),
                state.clock().scale(),
                java.time.Instant.ofEpochMilli(state.clock().wallAnchorMillis()),
                java.time.Instant.ofEpochSecond(state.clock().modelAnchorSeconds())));
    }

    /**
     * What the job's strategy would do now, committing nothing: the sites it would consider, in its order, with
     * their start, finish and price, and its choice or why none. Each option it offers (the lease type asked,
     * and each other one) is stored with an id a submission may name to hold it ({@link QuoteStore}), after the
     * engine's read, on this thread.
     */
    public LeaseQuote quote(AccountService.Person caller, JobRequest request) {
        requireKnownStrategy(request);
        List<String> leaseTypes = Mechanisms.strategies().leaseTypes(request.strategy()).stream()
                .map(LeaseTerms::name).toList();
        Quoted quoted = engine.read(state -> new Quoted(state.quote(caller.id(), caller.homeSiteId(), request,
                leaseTypes), state.now()));
        return quotes.issue(caller, request, quoted.quote(), quoted.atSeconds());
    }

    /** A quote and the model second the engine made it at. */
    private record Quoted(LeaseQuote quote, long atSeconds) {
    }

    /**
     * Offers a job to the market through its home site (seed 004 §3.3). Accepted: its price is held and it is
     * queued at the chosen site. Rejected (no site meets budget and deadline, or the wallet cannot cover the
     * price): recorded as such, nothing charged. The same Idempotency-Key again returns the same job. Here the
     * request is only validated; the engine does the rest ({@link EngineState#submit}). The stage completes on
     * the engine thread once the job is committed (see {@link LiveEngine#submit}). With {@code quoteId} (null:
     * none) the job holds the quoted option at its price, or is refused with nothing written ({@link HeldQuotes}).
     * The answer is counted by {@link SubmissionMeters}.
     */
    public CompletableFuture<JobQueries.Submitted> submit(AccountService.Person caller, String idempotencyKey,
                                                          JobRequest request, String quoteId) {
        requireKnownStrategy(request);
        // Counted before the caller hears the answer, so whoever reads the metrics after the answer sees it.
        CompletableFuture<JobQueries.Submitted> counted = new CompletableFuture<>();
        engine.submit(new StoredJobs.Key(caller.id(), idempotencyKey),
                state -> state.submit(caller.id(), caller.homeSiteId(), idempotencyKey, request, quoteId))
                .whenComplete((submitted, failure) -> {
                    try {
                        submissions.answered(request.strategy(), submitted, failure);
                    } finally {
                        if (failure != null) {
                            counted.completeExceptionally(failure);
                        } else {
                            counted.complete(submitted);
                        }
                    }
                });
        return counted;
    }

    /**
     * A 422 listing what the registry finds wrong with the request's strategy-dependent fields: an unknown
     * strategy (naming the ones the market offers), a tardiness penalty for a strategy whose deadlines are hard,
     * a lease type the strategy does not sell (each naming the strategies that take it).
     */
    private static void requireKnownStrategy(JobRequest request) {
        List<StrategyRequest.Problem> problems = Mechanisms.strategies().validate(new StrategyRequest(
                request.strategy(), request.tardinessPenaltyMicroGdPerSecond(), LeaseTypes.terms(request.leaseType())));
        if (!problems.isEmpty()) {
            throw ApiProblem.invalid(problems.stream()
                    .map(problem -> new Problem.FieldError(problem.field(), problem.message())).toList());
        }
    }

    /**
     * Withdraws a job. Before it starts the hold is voided; while it runs the user pays for the time used, as
     * its agreement's settlement rule says (a posted price: price · ran / planned), and the rest is released.
     */
    public void cancel(AccountService.Person caller, long jobId) {
        engine.call(state -> {
            JobRecord job = ownJob(state, caller, jobId);
            if (job.state().isFinal()) {
                throw ApiProblem.conflict("job-final", "job " + jobId + " is already " + job.state());
            }
            if (job.state() == org.gridmarket.core.market.JobState.QUEUED) {
                state.cancelQueued(job);
                return null;
            }
            long now = state.now();
            SiteJob withdrawn = state.site(job.siteId()).lrms().cancel(job.id());
            // A preempted lease's work is its useful seconds (seed 001); its wall time includes waits and overhead.
            long ran = withdrawn != null && withdrawn.preemptions() > 0 ? withdrawn.usefulSeconds()
                    : job.startedAtSeconds() == null ? 0 : now - job.startedAtSeconds();
            Long charge = state.settle(job, new RunOutcome.Cancelled(ran));
            if (withdrawn != null) {
                job.recordProgress(withdrawn.progress()); // its work: what it did before it was withdrawn
            }
            job.markCancelled(now, charge);
            state.recorded(job, job.startedAtSeconds() == null ? "cancelled before it started"
                    : "cancelled after " + ran + " of " + job.runtimeSeconds() + " s; charged "
                    + (charge == null ? 0 : charge) + " µG$");
            return null;
        });
    }

    /** An owner's local job on their own site: admitted unconditionally at the earliest slot, free of charge. */
    public long submitLocal(AccountService.Person owner, long siteId, int processors, long runtimeSeconds) {
        return engine.call(state -> {
            SiteEntity site = SiteEntity.findById(siteId);
            if (site == null) {
                throw ApiProblem.notFound("site " + siteId);
            }
            if (!site.ownerId.equals(owner.id())) {
                throw ApiProblem.forbidden("only the owner of site " + siteId + " may run local jobs on it");
            }
            if (site.withdrawnAt != null) {
                throw ApiProblem.conflict("site-withdrawn", "site " + siteId + " was withdrawn; it takes no new jobs");
            }
            if (processors > site.processors) {
                throw ApiProblem.invalid("processors", "the site has " + site.processors + " processors");
            }
            return state.submitLocal(owner.id(), siteId, null, processors, runtimeSeconds);
        });
    }

    /**
     * The job {@code jobId} as the engine has it, if {@code caller} may cancel it: only the job's own user may.
     * Someone else's job is a 404, as if it did not exist (job ids must not leak), except for an admin, who
     * sees every job but is refused (403) and charges nothing: a cancellation spends the user's G$, so it is
     * the user's decision alone.
     */
    static JobRecord ownJob(EngineState state, AccountService.Person caller, long jobId) {
        JobRecord job = state.job(jobId).orElseThrow(() -> ApiProblem.notFound("job " + jobId));
        requireVisible(caller, job.id(), job.userId());
        if (job.userId() != caller.id()) {
            throw ApiProblem.forbidden("only the job's owner may cancel it");
        }
        return job;
    }

    /**
     * 404, exactly as for a job that does not exist, unless the job of {@code ownerId} is {@code caller}'s or
     * the caller is an admin: a 403 would tell anyone which job ids exist.
     */
    static void requireVisible(AccountService.Person caller, long jobId, long ownerId) {
        if (ownerId != caller.id() && caller.role() != Role.ADMIN) {
            throw ApiProblem.notFound("job " + jobId);
        }
    }
}
