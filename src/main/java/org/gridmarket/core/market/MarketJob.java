package org.gridmarket.core.market;

import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.workload.OptimisationStrategy;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;

/**
 * A job offered to the market: what it asks of any site, who pays, its QoS (seed 004 §3.2: budget b and
 * deadline d, the longest it may take from submission) and the strategy, by name, that places it.
 *
 * @param job the core job (id, processors, origin, submission time, OFT/OFC preference of a trace job)
 * @param demand seed 004's J = (p, l, α) and the origin's bandwidth
 * @param originSiteId the site whose agent the job was submitted to
 * @param payerId whose wallet pays: a user live, the origin's user population in the simulator
 * @param strategy the {@link PlacementStrategy}'s registered name
 * @param tardinessPenaltyMicroGdPerSecond seed 003 §2's weight w: what each second past the deadline takes
 *        off the job's worth to its user; null when the deadline is hard (the job must finish by it)
 * @param leaseType seed 001 §4.2's lease: what the user lets the site's owner do to it for a discount
 *        ({@link LeaseFactors}); non-preemptable (the whole price, never disturbed) by default
 * @param homeGrid seed 000's home grid of its user (the grid of the user's home site): a strategy that
 *        {@link PlacementStrategy#peers() peers} places it only there, and the grid's gateway may redirect it to
 *        a peer grid under a contract ({@link MarketPeering}); null for a user without a grid, whose jobs may go
 *        to any site of the federation (seed 004) and are never redirected
 * @param carriesScript whether the job brings a script to run: it goes only to sites that run scripts, and only
 *        such jobs go there ({@link MarketSite#runsWorkOf}); a job of a trace or a simulation carries none
 */
public record MarketJob(Job job, JobDemand demand, long originSiteId, long payerId, long budgetMicroGd,
                        long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                        LeaseType leaseType, String homeGrid, boolean carriesScript) {

    public MarketJob {
        leaseType = leaseType == null ? LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE : leaseType;
        if (tardinessPenaltyMicroGdPerSecond != null && tardinessPenaltyMicroGdPerSecond <= 0) {
            throw new IllegalArgumentException("a tardiness penalty must be positive: "
                    + tardinessPenaltyMicroGdPerSecond);
        }
    }

    /** A job that carries no script. */
    public MarketJob(Job job, JobDemand demand, long originSiteId, long payerId, long budgetMicroGd,
                     long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                     LeaseType leaseType, String homeGrid) {
        this(job, demand, originSiteId, payerId, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, leaseType, homeGrid, false);
    }

    /** A job of a user without a home grid. */
    public MarketJob(Job job, JobDemand demand, long originSiteId, long payerId, long budgetMicroGd,
                     long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                     LeaseType leaseType) {
        this(job, demand, originSiteId, payerId, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, leaseType, null);
    }

    /** A non-preemptable job. */
    public MarketJob(Job job, JobDemand demand, long originSiteId, long payerId, long budgetMicroGd,
                     long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond) {
        this(job, demand, originSiteId, payerId, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, null);
    }

    /** A non-preemptable job with a hard deadline. */
    public MarketJob(Job job, JobDemand demand, long originSiteId, long payerId, long budgetMicroGd,
                     long deadlineSeconds, String strategy) {
        this(job, demand, originSiteId, payerId, budgetMicroGd, deadlineSeconds, strategy, null, null);
    }

    /**
     * The job as seed 004's superschedulers take it from its origin's agent {@code origin}, optimising
     * {@code optimisation} (its own when null).
     */
    public FederatedJob federated(GridFederationAgent origin, OptimisationStrategy optimisation) {
        Job coreJob = optimisation == null || job.strategy() == optimisation ? job
                : job.toBuilder(job.id()).strategy(optimisation).build();
        return new FederatedJob(coreJob, demand, origin, budgetMicroGd, deadlineSeconds);
    }

    /** Whether the site's owner may preempt it (seed 001 §2.1: every lease type but non-preemptable). */
    public boolean preemptable() {
        return leaseType != LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;
    }

    public long id() {
        return job.id();
    }

    public long submitSeconds() {
        return job.submitSeconds();
    }

    /** The latest acceptable completion, s + d (saturating: a deadline past the end of time never binds). */
    public long deadlineAtSeconds() {
        long at = job.submitSeconds() + deadlineSeconds;
        return at < job.submitSeconds() ? Long.MAX_VALUE : at;
    }
}
