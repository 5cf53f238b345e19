package org.gridmarket.core.profile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Free processors of one site over time: seed 000 §4's availability profile, stored as in §5.3 in an
 * ordered (red-black) tree whose neighbour links let an operation walk forward from the entry it finds.
 *
 * <p>Each entry {@code t → f} means f processors are free from t until the next entry. Invariants: the
 * last entry has every processor free (reservations are finite), no two neighbouring entries hold the same
 * value (so the map only grows with real change points), and 0 ≤ f ≤ capacity.
 *
 * <p>Costs, with n entries in the map and k the entries an operation walks over:
 * <ul>
 *   <li>{@link #freeProcessorsAt}: O(log n)</li>
 *   <li>{@link #earliestStart}, {@link #canStartAt}: O(log n + k), k = entries between the query time and
 *       the end of the first window that fits</li>
 *   <li>{@link #reserve}, {@link #release}: O(log n + k), k = entries inside the interval</li>
 *   <li>{@link #freeTimeSlots}, {@link #utilisation}: O(log n + k), k = entries inside the window</li>
 *   <li>{@link #freeSteps}: O(log n + k), k = entries from the query time on</li>
 *   <li>{@link #discardBefore}: O(log n) amortised per discarded entry</li>
 * </ul>
 * Not thread-safe: the engine's single writer owns it.
 */
final class TreeMapAvailabilityProfile {

    private final int capacityProcessors;
    private final TreeMap<Long, Integer> freeFrom = new TreeMap<>();

    /** A profile with every processor free from {@code originSeconds} on. */
    TreeMapAvailabilityProfile(int capacityProcessors, long originSeconds) {
        if (capacityProcessors <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacityProcessors);
        }
        this.capacityProcessors = capacityProcessors;
        freeFrom.put(originSeconds, capacityProcessors);
    }

    public int capacityProcessors() {
        return capacityProcessors;
    }

    /** The earliest time the profile describes; queries before it are rejected. */
    public long originSeconds() {
        return freeFrom.firstKey();
    }

    /** Number of change points currently stored. */
    public int size() {
        return freeFrom.size();
    }

    public int freeProcessorsAt(long timeSeconds) {
        return floor(timeSeconds).getValue();
    }

    /**
     * The earliest start at or after {@code notBeforeSeconds} at which {@code processors} stay free for
     * {@code durationSeconds}. Always exists because the last entry has every processor free.
     */
    public long earliestStart(int processors, long durationSeconds, long notBeforeSeconds) {
        requireRequest(processors, durationSeconds);
        long candidate = notBeforeSeconds;
        boolean blocked = false;
        for (Map.Entry<Long, Integer> entry : walkFrom(notBeforeSeconds)) {
            if (blocked) {
                candidate = entry.getKey();
                blocked = false;
            } else if (entry.getKey() >= candidate + durationSeconds) {
                return candidate;
            }
            blocked = entry.getValue() < processors;
        }
        if (blocked) {
            throw new IllegalStateException("last profile entry is not fully free");
        }
        return candidate;
    }

    /** Whether {@code processors} stay free over [start, start + duration). */
    public boolean canStartAt(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        long endSeconds = startSeconds + durationSeconds;
        for (Map.Entry<Long, Integer> entry : walkFrom(startSeconds)) {
            if (entry.getKey() >= endSeconds) {
                return true;
            }
            if (entry.getValue() < processors) {
                return false;
            }
        }
        return true;
    }

    /** Takes {@code processors} over [start, end); fails without change if they are not all free. */
    public void reserve(long startSeconds, long endSeconds, int processors) {
        adjust(startSeconds, endSeconds, -processors);
    }

    /**
     * Gives back {@code processors} over [start, end): a job's whole reservation when it is cancelled, or its
     * unused tail [actual end, planned end) when it finishes early.
     */
    public void release(long startSeconds, long endSeconds, int processors) {
        adjust(startSeconds, endSeconds, processors);
    }

    /**
     * Free time slots from {@code fromSeconds} up to {@code horizonSeconds} (seed 000 §4.1, Fig. 2a): the
     * maximal rectangles under the free-processor curve, one per distinct level, each extending left and
     * right for as long as at least that many processors stay free. Ordered by start, then processors. One
     * monotonic-stack pass finds every slot's ends, so the scan is linear in the entries inside the window.
     */
    public List<FreeTimeSlot> freeTimeSlots(long fromSeconds, long horizonSeconds) {
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
        var tail = freeFrom.tailMap(floor(fromSeconds).getKey(), true);
        long[] starts = new long[tail.size()];
        int[] free = new int[tail.size()];
        int index = 0;
        for (Map.Entry<Long, Integer> entry : tail.entrySet()) {
            starts[index] = Math.max(fromSeconds, entry.getKey());
            free[index++] = entry.getValue();
        }
        return new FreeSteps(capacityProcessors, starts, free);
    }

    /** Busy processor-seconds over [from, to) divided by capacity × (to − from). */
    public double utilisation(long fromSeconds, long toSeconds) {
        double busyProcessorSeconds = 0;
        for (long[] segment : segments(fromSeconds, toSeconds)) {
            busyProcessorSeconds += (double) (capacityProcessors - segment[2]) * (segment[1] - segment[0]);
        }
        return busyProcessorSeconds / ((double) capacityProcessors * (toSeconds - fromSeconds));
    }

    /** Forgets change points before {@code timeSeconds}; later queries must not look before it. */
    public void discardBefore(long timeSeconds) {
        while (freeFrom.size() > 1 && freeFrom.higherKey(freeFrom.firstKey()) <= timeSeconds) {
            freeFrom.pollFirstEntry();
        }
        long first = freeFrom.firstKey();
        if (first < timeSeconds) {
            freeFrom.put(timeSeconds, freeFrom.remove(first));
        }
    }

    /** [start, end, free] for each piece of the step function inside [from, to). */
    private List<long[]> segments(long fromSeconds, long toSeconds) {
        if (toSeconds <= fromSeconds) {
            throw new IllegalArgumentException("empty window " + fromSeconds + ".." + toSeconds);
        }
        List<long[]> segments = new ArrayList<>();
        Map.Entry<Long, Integer> current = floor(fromSeconds);
        long start = fromSeconds;
        while (start < toSeconds) {
            Map.Entry<Long, Integer> next = freeFrom.higherEntry(current.getKey());
            long end = next == null ? toSeconds : Math.min(next.getKey(), toSeconds);
            segments.add(new long[] {start, end, current.getValue()});
            start = end;
            current = next;
        }
        return segments;
    }

    private void adjust(long startSeconds, long endSeconds, int deltaProcessors) {
        if (endSeconds <= startSeconds) {
            throw new IllegalArgumentException("empty interval " + startSeconds + ".." + endSeconds);
        }
        split(startSeconds);
        split(endSeconds);
        NavigableMap<Long, Integer> inside = freeFrom.subMap(startSeconds, true, endSeconds, false);
        for (Map.Entry<Long, Integer> entry : inside.entrySet()) {
            int free = entry.getValue() + deltaProcessors;
            if (free < 0 || free > capacityProcessors) {
                coalesce(endSeconds);
                coalesce(startSeconds);
                throw new IllegalStateException("free processors would be " + free + " at " + entry.getKey()
                        + " (capacity " + capacityProcessors + ")");
            }
        }
        inside.replaceAll((time, free) -> free + deltaProcessors);
        coalesce(endSeconds);
        coalesce(startSeconds);
    }

    private Iterable<Map.Entry<Long, Integer>> walkFrom(long timeSeconds) {
        return freeFrom.tailMap(floor(timeSeconds).getKey(), true).entrySet();
    }

    private Map.Entry<Long, Integer> floor(long timeSeconds) {
        Map.Entry<Long, Integer> entry = freeFrom.floorEntry(timeSeconds);
        if (entry == null) {
            throw new IllegalArgumentException(timeSeconds + " is before the profile origin " + originSeconds());
        }
        return entry;
    }

    private void split(long timeSeconds) {
        if (!freeFrom.containsKey(timeSeconds)) {
            freeFrom.put(timeSeconds, floor(timeSeconds).getValue());
        }
    }

    private void coalesce(long timeSeconds) {
        Integer value = freeFrom.get(timeSeconds);
        Map.Entry<Long, Integer> previous = freeFrom.lowerEntry(timeSeconds);
        if (value != null && previous != null && previous.getValue().equals(value)) {
            freeFrom.remove(timeSeconds);
        }
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
