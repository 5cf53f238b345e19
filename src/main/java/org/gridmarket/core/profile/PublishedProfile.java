package org.gridmarket.core.profile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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
 * processors free from t until the next entry; neighbouring entries differ. They are kept in sorted arrays
 * with the units (processor-seconds) before each entry, so a gateway pricing every request (Eq. 2, Eq. 3: three
 * unit sums per provider and request) pays two binary searches per sum. Costs, with n entries and k the
 * entries an operation walks: {@link #freeProcessorsAt} and the unit sums O(log n); {@link #earliestStart} and
 * {@link #canStartAt} O(log n + k); {@link #book} and {@link #release} O(n) (an array shift and the units after
 * the booking, a few hundred entries between two publications); building O(s log s) for s slots. Not
 * thread-safe.
 */
public final class PublishedProfile {

    private final long fromSeconds;
    private final long horizonSeconds;
    private final Steps published;
    private final Steps free;

    private PublishedProfile(long fromSeconds, long horizonSeconds, Steps published) {
        this.fromSeconds = fromSeconds;
        this.horizonSeconds = horizonSeconds;
        this.published = published;
        this.free = published.copy();
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
        Steps envelope = new Steps(fromSeconds, 0);
        for (int index = 0; index < events.size(); ) {
            long time = events.get(index)[0];
            for (; index < events.size() && events.get(index)[0] == time; index++) {
                long level = Math.abs(events.get(index)[1]);
                active.merge(level, events.get(index)[1] > 0 ? 1 : -1, Integer::sum);
                active.remove(level, 0);
            }
            envelope.append(time, active.lastKey().intValue());
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
        return published.levels[published.floorIndex(timeSeconds)];
    }

    /** Processors still free at {@code timeSeconds} after the gateway's bookings. */
    public int freeProcessorsAt(long timeSeconds) {
        return free.levels[free.floorIndex(timeSeconds)];
    }

    /**
     * The earliest start at or after {@code notBeforeSeconds} at which {@code processors} stay free for
     * {@code durationSeconds}; empty when no window fits, because even the open-ended level is too low.
     */
    public OptionalLong earliestStart(int processors, long durationSeconds, long notBeforeSeconds) {
        requireRequest(processors, durationSeconds);
        long candidate = Math.max(notBeforeSeconds, fromSeconds);
        boolean blocked = false;
        for (int index = free.floorIndex(candidate); index < free.size; index++) {
            long key = free.keys[index];
            if (blocked) {
                candidate = key;
            } else if (key >= candidate + durationSeconds) {
                return OptionalLong.of(candidate);
            }
            blocked = free.levels[index] < processors;
        }
        return blocked ? OptionalLong.empty() : OptionalLong.of(candidate);
    }

    /** Whether {@code processors} stay free over [start, start + duration). */
    public boolean canStartAt(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        long endSeconds = startSeconds + durationSeconds;
        for (int index = free.floorIndex(startSeconds); index < free.size && free.keys[index] < endSeconds; index++) {
            if (free.levels[index] < processors) {
                return false;
            }
        }
        return true;
    }

    /** Hands out {@code processors} over [start, start + duration); fails without change if they are not free. */
    public void book(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        if (!canStartAt(startSeconds, processors, durationSeconds)) {
            throw new IllegalStateException(processors + " processors are not free over [" + startSeconds + ", "
                    + (startSeconds + durationSeconds) + ")");
        }
        free.add(startSeconds, startSeconds + durationSeconds, -processors);
    }

    /**
     * Gives back a booking (a ticket whose negotiation failed); fails without change if that would free more
     * than the provider published.
     */
    public void release(long startSeconds, int processors, long durationSeconds) {
        requireRequest(processors, durationSeconds);
        long end = startSeconds + durationSeconds;
        requireReleasable(startSeconds, processors);
        for (Steps steps : List.of(free, published)) {
            for (int index = steps.floorIndex(startSeconds) + 1; index < steps.size && steps.keys[index] < end;
                    index++) {
                requireReleasable(steps.keys[index], processors);
            }
        }
        free.add(startSeconds, end, processors);
    }

    /** Processor-seconds (resource units, §5) the provider published over [from, to). */
    public long publishedUnits(long fromSeconds, long toSeconds) {
        return published.units(fromSeconds, toSeconds);
    }

    /** Processor-seconds still free over [from, to) after the gateway's bookings. */
    public long freeUnits(long fromSeconds, long toSeconds) {
        return free.units(fromSeconds, toSeconds);
    }

    /** Processor-seconds booked over [from, to): published minus free. */
    public long bookedUnits(long fromSeconds, long toSeconds) {
        return Math.subtractExact(publishedUnits(fromSeconds, toSeconds), freeUnits(fromSeconds, toSeconds));
    }

    private void requireReleasable(long pointSeconds, int processors) {
        if (freeProcessorsAt(pointSeconds) + processors > publishedProcessorsAt(pointSeconds)) {
            throw new IllegalStateException("releasing " + processors + " processors at " + pointSeconds
                    + " would free more than was published");
        }
    }

    private static void requireRequest(int processors, long durationSeconds) {
        if (processors <= 0 || durationSeconds <= 0) {
            throw new IllegalArgumentException("a request needs processors and a duration: " + processors + " x "
                    + durationSeconds);
        }
    }

    /**
     * A step function in sorted arrays: {@code levels[i]} processors from {@code keys[i]} until the next key
     * (the last level for ever), neighbouring levels different, and {@code unitsBefore[i]} the processor-seconds
     * over [keys[0], keys[i]), so the units over any window are two binary searches away.
     */
    private static final class Steps {
        private long[] keys;
        private int[] levels;
        private long[] unitsBefore;
        private int size;

        Steps(long firstKey, int firstLevel) {
            this(new long[] {firstKey}, new int[] {firstLevel}, new long[] {0}, 1);
        }

        private Steps(long[] keys, int[] levels, long[] unitsBefore, int size) {
            this.keys = keys;
            this.levels = levels;
            this.unitsBefore = unitsBefore;
            this.size = size;
        }

        Steps copy() {
            return new Steps(keys.clone(), levels.clone(), unitsBefore.clone(), size);
        }

        /**
         * Sets the level from {@code key}, not before the last key, on (built in time order): a new step, or the
         * last one's level when it starts at {@code key}; a level equal to the last one is no step.
         */
        void append(long key, int level) {
            if (levels[size - 1] == level) {
                return;
            }
            if (keys[size - 1] == key) {
                levels[size - 1] = level;
                coalesce(size - 1);
            } else {
                insert(size, key, level);
            }
            updateUnitsFrom(Math.max(0, size - 2));
        }

        /** The index of the entry in force at {@code timeSeconds}. */
        int floorIndex(long timeSeconds) {
            int found = Arrays.binarySearch(keys, 0, size, timeSeconds);
            int index = found >= 0 ? found : -found - 2;
            if (index < 0) {
                throw new IllegalArgumentException(timeSeconds + " is before the publication at " + keys[0]);
            }
            return index;
        }

        /** Processor-seconds over [from, to): exact, as the sum of each step's level × length. */
        long units(long fromSeconds, long toSeconds) {
            if (toSeconds < fromSeconds) {
                throw new IllegalArgumentException("window ends before it starts: " + fromSeconds + ".." + toSeconds);
            }
            return Math.subtractExact(unitsUntil(toSeconds, floorIndex(toSeconds)),
                    unitsUntil(fromSeconds, floorIndex(fromSeconds)));
        }

        /** Adds {@code delta} processors over [start, end), keeping neighbouring levels different. */
        void add(long startSeconds, long endSeconds, int delta) {
            int first = split(startSeconds);
            int last = split(endSeconds);
            for (int index = first; index < last; index++) {
                levels[index] += delta;
            }
            coalesce(last);
            coalesce(first);
            updateUnitsFrom(Math.max(0, first - 1));
        }

        private long unitsUntil(long timeSeconds, int index) {
            long sinceEntry = timeSeconds - keys[index];
            return Math.addExact(unitsBefore[index], Math.multiplyExact((long) levels[index], sinceEntry));
        }

        /** The index of an entry at {@code timeSeconds}, inserted with the level in force there if missing. */
        private int split(long timeSeconds) {
            int index = floorIndex(timeSeconds);
            if (keys[index] == timeSeconds) {
                return index;
            }
            insert(index + 1, timeSeconds, levels[index]);
            unitsBefore[index + 1] = unitsUntil(timeSeconds, index);
            return index + 1;
        }

        /** Removes the entry at {@code index} when its level equals the one before it. */
        private void coalesce(int index) {
            if (index > 0 && index < size && levels[index] == levels[index - 1]) {
                System.arraycopy(keys, index + 1, keys, index, size - index - 1);
                System.arraycopy(levels, index + 1, levels, index, size - index - 1);
                System.arraycopy(unitsBefore, index + 1, unitsBefore, index, size - index - 1);
                size--;
            }
        }

        private void insert(int index, long key, int level) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                levels = Arrays.copyOf(levels, size * 2);
                unitsBefore = Arrays.copyOf(unitsBefore, size * 2);
            }
            System.arraycopy(keys, index, keys, index + 1, size - index);
            System.arraycopy(levels, index, levels, index + 1, size - index);
            System.arraycopy(unitsBefore, index, unitsBefore, index + 1, size - index);
            keys[index] = key;
            levels[index] = level;
            size++;
        }

        private void updateUnitsFrom(int index) {
            for (int next = index + 1; next < size; next++) {
                unitsBefore[next] = unitsUntil(keys[next], next - 1);
            }
        }
    }
}
