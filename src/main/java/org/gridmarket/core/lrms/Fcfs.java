package org.gridmarket.core.lrms;

/** First come, first served without backfilling: jobs start strictly in arrival order. */
public record Fcfs() implements BackfillingPolicy {

    @Override
    public int maximumPivots() {
        return 0;
    }

    @Override
    public boolean allowsBackfilling() {
        return false;
    }

    @Override
    public String name() {
        return "fcfs";
    }
}
