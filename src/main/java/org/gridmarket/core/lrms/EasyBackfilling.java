package org.gridmarket.core.lrms;

/**
 * EASY (aggressive) backfilling with a configurable number of pivots (seed 000 §2.1.5): the oldest
 * {@code pivots} waiting jobs hold reservations; any other job may start now if it delays none of them.
 * One pivot is classic EASY; a very large number becomes {@link ConservativeBackfilling}.
 */
public record EasyBackfilling(int pivots) implements BackfillingPolicy {

    public EasyBackfilling {
        if (pivots < 1) {
            throw new IllegalArgumentException("EASY needs at least one pivot: " + pivots);
        }
    }

    @Override
    public int maximumPivots() {
        return pivots;
    }

    @Override
    public boolean allowsBackfilling() {
        return true;
    }

    @Override
    public String name() {
        return pivots == 1 ? "easy" : "easy:" + pivots;
    }
}
