package org.gridmarket.core.preemption;

import org.gridmarket.core.workload.LeaseType;

/**
 * What became of one {@link LeaseRequest} in a {@link PreemptionSimulation}: the inputs of seed 001 §7.1's
 * metrics.
 *
 * @param id the request's id
 * @param local whether it was a local request
 * @param type its lease type
 * @param rejected never admitted
 * @param cancelled a cancellable lease stopped by a preemption
 * @param timesPreempted how many chosen sets it was in
 * @param startSeconds first start, or -1 if it never started
 * @param endSeconds completion (or cancellation), or -1 if rejected
 * @param usefulSeconds work done; equals the duration for a completed lease
 * @param overheadSeconds Σ h(L) over its preemptions (§5)
 */
public record LeaseOutcome(long id, boolean local, LeaseType type, boolean rejected, boolean cancelled,
                           int timesPreempted, long startSeconds, long endSeconds, long usefulSeconds,
                           double overheadSeconds) {
}
