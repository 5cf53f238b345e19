package org.gridmarket.core.allocation;

import java.util.Objects;

/**
 * Seed 002 §4.2, Eq. (5)–(6), TI: in situation (a) best-fit iff SH ≤ SHT, else fastest-first; in (b)
 * best-fit iff SL &gt; SLT, else fastest-first. SH is Eq. (3) over the snapshot's speeds, SL Eq. (4) with FJ
 * counted. O(m) per decision (the queue's NRP total comes with the snapshot).
 */
public final class ThresholdIntelligent implements AllocationMethod {

    private final Thresholds thresholds;

    public ThresholdIntelligent(Thresholds thresholds) {
        this.thresholds = Objects.requireNonNull(thresholds, "thresholds");
    }

    public Thresholds thresholds() {
        return thresholds;
    }

    @Override
    public String name() {
        return "TI";
    }

    /** Seed 002 §4.2, Eq. (5)–(6). */
    @Override
    public String objective() {
        return "while no other job waits, the fastest cluster when the clusters' speeds differ (variance above "
                + thresholds.speedHeterogeneity() + "), else the one it leaves the fewest processors idle on; with "
                + "jobs waiting, that one when they need more than " + thresholds.systemLoading() + " times the free "
                + "processors, else the fastest (threshold intelligent, seed 002 §4.2, Eq. 5–6)";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        boolean bestFit = snapshot.situation() == Situation.SUBMISSION_TO_EMPTY_QUEUE
                ? !thresholds.highHeterogeneity(snapshot)
                : thresholds.highLoading(snapshot);
        int processors = snapshot.headProcessors();
        return bestFit ? BestFit.site(snapshot.freeProcessors(), processors)
                : FastestFirst.site(snapshot.speeds(), snapshot.freeProcessors(), processors);
    }

    @Override
    public String toString() {
        return name() + thresholds;
    }
}
