package org.gridmarket.core.allocation;

/**
 * Seed 002 §4.1, fastest-first: the fastest site that can accommodate the job; ties go to the lower index.
 * Ignores fragmentation. O(m).
 */
public final class FastestFirst implements AllocationMethod {

    @Override
    public String name() {
        return "FF";
    }

    /** Seed 002 §4.1: the highest CS_j. */
    @Override
    public String objective() {
        return "the fastest cluster (fastest-first, seed 002 §4.1)";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        return site(snapshot.speeds(), snapshot.freeProcessors(), snapshot.headProcessors());
    }

    /** S_ff for a job of {@code processors}: the highest CS_j with NP_j ≥ NRP, lower index on ties; -1 if none. */
    static int site(double[] speeds, int[] freeProcessors, int processors) {
        int fastest = -1;
        for (int j = 0; j < freeProcessors.length; j++) {
            if (freeProcessors[j] >= processors && (fastest < 0 || speeds[j] > speeds[fastest])) {
                fastest = j;
            }
        }
        return fastest;
    }
}
