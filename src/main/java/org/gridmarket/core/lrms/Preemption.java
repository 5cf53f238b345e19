package org.gridmarket.core.lrms;

/**
 * One member of a chosen candidate set (seed 001 §2.1) and what to do with it (§4.2).
 *
 * @param jobId the running or reserved job to preempt
 * @param resumes false to cancel it (cancellable); true to re-plan its remainder (suspendable, migratable)
 * @param overheadSeconds h(L) of §5; the re-planned remainder grows by it, rounded up to whole seconds
 * @param deadlineSeconds the re-planned job must end by then (a resumed lease with a deadline: seed 001's
 *        migratable, and live suspendable ones too), else {@link Long#MAX_VALUE}
 */
public record Preemption(long jobId, boolean resumes, double overheadSeconds, long deadlineSeconds) {

    public Preemption {
        if (!(overheadSeconds >= 0) || Double.isInfinite(overheadSeconds)) {
            throw new IllegalArgumentException("job " + jobId + ": overhead must be finite and ≥ 0");
        }
    }
}
