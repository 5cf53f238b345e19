package org.gridmarket.core.preemption;

import java.util.Comparator;
import java.util.List;

/**
 * MOV, seed 001 §6.1, Eq. (9): the set of least total overhead h(C). Ties: fewer leases, then smallest sorted
 * ids. O(S log S) for S sets.
 */
public final class MinimumOverhead implements PreemptionPolicy {

    static final Comparator<CandidateSet> ORDER = Comparator.comparingDouble(CandidateSet::overheadSeconds)
            .thenComparingInt(CandidateSet::size).thenComparing(CandidateSet.BY_IDS);

    @Override
    public String name() {
        return "MOV";
    }

    @Override
    public String inWords() {
        return "interrupts the jobs whose interruption costs the least overhead";
    }

    @Override
    public List<CandidateSet> rank(List<CandidateSet> sets) {
        return sets.stream().sorted(ORDER).toList();
    }
}
