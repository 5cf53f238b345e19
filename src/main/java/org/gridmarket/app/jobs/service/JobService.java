package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import org.gridmarket.app.accounts.persistence.UserEntity;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.DbcQuotation;
import org.gridmarket.core.federation.DeadlineBudgetConstrained;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.Placement;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * What users and owners ask of the live engine: quotes, submissions, cancellations, local jobs. Each runs
 * on the engine thread, in its transaction; refusals are raised before anything is written.
 */
@ApplicationScoped
public class JobService {
    private static final DeadlineBudgetConstrained DBC = new DeadlineBudgetConstrained();

    private final LiveEngine engine;
    private final Settlement settlement;

    public JobService(LiveEngine engine, Settlement settlement) {
        this.engine = engine;
        this.settlement = settlement;
    }

    /** A submission's job and whether the Idempotency-Key only replayed an earlier one. */
    public record Submitted(long jobId, boolean replayed) {
    }

    /** Model time now and how fast it runs. */
    public record ModelClock(java.time.Instant now, double timeScale) {
    }

    public ModelClock clock() {
        return engine.call(state -> new ModelClock(java.time.Instant.ofEpochSecond(state.now()), state.clock().scale()));
    }

    /** Seed 004 §3.3 without committing: the sites DBC would try, in order, and its choice or why none. */
    public DbcQuotation.Quote quote(AccountService.Person caller, JobRequest request) {
        return engine.call(state -> {
            return DbcQuotation.quote(JobDemand.ofLength(request.length(), request.processors()),
                    request.coreStrategy(), request.budgetMicroGd(), state.now() + request.deadlineSeconds(),
                    state.federation());
        });
    }

    /**
     * Places a job through its home site's GFA (seed 004 §3.3). Accepted: its price is held and it is
     * queued at the chosen site. Rejected (no site meets budget and deadline, or the wallet cannot cover the
     * price): recorded as such, nothing charged. The same Idempotency-Key again returns the same job.
     */
    public Submitted submit(AccountService.Person caller, String idempotencyKey, JobRequest request) {
        return engine.call(state -> {
            Optional<JobEntity> existing = JobEntity.find("userId = ?1 and idempotencyKey = ?2", caller.id(),
                    idempotencyKey).firstResultOptional();
            if (existing.isPresent()) {
                if (!existing.get().requestFingerprint.equals(request.fingerprint())) {
                    throw ApiProblem.conflict("idempotency-key-reused",
                            "Idempotency-Key " + idempotencyKey + " was used for a different job");
                }
                return new Submitted(existing.get().id, true);
            }
            GridFederationAgent origin = origin(state, caller.id());
            JobEntity job = state.newJob(caller.id(), "federation", idempotencyKey, request, origin);
            place(state, job, request, origin);
            return new Submitted(job.id, false);
        });
    }

    private void place(EngineState state, JobEntity job, JobRequest request, GridFederationAgent origin) {
        JobDemand demand = EngineState.demand(job);
        Job coreJob = Job.builder(job.id).processors(job.processors).runtimeSeconds(1)
                .originSite(origin.site().name()).submitSeconds(job.submittedAtSeconds)
                .strategy(request.coreStrategy()).build();
        Placement placement = DBC.place(new FederatedJob(coreJob, demand, origin, job.budgetMicroGd,
                job.deadlineSeconds), state.federation());
        if (!placement.isAccepted()) {
            reject(state, job, placement.rejection());
            return;
        }
        GridFederationAgent target = placement.target();
        job.siteId = target.id();
        job.priceMicroGd = placement.costMicroGd();
        job.runtimeSeconds = CostModel.executionWholeSeconds(demand, target.site());
        try {
            settlement.hold(job, state.federation().facts(target.id()).ownerId());
        } catch (LedgerException refused) {
            job.siteId = null;
            reject(state, job, "insufficient funds: " + refused.getMessage());
            return;
        }
        boolean agentMode = state.federation().facts(target.id()).agentMode();
        state.admit(job, () -> agentMode
                ? target.lrms().submit(coreJob, EngineState.AGENT_OPEN_RUNTIME_SECONDS, job.runtimeSeconds)
                : target.grm().admit(coreJob, demand));
    }

    private static void reject(EngineState state, JobEntity job, String reason) {
        job.rejection = reason;
        state.record(job, JobState.REJECTED, state.now(), reason);
    }

    /**
     * Withdraws a job. Before it starts the hold is voided; while it runs the user pays for the time used,
     * price · ran / planned (see {@link Settlement}), and the rest is released.
     */
    public void cancel(AccountService.Person caller, long jobId) {
        engine.call(state -> {
            JobEntity job = ownJob(caller, jobId);
            if (JobState.valueOf(job.state).isFinal()) {
                throw ApiProblem.conflict("job-final", "job " + jobId + " is already " + job.state);
            }
            long now = state.now();
            state.agent(job.siteId).lrms().cancel(job.id);
            long ran = job.startedAtSeconds == null ? 0 : now - job.startedAtSeconds;
            long charge = job.startedAtSeconds == null ? 0 : Settlement.proRata(job.priceMicroGd, ran, job.runtimeSeconds);
            settlement.settle(job, charge);
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
            if (processors > site.processors) {
                throw ApiProblem.invalid("processors", "the site has " + site.processors + " processors");
            }
            return state.submitLocal(owner.id(), siteId, null, processors, runtimeSeconds);
        });
    }

    /** The job {@code jobId} if it belongs to {@code caller} (admins see all); 404 or 403 otherwise. */
    static JobEntity ownJob(AccountService.Person caller, long jobId) {
        JobEntity job = JobEntity.findById(jobId);
        if (job == null) {
            throw ApiProblem.notFound("job " + jobId);
        }
        if (!job.userId.equals(caller.id()) && caller.role() != Role.ADMIN) {
            throw ApiProblem.forbidden("job " + jobId + " is someone else's");
        }
        return job;
    }

    private static GridFederationAgent origin(EngineState state, long userId) {
        UserEntity user = UserEntity.findById(userId);
        GridFederationAgent home = user.homeSiteId == null ? null : state.agent(user.homeSiteId);
        GridFederationAgent origin = home != null ? home : state.federation().defaultOrigin();
        if (origin == null) {
            throw new ApiProblem(422, "no-priced-site", "No site", "no site in the federation has posted a price yet");
        }
        return origin;
    }

}
