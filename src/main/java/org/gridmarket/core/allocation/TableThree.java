package org.gridmarket.core.allocation;

/** Seed 002 §4.4, Table 3: the quadrant rule TAI and TAI2 share; they differ only in the adaptive method. */
final class TableThree {

    private TableThree() {
    }

    static int choose(AllocationSnapshot snapshot, Thresholds thresholds, AllocationMethod adaptive) {
        boolean highHeterogeneity = thresholds.highHeterogeneity(snapshot);
        boolean highLoading = thresholds.highLoading(snapshot);
        if (highHeterogeneity == highLoading) {
            return adaptive.choose(snapshot);
        }
        int processors = snapshot.headProcessors();
        return highHeterogeneity
                ? FastestFirst.site(snapshot.speeds(), snapshot.freeProcessors(), processors)
                : BestFit.site(snapshot.freeProcessors(), processors);
    }
}
