package org.gridmarket.core.preemption;

import java.util.Comparator;
import java.util.List;

/**
 * MLIP, seed 001 §6.2, Eq. (10): the set of fewest leases, as Haizea does. Ties: more processors freed (larger
 * leases first, which gives §8.3 Table III's {1, 6}), then lower h(C), then smallest sorted ids.
 * O(S log S) for S sets.
 */
public final class MinimumLeasesInvolved implements PreemptionPolicy {

    private static final Comparator<CandidateSet> ORDER = Comparator.comparingInt(CandidateSet::size)
            .thenComparing(Comparator.comparingInt(CandidateSet::processors).reversed())
            .thenComparingDouble(CandidateSet::overheadSeconds).thenComparing(CandidateSet.BY_IDS);

    @Override
    public String name() {
        return "MLIP";
    }

    @Override
    public String inWords() {
        return "interrupts the fewest jobs";
    }

    @Override
    public List<CandidateSet> rank(List<CandidateSet> sets) {
        return sets.stream().sorted(ORDER).toList();
    }
}
