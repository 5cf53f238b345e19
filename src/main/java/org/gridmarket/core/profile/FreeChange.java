package org.gridmarket.core.profile;

/**
 * A change in free processors over time, as a step function that may go negative: processors given back over
 * some intervals and taken over others. A scheduler re-planning its reservations keeps one to know where it has
 * left more processors free than before ({@link #firstPositiveSeconds}). Stored like the availability profile
 * ({@link FreeProcessorTree}: a treap of differences whose nodes know their subtree's greatest running sum), so
 * {@link #add} and {@link #firstPositiveSeconds} cost O(log m) expected for m change points, {@link #clear}
 * O(1). Not thread-safe.
 */
public final class FreeChange {

    private FreeProcessorTree changes = new FreeProcessorTree();

    /** Forgets every change. */
    public void clear() {
        changes = new FreeProcessorTree();
    }

    /** Adds {@code processors} over [start, end) (negative: takes them); nothing for an empty interval. */
    public void add(long startSeconds, long endSeconds, int processors) {
        if (endSeconds <= startSeconds || processors == 0) {
            return;
        }
        changes.addStep(startSeconds, processors);
        changes.addStep(endSeconds, -processors);
    }

    /** The earliest time at which the change is positive; Long.MAX_VALUE when it is nowhere. */
    public long firstPositiveSeconds() {
        return changes.firstAtLeastAfter(Long.MIN_VALUE, 1) ? changes.foundKey() : Long.MAX_VALUE;
    }
}
