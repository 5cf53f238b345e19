package org.gridmarket.core.allocation;

/**
 * Seed 002 §4.1, best-fit: the site that leaves the fewest free processors after taking the job (the least
 * fragmentation); ties go to the lower index. Ignores speeds. O(m).
 */
public final class BestFit implements AllocationMethod {

    @Override
    public String name() {
        return "BF";
    }

    /** Seed 002 §4.1: the least fragmentation. */
    @Override
    public String objective() {
        return "the cluster it leaves the fewest processors idle on (best-fit, seed 002 §4.1), keeping room for "
                + "larger jobs";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        return site(snapshot.freeProcessors(), snapshot.headProcessors());
    }

    /** S_bf for a job of {@code processors}: the least leftover NP_j − NRP ≥ 0, lower index on ties; -1 if none. */
    static int site(int[] freeProcessors, int processors) {
        int best = -1;
        for (int j = 0; j < freeProcessors.length; j++) {
            if (freeProcessors[j] >= processors && (best < 0 || freeProcessors[j] < freeProcessors[best])) {
                best = j;
            }
        }
        return best;
    }
}
