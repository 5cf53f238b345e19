package org.gridmarket.core.preemption;

import org.gridmarket.core.workload.LeaseType;

/**
 * One lease request of seed 001 §7 (times in whole seconds). Local requests are never preempted, whatever
 * their type (§4.2 assumes them deadline-constrained and non-preemptable).
 *
 * @param id unique id; candidate sets and tie-breaks use it
 * @param arrivalSeconds ready time r(L)
 * @param processors v(L), one VM per processor
 * @param durationSeconds d(L), exact (runtime = estimate)
 * @param type the lease type of §4.2
 * @param local whether the site's own user sent it
 * @param deadlineSeconds absolute deadline; {@link Long#MAX_VALUE} for best effort
 */
public record LeaseRequest(long id, long arrivalSeconds, int processors, long durationSeconds, LeaseType type,
                           boolean local, long deadlineSeconds) {

    public LeaseRequest {
        if (arrivalSeconds < 0 || processors <= 0 || durationSeconds <= 0 || type == null
                || deadlineSeconds <= arrivalSeconds) {
            throw new IllegalArgumentException("request " + id + " needs arrival ≥ 0, processors, a duration, a type"
                    + " and a deadline after its arrival");
        }
    }

    /** Best-effort external requests queue and are never rejected (§4.2: no deadline guarantee). */
    public boolean bestEffort() {
        return !local && (type == LeaseType.BEST_EFFORT_CANCELLABLE || type == LeaseType.BEST_EFFORT_SUSPENDABLE);
    }

    /** Whether a local request may take this lease's processors (§2.1: external and preemptable). */
    public boolean preemptable() {
        return !local && type != LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;
    }
}
