package org.gridmarket.core.preemption;

/**
 * An eligible lease for a local request (seed 001 §2.1): external, preemptable, and holding processors
 * somewhere in the request's window. Removing it frees {@code processors} over [start, end): from now to its
 * planned end for a running lease, its whole reservation for a waiting one.
 *
 * @param id lease (job) id; candidate sets list ids ascending
 * @param processors v(L), one VM per processor
 * @param startSeconds start of what its removal frees
 * @param endSeconds end of what its removal frees
 * @param overheadSeconds h(L) of preempting it now (§5)
 */
public record PreemptableLease(long id, int processors, long startSeconds, long endSeconds,
                               double overheadSeconds) {

    public PreemptableLease {
        if (processors <= 0 || endSeconds <= startSeconds || !(overheadSeconds >= 0)) {
            throw new IllegalArgumentException("lease " + id + " needs processors, an interval and h ≥ 0");
        }
    }
}
