package org.gridmarket.core.preemption;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * MOML, seed 001 §6.3, Algorithm 1:
 * <ol>
 *   <li>α = the median of h(C) over all candidate sets (lines 1–4; the mean of the middle two for an even
 *       count);</li>
 *   <li>pre-select the sets with h(C) ≤ α (lines 5–8);</li>
 *   <li>of those, take the one with fewest leases (lines 9–11); ties: lower h(C), then smallest sorted ids.</li>
 * </ol>
 * Algorithm 1 read literally (strict "&lt;" over sets in id order) would keep the first set of fewest leases,
 * {3, 6} in §8.3; the tie-break on h picks {5, 6} as Table III does. When every pre-selected set is unusable,
 * the rest follow in the same order. O(S log S) for S sets.
 */
public final class MinimumOverheadMinimumLeases implements PreemptionPolicy {

    private static final Comparator<CandidateSet> ORDER = Comparator.comparingInt(CandidateSet::size)
            .thenComparingDouble(CandidateSet::overheadSeconds).thenComparing(CandidateSet.BY_IDS);

    @Override
    public String name() {
        return "MOML";
    }

    @Override
    public String inWords() {
        return "interrupts the fewest jobs among the choices of at most the median overhead";
    }

    /** Algorithm 1 line 4: α, the median overhead; NaN when there are no sets. */
    public static double alphaSeconds(List<CandidateSet> sets) {
        if (sets.isEmpty()) {
            return Double.NaN;
        }
        double[] overheads = sets.stream().mapToDouble(CandidateSet::overheadSeconds).sorted().toArray();
        int middle = overheads.length / 2;
        return overheads.length % 2 == 1 ? overheads[middle] : (overheads[middle - 1] + overheads[middle]) / 2;
    }

    @Override
    public List<CandidateSet> rank(List<CandidateSet> sets) {
        double alpha = alphaSeconds(sets);
        List<CandidateSet> preselected = new ArrayList<>();
        List<CandidateSet> rest = new ArrayList<>();
        for (CandidateSet set : sets) {
            (set.overheadSeconds() <= alpha ? preselected : rest).add(set);
        }
        preselected.sort(ORDER);
        rest.sort(ORDER);
        preselected.addAll(rest);
        return preselected;
    }
}
