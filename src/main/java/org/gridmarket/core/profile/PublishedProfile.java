package org.gridmarket.core.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * What a gateway knows of one provider between two publications (seed 000 §4.1, Fig. 2, and §5.3): the
 * availability profile rebuilt from the {@link FreeTimeSlot}s the provider sent for [from, horizon), minus
 * what the gateway has booked from them since.
 *
 * <p>The slots are the maximal rectangles of {@link AvailabilityProfile#freeTimeSlots} (one per distinct
 * level, each as long as that many processors stay free), so they nest and the free function is their upper
 * envelope: free(t) = the largest {@code processors} of the slots covering t, 0 where none does. A slot that
 * reaches the horizon is open-ended (§4.1: its finish time is "the planning horizon", not the end of the
 * provider's availability), so after the horizon the profile stays at the level the open-ended slots give.
 *
 * <p>This is not an {@link AvailabilityProfile}: that class requires its last entry to have every processor
 * free, while a published profile may end on a lower open-ended level. Entries {@code t → f} mean f
 * processors free from t until the next entry; neighbouring entries differ. Costs, with n entries and k the
 * entries an operation walks: {@link #freeProcessorsAt} O(log n); {@link #earliestStart}, {@link #book},
 * {@link #release} and the unit sums O(log n + k); building O(s log s) for s slots. Not thread-safe.
 */
public final class PublishedProfile {

    private final long fromSeconds;
    private final long horizonSeconds;
    private final TreeMap<Long, Integer> published;
    private final TreeMap<Long, Integer> free;

    private PublishedProfile(long fromSeconds, long horizonSeconds, TreeMap<Long, Integer> published) {
        this.fromSeconds = fromSeconds;
        this.horizonSeconds = horizonSeconds;
        this.published = published;
        this.free = new TreeMap<>(published);
    }

    /**
     * Rebuilds the profile a provider published at {@code fromSeconds} for [from, horizon). Slots are clipped to
     * the window; a slot ending at or after the horizon is open-ended.
     */
    public static PublishedProfile fromSlots(List<FreeTimeSlot> slots, long fromSeconds, long horizonSeconds) {
        if (horizonSeconds <= fromSeconds) {
            throw new IllegalArgumentException("empty publication window " + fromSeconds + ".." + horizonSeconds);
        }
        List<long[]> events = new ArrayList<>();
        for (FreeTimeSlot slot : slots) {
            long start = Math.max(fromSeconds, slot.startSeconds());
            if (start >= horizonSeconds || slot.endSeconds() <= fromSeconds) {
                continue;
            }
            events.add(new long[] {start, slot.processors()});
            if (slot.endSeconds() < horizonSeconds) {
                events.add(new long[] {slot.endSeconds(), -slot.processors()});
            }
        }
        events.sort(Comparator.comparingLong((long[] event) -> event[0]));
        TreeMap<Long, Integer> active = new TreeMap<>(Map.of(0L, 1));
        TreeMap<Long, Integer> envelope = new TreeMap<>();
        envelope.put(fromSeconds, 0);
        for (int index = 0; index < events.size(); ) {
            long time = events.get(index)[0];
            for (; index < events.size() && events.get(index)[0] == time; index++) {
                long level = Math.abs(events.get(index)[1]);
                active.merge(level, events.get(index)[1] > 0 ? 1 : -1, Integer::sum);
                active.remove(level, 0);
            }
            int level = active.lastKey().intValue();
            if (envelope.lastEntry().getValue() != level) {
                envelope.put(time, level);
            }
        }
        return new PublishedProfile(fromSeconds, horizonSeconds, envelope);
    }

    public long fromSeconds() {
        return fromSeconds;
    }

    public long horizonSeconds() {
        return horizonSeconds;
    }

    /** Processors the provider published as free at {@code timeSeconds}, bookings ignored. */
    public int publishedProcessorsAt(long timeSeconds) {
        return floor(published, timeSeconds).getValue();
    }

    /** Processors still free at {@code timeSeconds} after the gateway's bookings. */
    public int freeProcessorsAt(long timeSeconds) {
        return floor(free, timeSeconds).getValue();
    }

    /**
     * The earliest start at or after {@code notBeforeSeconds} at which {@code processors} stay free for
     * {@code durationSeconds}; empty when no window fits, because even the open-ended level is too low.
     */
    public OptionalLong earliestStart(int processors, long durationSeconds, long notBeforeSeconds) {
        requireRequest(processors, durationSeconds);
        long candidate = Math.max(notBeforeSeconds, fromSeconds);
        boolean blocked = false;
        for (Map.Entry<Long, Integer> entry : free.tailMap(floor(free, candidate).getKey(), true).entrySet()) {
            if (blocked) {
                candidate = entry.getKey();
            } else if (entry.getKey() >= candidate + durationSeconds) {
                return OptionalLong.of(candidate);
            }
            blocked = entry.getValue() < processors;
        }
        return blocked ? OptionalLong.empty() : OptionalLong.of(candidate);
    }

    /** Whether {@code processors} stay free over [start, start + duration). */
    public boolean canStartAt(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        return minimum(free, startSeconds, startSeconds + durationSeconds) >= processors;
    }

    /** Hands out {@code processors} over [start, start + duration); fails without change if they are not free. */
    public void book(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        if (!canStartAt(startSeconds, processors, durationSeconds)) {
            throw new IllegalStateException(processors + " processors are not free over [" + startSeconds + ", "
                    + (startSeconds + durationSeconds) + ")");
        }
        adjust(startSeconds, startSeconds + durationSeconds, -processors);
    }

    /**
     * Gives back a booking (a ticket whose negotiation failed); fails without change if that would free more
     * than the provider published.
     */
    public void release(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        long end = startSeconds + durationSeconds;
        List<Long> points = new ArrayList<>(List.of(startSeconds));
        points.addAll(free.subMap(startSeconds, false, end, false).keySet());
        points.addAll(published.subMap(startSeconds, false, end, false).keySet());
        for (long point : points) {
            if (freeProcessorsAt(point) + processors > publishedProcessorsAt(point)) {
                throw new IllegalStateException("releasing " + processors + " processors at " + point
                        + " would free more than was published");
            }
        }
        adjust(startSeconds, end, processors);
    }

    /** Processor-seconds (resource units, §5) the provider published over [from, to). */
    public long publishedUnits(long fromSeconds, long toSeconds) {
        return integral(published, fromSeconds, toSeconds);
    }

    /** Processor-seconds still free over [from, to) after the gateway's bookings. */
    public long freeUnits(long fromSeconds, long toSeconds) {
        return integral(free, fromSeconds, toSeconds);
    }

    /** Processor-seconds booked over [from, to): published minus free. */
    public long bookedUnits(long fromSeconds, long toSeconds) {
        return Math.subtractExact(publishedUnits(fromSeconds, toSeconds), freeUnits(fromSeconds, toSeconds));
    }

    private long integral(TreeMap<Long, Integer> steps, long fromSeconds, long toSeconds) {
        if (toSeconds < fromSeconds) {
            throw new IllegalArgumentException("window ends before it starts: " + fromSeconds + ".." + toSeconds);
        }
        long units = 0;
        long start = fromSeconds;
        Map.Entry<Long, Integer> current = floor(steps, fromSeconds);
        while (start < toSeconds) {
            Map.Entry<Long, Integer> next = steps.higherEntry(current.getKey());
            long end = next == null ? toSeconds : Math.min(next.getKey(), toSeconds);
            units = Math.addExact(units, Math.multiplyExact((long) current.getValue(), end - start));
            start = end;
            current = next;
        }
        return units;
    }

    private static int minimum(TreeMap<Long, Integer> steps, long startSeconds, long endSeconds) {
        int minimum = Integer.MAX_VALUE;
        for (Map.Entry<Long, Integer> entry : steps.tailMap(floor(steps, startSeconds).getKey(), true).entrySet()) {
            if (entry.getKey() >= endSeconds) {
                break;
            }
            minimum = Math.min(minimum, entry.getValue());
        }
        return minimum;
    }

    private void adjust(long startSeconds, long endSeconds, int deltaProcessors) {
        split(startSeconds);
        split(endSeconds);
        NavigableMap<Long, Integer> inside = free.subMap(startSeconds, true, endSeconds, false);
        inside.replaceAll((time, processors) -> processors + deltaProcessors);
        coalesce(endSeconds);
        coalesce(startSeconds);
    }

    private void split(long timeSeconds) {
        if (!free.containsKey(timeSeconds)) {
            free.put(timeSeconds, floor(free, timeSeconds).getValue());
        }
    }

    private void coalesce(long timeSeconds) {
        Integer value = free.get(timeSeconds);
        Map.Entry<Long, Integer> previous = free.lowerEntry(timeSeconds);
        if (value != null && previous != null && previous.getValue().equals(value)) {
            free.remove(timeSeconds);
        }
    }

    private static Map.Entry<Long, Integer> floor(TreeMap<Long, Integer> steps, long timeSeconds) {
        Map.Entry<Long, Integer> entry = steps.floorEntry(timeSeconds);
        if (entry == null) {
            throw new IllegalArgumentException(timeSeconds + " is before the publication at " + steps.firstKey());
        }
        return entry;
    }

    private static void requireRequest(int processors, long durationSeconds) {
        if (processors <= 0 || durationSeconds <= 0) {
            throw new IllegalArgumentException("a request needs processors and a duration: " + processors + " x "
                    + durationSeconds);
        }
    }
}
