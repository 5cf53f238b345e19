package org.gridmarket.core.lrms;

import java.util.Map;
import java.util.TreeMap;

/**
 * The change in free processors over time that one overrun step's re-plan has made so far, as seen by the
 * next pivot in arrival order ({@link PivotPlanner#replanAround}): minus each extension, plus each re-planned
 * pivot's old reservation, minus its new one. A pivot can only move if this is positive somewhere before its
 * start. Holds the few change points of one step: {@link #add} O(log m), {@link #firstPositive} O(m) after a
 * change and O(1) otherwise, for m change points.
 */
final class FreedSpace {

    private final TreeMap<Long, Integer> changes = new TreeMap<>();
    private long firstPositive = Long.MAX_VALUE;
    private boolean known = true;

    void clear() {
        changes.clear();
        firstPositive = Long.MAX_VALUE;
        known = true;
    }

    /** Adds {@code processors} (negative: takes them) over [start, end). */
    void add(long startSeconds, long endSeconds, int processors) {
        if (endSeconds <= startSeconds || processors == 0) {
            return;
        }
        changes.merge(startSeconds, processors, (a, b) -> a + b == 0 ? null : a + b);
        changes.merge(endSeconds, -processors, (a, b) -> a + b == 0 ? null : a + b);
        known = false;
    }

    /** The earliest time at which more processors are free than before the step; Long.MAX_VALUE if none. */
    long firstPositive() {
        if (!known) {
            firstPositive = Long.MAX_VALUE;
            int sum = 0;
            for (Map.Entry<Long, Integer> change : changes.entrySet()) {
                sum += change.getValue();
                if (sum > 0) {
                    firstPositive = change.getKey();
                    break;
                }
            }
            known = true;
        }
        return firstPositive;
    }
}
