package org.gridmarket.core.peering;

import java.util.OptionalInt;

/**
 * EbMf's decisions as pure functions (seed 000 §4.2, Algorithm 1), so they can be tested row by row.
 *
 * <p>Algorithm 1 line 8 is garbled in our copy: "percToProvide ← min{0, 1 ← actualLoad}". Read literally,
 * min{0, ·} is never positive, so line 11 ("if percToProvide &gt; 0 then inform gateway") would never hold; the
 * "←" inside the braces is a mangled minus. And the text around it says the slots are resized "according to the
 * number of resources expected to be available over the next interval", and §4.2 that the partitions "are
 * resized ... based on a load forecast", while line 7 computes a forecast that line 8 would otherwise leave
 * unused. We therefore read line 8 as percToProvide = max{0, 1 − forecast} (docs/experiments/peering.md).
 */
public final class LoadForecastRule {

    /** Guards ⌊share × capacity⌋ against binary fractions such as (1 − 0.7) × 10 = 2.9999999999999996. */
    private static final double ROUNDING_SLACK = 1e-9;

    private LoadForecastRule() {
    }

    /** Line 8 as we read it: the share of the site given to the grid partition, max{0, 1 − expected local load}. */
    public static double gridShare(double expectedLocalLoad) {
        return Math.max(0, 1 - expectedLocalLoad);
    }

    /** The grid partition's whole processors for a share: ⌊share × capacity⌋, the rest staying local. */
    public static int gridProcessors(double share, int capacityProcessors) {
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("a share lies in [0, 1]: " + share);
        }
        return (int) Math.min(capacityProcessors, Math.floor(share * capacityProcessors + ROUNDING_SLACK));
    }

    /**
     * Lines 18–28: at a reallocation event the local load measured since the last resize is compared with the
     * forecast; if it is higher (the forecast was an underestimate) the grid partition shrinks to what that
     * load leaves, else nothing changes (empty) and the next event is scheduled.
     */
    public static OptionalInt reallocation(double localLoad, double forecast, int capacityProcessors) {
        if (localLoad > forecast) {
            return OptionalInt.of(gridProcessors(gridShare(localLoad), capacityProcessors));
        }
        return OptionalInt.empty();
    }
}
