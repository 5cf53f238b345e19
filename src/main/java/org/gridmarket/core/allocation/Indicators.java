package org.gridmarket.core.allocation;

/** Seed 002 §4.2: the two quantities the threshold methods compare with their thresholds. O(m) and O(m). */
public final class Indicators {

    private Indicators() {
    }

    /** Seed 002 §4.2, Eq. (3): SH = Σ (CS_j − AveCS)² / m, the population variance of the site speeds. */
    public static double speedHeterogeneity(double[] speeds) {
        if (speeds.length == 0) {
            throw new IllegalArgumentException("no sites");
        }
        double mean = 0;
        for (double speed : speeds) {
            mean += speed;
        }
        mean /= speeds.length;
        double squares = 0;
        for (double speed : speeds) {
            squares += (speed - mean) * (speed - mean);
        }
        return squares / speeds.length;
    }

    /**
     * Seed 002 §4.2, Eq. (4): SL = Σ NRP_i over WQ (FJ included) / Σ NP_j, the denominator forced to 1 when
     * no processor is free. In situation (a) WQ is the submitted job alone.
     */
    public static double systemLoading(AllocationSnapshot snapshot) {
        long free = snapshot.totalFreeProcessors();
        return (double) snapshot.queuedProcessorTotal() / (free == 0 ? 1 : free);
    }
}
