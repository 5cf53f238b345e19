package org.gridmarket.core.allocation;

/**
 * Seed 002 §4.3, Eq. (13)–(17), AI2: as AI, but the simulated allocations are weighed by the capacity they
 * consume, CC = CS_j × NRP_i. AI2Score = (CS_ff / CS_bf) × (TCC_ff / TCC_bf) (Eq. 16); best-fit iff
 * AI2Score ≤ 1 (Eq. 17). O(m·k), k the jobs that fit.
 */
public final class AdaptiveIntelligent2 implements AllocationMethod {

    @Override
    public String name() {
        return "AI2";
    }

    /** Seed 002 §4.3, Eq. (7), (16)–(17). */
    @Override
    public String objective() {
        return "of the fastest cluster and the one it leaves the fewest processors idle on, the faster while no "
                + "other job waits, else the one that lets the waiting jobs use more processing capacity (adaptive "
                + "intelligent 2, seed 002 §4.3, Eq. 7 and 16–17)";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        return QueueLookahead.choose(snapshot, (s, bestFit, fastestFirst) -> score(s, bestFit, fastestFirst) > 1);
    }

    /** Seed 002 §4.3, Eq. (16), for situation (b) with S_bf ≠ S_ff both ≥ 0. */
    static double score(AllocationSnapshot snapshot, int bestFitSite, int fastestFirstSite) {
        double[] speeds = snapshot.speeds();
        double capacityBestFit = QueueLookahead.walk(snapshot, bestFitSite, true);
        double capacityFastestFirst = QueueLookahead.walk(snapshot, fastestFirstSite, true);
        return speeds[fastestFirstSite] / speeds[bestFitSite] * (capacityFastestFirst / capacityBestFit);
    }
}
