package org.gridmarket.core.allocation;

/** Seed 002 §4.2, Eq. (2), SI: fastest-first in situation (a) (Size_WQ = 0), best-fit in (b). O(m). */
public final class StaticIntelligent implements AllocationMethod {

    @Override
    public String name() {
        return "SI";
    }

    /** Seed 002 §4.2, Eq. (2). */
    @Override
    public String objective() {
        return "the fastest cluster while no other job waits, else the one it leaves the fewest processors idle on "
                + "(static intelligent, seed 002 §4.2, Eq. 2)";
    }

    @Override
    public int choose(AllocationSnapshot snapshot) {
        int processors = snapshot.headProcessors();
        return snapshot.situation() == Situation.SUBMISSION_TO_EMPTY_QUEUE
                ? FastestFirst.site(snapshot.speeds(), snapshot.freeProcessors(), processors)
                : BestFit.site(snapshot.freeProcessors(), processors);
    }
}
