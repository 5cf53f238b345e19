package org.gridmarket.core.lrms;

/**
 * Conservative backfilling (seed 000 §2.1.5 and §4.1): every job gets a reservation when it arrives, and a
 * job may start early only if it delays no other waiting job. Reservations move earlier (never later) when
 * jobs finish before their estimates.
 */
public record ConservativeBackfilling() implements BackfillingPolicy {

    @Override
    public int maximumPivots() {
        return Integer.MAX_VALUE;
    }

    @Override
    public boolean allowsBackfilling() {
        return true;
    }

    @Override
    public String name() {
        return "conservative";
    }
}
