package org.gridmarket.core.preemption;

import java.util.Comparator;
import java.util.List;

/**
 * One candidate set C_m of seed 001 Eq. (1): leases whose preemption together frees enough processors for a
 * local request. Immutable.
 *
 * @param leaseIds ids ascending
 * @param processors Σ v(L) over the set (what MLIP's tie-break prefers large)
 * @param overheadSeconds h(C) = Σ h(L), summed in id order (§5)
 */
public record CandidateSet(List<Long> leaseIds, int processors, double overheadSeconds) {

    /** Smallest sorted ids first: the last tie-break of every policy. */
    public static final Comparator<CandidateSet> BY_IDS = (left, right) -> {
        int shared = Math.min(left.leaseIds.size(), right.leaseIds.size());
        for (int index = 0; index < shared; index++) {
            int order = Long.compare(left.leaseIds.get(index), right.leaseIds.get(index));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(left.leaseIds.size(), right.leaseIds.size());
    };

    public CandidateSet {
        leaseIds = List.copyOf(leaseIds);
    }

    /** |C_m|, the number of leases involved (Eq. 10). */
    public int size() {
        return leaseIds.size();
    }
}
