package org.gridmarket.core.federation;

import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * What happened to one job in a federation run, for the reports of seed 004 §4.7. Times are seconds;
 * {@code targetSite} is null and the times −1 for a rejected job. {@code originCostMicroGd} and
 * {@code originExecutionSeconds} are B(J, R_k) and D(J, R_k): what the job would have cost and taken on its
 * origin, used where the paper counts rejected jobs "as if executed on the originating resource" (Fig. 8).
 */
public record JobOutcome(long jobId, String originSite, String targetSite, OptimisationStrategy strategy,
                         int processors, long costMicroGd, long budgetMicroGd, long deadlineSeconds,
                         long submitSeconds, long startSeconds, long endSeconds, long messages,
                         long originCostMicroGd, double originExecutionSeconds, String rejection) {

    public boolean accepted() {
        return targetSite != null;
    }

    /** Accepted and run somewhere other than its origin. */
    public boolean migrated() {
        return accepted() && !targetSite.equals(originSite);
    }

    /** Completion minus submission, or −1 while unknown. */
    public long responseSeconds() {
        return endSeconds < 0 ? -1 : endSeconds - submitSeconds;
    }
}
