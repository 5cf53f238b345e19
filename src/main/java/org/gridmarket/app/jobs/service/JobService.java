package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.persistence.JobJournal;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.DbcQuotation;
import org.gridmarket.core.federation.DeadlineBudgetConstrained;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.Placement;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.workload.Job;

/**
 * What users and owners ask of the live engine: quotes, submissions, cancellations, local jobs. Each runs
 * on the engine thread, in its transaction; refusals are raised before anything is written.
 */
@ApplicationScoped
public class JobService {
    private static final DeadlineBudgetConstrained DBC = new DeadlineBudgetConstrained();

    private final LiveEngine engine;

    public JobService(LiveEngine engine) {
        this.engine = engine;
    }

    /**
     * A submission's job and whether the Idempotency-Key only replayed an earlier one; for a new job also
     * the job as committed (with its events and hold), so answering needs no read of the database.
     */
    public record Submitted(long jobId, boolean replayed, JobQueries.JobDetail detail) {
    }

    /** Model time now and how fast it runs. */
    public record ModelClock(java.time.Instant now, double timeScale) {
    }

    public ModelClock clock() {
        return engine.read(state -> new ModelClock(java.time.Instant.ofEpochSecond(state.now()), state.clock().scale()));
    }

    /** Seed 004 §3.3 without committing: the sites DBC would try, in order, and its choice or why none. */
    public DbcQuotation.Quote quote(AccountService.Person caller, JobRequest request) {
        return engine.read(state -> DbcQuotation.quote(JobDemand.ofLength(request.length(), request.processors()),
                request.coreStrategy(), request.budgetMicroGd(), state.now() + request.deadlineSeconds(),
                state.federation()));
    }

    /**
     * Places a job through its home site's GFA (seed 004 §3.3). Accepted: its price is held and it is
     * queued at the chosen site. Rejected (no site meets budget and deadline, or the wallet cannot cover the
     * price): recorded as such, nothing charged. The same Idempotency-Key again returns the same job. The
     * stage completes on the engine thread once the job is committed (see {@link LiveEngine#submit}).
     */
    public CompletableFuture<Submitted> submit(AccountService.Person caller, String idempotencyKey, JobRequest request) {
        return engine.submit(new JobJournal.Key(caller.id(), idempotencyKey), state -> {
            Optional<JobRecord> existing = state.jobByKey(caller.id(), idempotencyKey);
            if (existing.isPresent()) {
                if (!existing.get().requestFingerprint.equals(request.fingerprint())) {
                    throw ApiProblem.conflict("idempotency-key-reused",
                            "Idempotency-Key " + idempotencyKey + " was used for a different job");
                }
                return new Submitted(existing.get().id, true, null);
            }
            GridFederationAgent origin = origin(state, caller);
            JobRecord job = state.newJob(caller.id(), "federation", idempotencyKey, request, origin);
            Transfer hold = place(state, job, request, origin);
            return new Submitted(job.id, false, new JobQueries.JobDetail(job.copy(), state.turnEventsOf(job.id),
                    hold == null ? List.of() : List.of(hold)));
        });
    }

    /** DBC's placement of the job; its hold when accepted, null when rejected. */
    private Transfer place(EngineState state, JobRecord job, JobRequest request, GridFederationAgent origin) {
        JobDemand demand = EngineState.demand(job);
        Job coreJob = Job.builder(job.id).processors(job.processors).runtimeSeconds(1)
                .originSite(origin.site().name()).submitSeconds(job.submittedAtSeconds)
                .strategy(request.coreStrategy()).build();
        Placement placement = DBC.place(new FederatedJob(coreJob, demand, origin, job.budgetMicroGd,
                job.deadlineSeconds), state.federation());
        if (!placement.isAccepted()) {
            reject(state, job, placement.rejection());
            return null;
        }
        GridFederationAgent target = placement.target();
        job.siteId = target.id();
        job.priceMicroGd = placement.costMicroGd();
        job.runtimeSeconds = CostModel.executionWholeSeconds(demand, target.site());
        Transfer hold;
        long walletId = state.accountId(job.userId, AccountKind.USER_WALLET);
        try {
            hold = Settlement.hold(state.ledger(), job, walletId,
                    state.accountId(state.federation().facts(target.id()).ownerId(), AccountKind.OWNER_REVENUE));
        } catch (LedgerException refused) {
            job.siteId = null;
            reject(state, job, refused.reason() == LedgerException.Reason.INSUFFICIENT_FUNDS
                    ? Settlement.insufficientFunds(job.priceMicroGd, state.ledger().account(walletId).available())
                    : "the Grid-Bank refused the hold (" + refused.reason().name().toLowerCase(java.util.Locale.ROOT)
                    + ")");
            return null;
        }
        boolean agentMode = state.federation().facts(target.id()).agentMode();
        state.admit(job, () -> agentMode
                ? target.lrms().submit(coreJob, EngineState.AGENT_OPEN_RUNTIME_SECONDS, job.runtimeSeconds)
                : target.grm().admit(coreJob, demand));
        return hold;
    }

    private static void reject(EngineState state, JobRecord job, String reason) {
        job.rejection = reason;
        state.record(job, JobState.REJECTED, state.now(), reason);
    }

    /**
     * Withdraws a job. Before it starts the hold is voided; while it runs the user pays for the time used,
     * price · ran / planned (see {@link Settlement}), and the rest is released.
     */
    public void cancel(AccountService.Person caller, long jobId) {
        engine.call(state -> {
            JobRecord job = ownJob(state, caller, jobId);
            if (JobState.valueOf(job.state).isFinal()) {
                throw ApiProblem.conflict("job-final", "job " + jobId + " is already " + job.state);
            }
            long now = state.now();
            state.agent(job.siteId).lrms().cancel(job.id);
            long ran = job.startedAtSeconds == null ? 0 : now - job.startedAtSeconds;
            long charge = job.startedAtSeconds == null ? 0 : Settlement.proRata(job.priceMicroGd, ran, job.runtimeSeconds);
            Settlement.settle(state.ledger(), job, charge);
            job.endedAtSeconds = now;
            state.record(job, JobState.CANCELLED, now, job.startedAtSeconds == null ? "cancelled before it started"
                    : "cancelled after " + ran + " of " + job.runtimeSeconds + " s; charged " + charge + " µG$");
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
        requireVisible(caller, job.id, job.userId);
        if (job.userId != caller.id()) {
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

    /** The GFA of the caller's home site, or the lowest-id priced site's for a user without one. */
    private static GridFederationAgent origin(EngineState state, AccountService.Person caller) {
        GridFederationAgent home = caller.homeSiteId() == null ? null
                : state.federation().agent(caller.homeSiteId());
        GridFederationAgent origin = home != null ? home : state.federation().defaultOrigin();
        if (origin == null) {
            throw new ApiProblem(422, "no-priced-site", "No site", "no site in the federation has posted a price yet");
        }
        return origin;
    }
}
