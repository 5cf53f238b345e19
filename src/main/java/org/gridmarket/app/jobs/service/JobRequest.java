package org.gridmarket.app.jobs.service;

import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.lrms.Site;

/**
 * A job as a user describes it: processors, its size (length in MI, or runtime at the reference speed of
 * 1,000 MIPS per processor), budget, the deadline as the longest it may take from submission (seed 004's
 * d), the strategy that places it (by name), and for a strategy that weighs lateness (seed 003's w) what each
 * second late costs; without it the deadline is hard. {@code leaseType} is seed 001 §4.2's lease
 * ({@link LeaseTypes}): what the user lets the site's owner do to the job for a discount. A length is at most
 * {@link JobLimits#MAX_LENGTH_MI_PER_PROCESSOR} per processor (422 naming {@code lengthMi}).
 */
public record JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd,
                         long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                         String leaseType) {

    /** A non-preemptable request. */
    public JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd, long deadlineSeconds,
                      String strategy, Long tardinessPenaltyMicroGdPerSecond) {
        this(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, null);
    }

    /** A request with a hard deadline. */
    public JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd, long deadlineSeconds,
                      String strategy) {
        this(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy, null, null);
    }

    public JobRequest {
        leaseType = LeaseTypes.parse(leaseType);
        if ((lengthMi == null) == (runtimeSeconds == null)) {
            throw ApiProblem.invalid("lengthMi", "give either lengthMi or runtimeSeconds, not both or neither");
        }
        if (lengthMi != null && processors > 0
                && (lengthMi - 1) / processors + 1 > JobLimits.MAX_LENGTH_MI_PER_PROCESSOR) {
            throw ApiProblem.invalid("lengthMi", "at most " + JobLimits.MAX_LENGTH_MI_PER_PROCESSOR
                    + " MI per processor (" + processors * JobLimits.MAX_LENGTH_MI_PER_PROCESSOR + " MI on "
                    + processors + "), so that the job runs at most 10^11 s even at 1 MIPS and ends before the year "
                    + ModelHorizon.LAST_YEAR);
        }
    }

    /** The same request for another lease type. */
    public JobRequest withLeaseType(String type) {
        return new JobRequest(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, type);
    }

    /** l in MI: as given, or runtime × 1,000 MIPS × processors. */
    public long length() {
        if (lengthMi != null) {
            return lengthMi;
        }
        return Math.multiplyExact(Math.multiplyExact(runtimeSeconds, (long) Site.REFERENCE_MIPS_PER_PROCESSOR),
                processors);
    }

    /** What makes two submissions under one Idempotency-Key the same request. */
    public String fingerprint() {
        String base = processors + "|" + length() + "|" + budgetMicroGd + "|" + deadlineSeconds + "|" + strategy;
        String lease = LeaseTypes.NON_PREEMPTABLE.equals(leaseType) ? "" : "|lease=" + leaseType;
        return (tardinessPenaltyMicroGdPerSecond == null ? base : base + "|w=" + tardinessPenaltyMicroGdPerSecond)
                + lease;
    }
}
