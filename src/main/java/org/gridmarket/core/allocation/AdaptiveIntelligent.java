package org.gridmarket.core.allocation;

/**
 * Seed 002 §4.3, Eq. (7)–(12), Fig. 1, AI: in situation (b) it simulates both choices for FJ, lets the rest
 * of WQ follow by best-fit while they fit, and counts the allocations (TNoA). AIScore = CS_ff − CS_bf −
 * (TNoA_bf − TNoA_ff) × CS_bf (Eq. 11); fastest-first iff AIScore ≥ 0 (Eq. 12). O(m·k), k the jobs that fit.
 */
public final class AdaptiveIntelligent implements AllocationMethod {

    @Override
    public String name() {
        return "AI";
    }

    /** Seed 002 §4.3, Eq. (7), (11)–(12). */
    @Override
    public String objective() {
        return "of the fastest cluster and the one it leaves the fewest processors idle on, the faster while no "
                + "other job waits, else the one that lets more of the waiting jobs start at once (adaptive "
                + "intelligent, seed 002 §4.3, Eq. 7 and 11–12)";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        return QueueLookahead.choose(snapshot, (s, bestFit, fastestFirst) -> score(s, bestFit, fastestFirst) >= 0);
    }

    /** Seed 002 §4.3, Eq. (11), for situation (b) with S_bf ≠ S_ff both ≥ 0. */
    static double score(AllocationSnapshot snapshot, int bestFitSite, int fastestFirstSite) {
        double[] speeds = snapshot.speeds();
        double allocationsBestFit = QueueLookahead.walk(snapshot, bestFitSite, false);
        double allocationsFastestFirst = QueueLookahead.walk(snapshot, fastestFirstSite, false);
        return speeds[fastestFirstSite] - speeds[bestFitSite]
                - (allocationsBestFit - allocationsFastestFirst) * speeds[bestFitSite];
    }
}
