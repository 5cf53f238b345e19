package org.gridmarket.core.allocation;

import java.util.Objects;

/**
 * Seed 002 §4.4, Table 3, TAI: low SH and low SL → AI; low SH, high SL → best-fit; high SH, low SL →
 * fastest-first; high and high → AI. "High" is strictly above the threshold; SH by Eq. (3), SL by Eq. (4).
 * O(m) plus AI's O(m·k) in the two AI quadrants.
 */
public final class ThresholdAdaptiveIntelligent implements AllocationMethod {

    private final Thresholds thresholds;
    private final AllocationMethod adaptive = new AdaptiveIntelligent();

    public ThresholdAdaptiveIntelligent(Thresholds thresholds) {
        this.thresholds = Objects.requireNonNull(thresholds, "thresholds");
    }

    public Thresholds thresholds() {
        return thresholds;
    }

    @Override
    public String name() {
        return "TAI";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        return TableThree.choose(snapshot, thresholds, adaptive);
    }

    @Override
    public String toString() {
        return name() + thresholds;
    }
}
