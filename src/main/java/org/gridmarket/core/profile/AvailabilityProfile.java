package org.gridmarket.core.profile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;

/**
 * Free processors of one site over time: seed 000 §4's availability profile, stored as in §5.3 in an
 * ordered balanced tree keyed by time ({@link FreeProcessorTree}: a treap holding at each change point the
 * change in free processors, each node knowing its subtree's sum and least and greatest running sum, so a
 * reservation changes two nodes and a search skips every subtree that cannot hold its answer).
 *
 * <p>Each entry {@code t → f} means f processors are free from t until the next entry. Invariants: the
 * last entry has every processor free (reservations are finite), no two neighbouring entries hold the same
 * value (so the tree only grows with real change points, and a step function has exactly one
 * representation), and 0 ≤ f ≤ capacity.
 *
 * <p>Costs, expected, with n entries and k the entries an operation reports:
 * <ul>
 *   <li>{@link #freeProcessorsAt}, {@link #canStartAt}, {@link #reserve}, {@link #release},
 *       {@link #discardBefore}, {@link #size}, {@link #originSeconds}: O(log n)</li>
 *   <li>{@link #earliestStart}: O(log n) per blocked stretch it jumps over (a stretch of entries with too
 *       few processors free, then the window after it that is too short), never per entry</li>
 *   <li>{@link #freeTimeSlots}, {@link #utilisation}: O(log n + k), k = entries inside the window</li>
 *   <li>{@link #freeSteps}: O(log n + k), k = entries from the query time on</li>
 * </ul>
 *
 * <p>A release is held back until the next operation needs it: when that operation is
 * {@link #earliestStart} for the same processors and length, the released window is the answer unless an
 * earlier one fits, and a {@link #reserve} of that very window cancels the release. A scheduler re-planning
 * a reservation that cannot move (release, earliest start, reserve: conservative backfilling's compression)
 * then pays only the search before the old start (O(log n) per blocked stretch there) and leaves the tree
 * untouched. Every other operation applies the release first, so
 * what callers observe is exactly the eager behaviour. Not thread-safe: the engine's single writer owns it.
 */
public final class AvailabilityProfile {

    private final int capacityProcessors;
    private final FreeProcessorTree freeFrom = new FreeProcessorTree();
    private boolean releasePending;
    private long pendingStartSeconds;
    private long pendingEndSeconds;
    private int pendingProcessors;

    /** A profile with every processor free from {@code originSeconds} on. */
    public AvailabilityProfile(int capacityProcessors, long originSeconds) {
        if (capacityProcessors <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacityProcessors);
        }
        this.capacityProcessors = capacityProcessors;
        freeFrom.addStep(originSeconds, capacityProcessors);
    }

    public int capacityProcessors() {
        return capacityProcessors;
    }

    /** The earliest time the profile describes; queries before it are rejected. */
    public long originSeconds() {
        applyPendingRelease();
        freeFrom.first();
        return freeFrom.foundKey();
    }

    /** Number of change points currently stored. */
    public int size() {
        applyPendingRelease();
        return freeFrom.size();
    }

    public int freeProcessorsAt(long timeSeconds) {
        applyPendingRelease();
        floorKey(timeSeconds);
        return freeFrom.foundFree();
    }

    /**
     * The earliest start at or after {@code notBeforeSeconds} at which {@code processors} stay free for
     * {@code durationSeconds}. Always exists because the last entry has every processor free.
     */
    public long earliestStart(int processors, long durationSeconds, long notBeforeSeconds) {
        requireRequest(processors, durationSeconds);
        if (releasePending && processors == pendingProcessors && notBeforeSeconds <= pendingStartSeconds
                && durationSeconds == pendingEndSeconds - pendingStartSeconds) {
            long start = firstFit(processors, durationSeconds, notBeforeSeconds, pendingStartSeconds);
            if (start < pendingStartSeconds) {
                applyPendingRelease();
            }
            return start;
        }
        applyPendingRelease();
        return firstFit(processors, durationSeconds, notBeforeSeconds, Long.MAX_VALUE);
    }

    /** Whether {@code processors} stay free over [start, start + duration). */
    public boolean canStartAt(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        applyPendingRelease();
        return !freeFrom.firstBelow(floorKey(startSeconds), processors)
                || freeFrom.foundKey() >= startSeconds + durationSeconds;
    }

    /** Takes {@code processors} over [start, end); fails without change if they are not all free. */
    public void reserve(long startSeconds, long endSeconds, int processors) {
        if (releasePending && startSeconds == pendingStartSeconds && endSeconds == pendingEndSeconds
                && processors == pendingProcessors) {
            releasePending = false;
            return;
        }
        applyPendingRelease();
        adjust(startSeconds, endSeconds, -processors);
    }

    /**
     * Gives back {@code processors} over [start, end): a job's whole reservation when it is cancelled, or its
     * unused tail [actual end, planned end) when it finishes early. Checked at once (it fails without change
     * if it would free more than the capacity), applied when next needed (see the class comment).
     */
    public void release(long startSeconds, long endSeconds, int processors) {
        applyPendingRelease();
        if (endSeconds > startSeconds && processors >= 0
                && freeFrom.fits(floorKey(startSeconds), endSeconds, processors, capacityProcessors)) {
            releasePending = true;
            pendingStartSeconds = startSeconds;
            pendingEndSeconds = endSeconds;
            pendingProcessors = processors;
        } else {
            adjust(startSeconds, endSeconds, processors);
        }
    }

    /**
     * Free time slots from {@code fromSeconds} up to {@code horizonSeconds} (seed 000 §4.1, Fig. 2a): the
     * maximal rectangles under the free-processor curve, one per distinct level, each extending left and
     * right for as long as at least that many processors stay free. Ordered by start, then processors. One
     * monotonic-stack pass finds every slot's ends, so the scan is linear in the entries inside the window.
     */
    public List<FreeTimeSlot> freeTimeSlots(long fromSeconds, long horizonSeconds) {
        applyPendingRelease();
        List<long[]> segments = segments(fromSeconds, horizonSeconds);
        int count = segments.size();
        long[] slotStarts = new long[count];
        long[] slotEnds = new long[count];
        long[] lastSegmentEnds = new long[count];
        boolean[] repeated = new boolean[count];
        Deque<Integer> open = new ArrayDeque<>();
        for (int index = 0; index < count; index++) {
            long[] segment = segments.get(index);
            while (!open.isEmpty() && segments.get(open.peek())[2] > segment[2]) {
                slotEnds[open.pop()] = segment[0];
            }
            repeated[index] = !open.isEmpty() && segments.get(open.peek())[2] == segment[2];
            if (repeated[index]) {
                lastSegmentEnds[open.peek()] = segment[1];
            } else {
                slotStarts[index] = open.isEmpty() ? fromSeconds : lastSegmentEnds[open.peek()];
                lastSegmentEnds[index] = segment[1];
                open.push(index);
            }
        }
        open.forEach(index -> slotEnds[index] = horizonSeconds);
        List<FreeTimeSlot> slots = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            if (!repeated[index] && segments.get(index)[2] > 0) {
                slots.add(new FreeTimeSlot(slotStarts[index], slotEnds[index], (int) segments.get(index)[2]));
            }
        }
        slots.sort(Comparator.comparingLong(FreeTimeSlot::startSeconds).thenComparingInt(FreeTimeSlot::processors));
        return slots;
    }

    /** The step function from {@code fromSeconds} on, as a read-only copy (see {@link FreeSteps}). */
    public FreeSteps freeSteps(long fromSeconds) {
        applyPendingRelease();
        long[][] starts = {new long[16]};
        int[][] free = {new int[16]};
        int[] count = {0};
        freeFrom.collect(floorKey(fromSeconds), Long.MAX_VALUE, (key, processors) -> {
            if (count[0] == starts[0].length) {
                starts[0] = Arrays.copyOf(starts[0], count[0] * 2);
                free[0] = Arrays.copyOf(free[0], count[0] * 2);
            }
            starts[0][count[0]] = Math.max(fromSeconds, key);
            free[0][count[0]++] = processors;
        });
        return new FreeSteps(capacityProcessors, Arrays.copyOf(starts[0], count[0]), Arrays.copyOf(free[0], count[0]));
    }

    /** Busy processor-seconds over [from, to) divided by capacity × (to − from). */
    public double utilisation(long fromSeconds, long toSeconds) {
        applyPendingRelease();
        double busyProcessorSeconds = 0;
        for (long[] segment : segments(fromSeconds, toSeconds)) {
            busyProcessorSeconds += (double) (capacityProcessors - segment[2]) * (segment[1] - segment[0]);
        }
        return busyProcessorSeconds / ((double) capacityProcessors * (toSeconds - fromSeconds));
    }

    /** Forgets change points before {@code timeSeconds}; later queries must not look before it. */
    public void discardBefore(long timeSeconds) {
        applyPendingRelease();
        freeFrom.first();
        if (freeFrom.foundKey() >= timeSeconds) {
            return;
        }
        freeFrom.floor(timeSeconds);
        // The kept entry becomes the first and the next one starts after timeSeconds: moving its key keeps order.
        freeFrom.dropBefore(freeFrom.foundKey(), freeFrom.foundFree(), timeSeconds);
    }

    /**
     * The earliest start c in [notBefore, limit) at which {@code processors} stay free over
     * [c, min(c + duration, limit)), or {@code limit} when there is none. Each round finds the first entry
     * that blocks the candidate window and jumps to the first entry after it with enough processors free.
     */
    private long firstFit(int processors, long durationSeconds, long notBeforeSeconds, long limitSeconds) {
        long candidate = notBeforeSeconds;
        long from = floorKey(notBeforeSeconds);
        while (true) {
            if (!freeFrom.firstBelow(from, processors)
                    || freeFrom.foundKey() >= Math.min(candidate + durationSeconds, limitSeconds)) {
                return candidate;
            }
            if (!freeFrom.firstAtLeastAfter(freeFrom.foundKey(), processors)) {
                throw new IllegalStateException("last profile entry is not fully free");
            }
            if (freeFrom.foundKey() >= limitSeconds) {
                return limitSeconds;
            }
            candidate = freeFrom.foundKey();
            from = candidate;
        }
    }

    /** [start, end, free] for each piece of the step function inside [from, to). */
    private List<long[]> segments(long fromSeconds, long toSeconds) {
        if (toSeconds <= fromSeconds) {
            throw new IllegalArgumentException("empty window " + fromSeconds + ".." + toSeconds);
        }
        List<long[]> segments = new ArrayList<>();
        freeFrom.collect(floorKey(fromSeconds), toSeconds, (key, free) -> {
            if (!segments.isEmpty()) {
                segments.get(segments.size() - 1)[1] = key;
            }
            segments.add(new long[] {Math.max(fromSeconds, key), toSeconds, free});
        });
        return segments;
    }

    private void applyPendingRelease() {
        if (releasePending) {
            releasePending = false;
            // Checked by release() against this very tree, which nothing has changed since.
            freeFrom.addStep(pendingStartSeconds, pendingProcessors);
            freeFrom.addStep(pendingEndSeconds, -pendingProcessors);
        }
    }

    /**
     * Adds {@code deltaProcessors} over [start, end): two steps change (one at each end, creating or removing
     * change points as needed), after one range check of the values inside.
     */
    private void adjust(long startSeconds, long endSeconds, int deltaProcessors) {
        if (endSeconds <= startSeconds) {
            throw new IllegalArgumentException("empty interval " + startSeconds + ".." + endSeconds);
        }
        long from = floorKey(startSeconds);
        if (!freeFrom.fits(from, endSeconds, deltaProcessors, capacityProcessors)) {
            long[] offending = null;
            List<long[]> inside = segments(startSeconds, endSeconds);
            for (int index = 0; offending == null; index++) {
                long after = inside.get(index)[2] + deltaProcessors;
                offending = after < 0 || after > capacityProcessors ? new long[] {after, inside.get(index)[0]} : null;
            }
            throw new IllegalStateException("free processors would be " + offending[0] + " at " + offending[1]
                    + " (capacity " + capacityProcessors + ")");
        }
        freeFrom.addStep(startSeconds, deltaProcessors);
        freeFrom.addStep(endSeconds, -deltaProcessors);
    }

    /** The key of the entry in force at {@code timeSeconds}; its value is then {@code freeFrom.foundFree()}. */
    private long floorKey(long timeSeconds) {
        if (!freeFrom.floor(timeSeconds)) {
            throw new IllegalArgumentException(timeSeconds + " is before the profile origin " + originSeconds());
        }
        return freeFrom.foundKey();
    }

    private void requireRequest(int processors, long durationSeconds) {
        if (processors <= 0 || processors > capacityProcessors) {
            throw new IllegalArgumentException(processors + " processors on a site of " + capacityProcessors);
        }
        if (durationSeconds <= 0) {
            throw new IllegalArgumentException("duration must be positive: " + durationSeconds);
        }
    }
}
