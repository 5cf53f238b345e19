package org.gridmarket.core.allocation;

import java.util.Objects;

/**
 * Seed 002 §4.4, Table 3, TAI2: low SH and low SL → AI2; low SH, high SL → best-fit; high SH, low SL →
 * fastest-first; high and high → AI2. "High" is strictly above the threshold; SH by Eq. (3), SL by Eq. (4).
 * O(m) plus AI2's O(m·k) in the two AI2 quadrants.
 */
public final class ThresholdAdaptiveIntelligent2 implements AllocationMethod {

    private final Thresholds thresholds;
    private final AllocationMethod adaptive = new AdaptiveIntelligent2();

    public ThresholdAdaptiveIntelligent2(Thresholds thresholds) {
        this.thresholds = Objects.requireNonNull(thresholds, "thresholds");
    }

    public Thresholds thresholds() {
        return thresholds;
    }

    @Override
    public String name() {
        return "TAI2";
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
