package org.gridmarket.core.allocation;

import java.util.Objects;

/**
 * Seed 002 §4.4, Table 3, TAI and TAI2: low SH and low SL → the adaptive method; low SH, high SL → best-fit;
 * high SH, low SL → fastest-first; high and high → the adaptive method. TAI's adaptive method is AI (§4.3,
 * Eq. 11–12), TAI2's is AI2 (Eq. 16–17); nothing else differs. "High" is strictly above the threshold; SH by
 * Eq. (3), SL by Eq. (4). O(m) plus the adaptive method's O(m·k) in its two quadrants.
 */
public final class ThresholdAdaptiveIntelligent implements AllocationMethod {

    /** Which of §4.3's adaptive methods fills Table 3's two adaptive quadrants; stateless, so shared. */
    public enum Adaptive {
        /** TAI. */
        AI(new AdaptiveIntelligent()),
        /** TAI2. */
        AI2(new AdaptiveIntelligent2());

        private final AllocationMethod method;

        Adaptive(AllocationMethod method) {
            this.method = method;
        }
    }

    private final Adaptive adaptive;
    private final Thresholds thresholds;

    public ThresholdAdaptiveIntelligent(Adaptive adaptive, Thresholds thresholds) {
        this.adaptive = Objects.requireNonNull(adaptive, "adaptive");
        this.thresholds = Objects.requireNonNull(thresholds, "thresholds");
    }

    public Thresholds thresholds() {
        return thresholds;
    }

    /** TAI or TAI2. */
    @Override
    public String name() {
        return "T" + adaptive.method.name();
    }

    /** Seed 002 §4.4, Table 3, in plain words, with this instance's thresholds and its adaptive method. */
    @Override
    public String objective() {
        String adaptiveChoice = adaptive == Adaptive.AI ? "the one that lets more of the waiting jobs start at once"
                : "the one that lets the waiting jobs use more processing capacity";
        return "the cluster it leaves the fewest processors idle on when the clusters' speeds are alike (variance "
                + "at most " + thresholds.speedHeterogeneity() + ") and the waiting jobs need more than "
                + thresholds.systemLoading() + " times the free processors, the fastest when speeds differ and "
                + "they need less; otherwise, of those two, the faster while no other job waits, else "
                + adaptiveChoice + " (" + name() + ", seed 002 §4.4, Table 3, with " + adaptive.method.name()
                + " of §4.3)";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        return TableThree.choose(snapshot, thresholds, adaptive.method);
    }

    @Override
    public String toString() {
        return name() + thresholds;
    }
}
