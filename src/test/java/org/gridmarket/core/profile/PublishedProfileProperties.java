package org.gridmarket.core.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Issue 23: a profile rebuilt from a provider's free time slots equals its free function on [from, horizon); the
 * gateway's bookings and releases on it agree with a second-by-second model.
 */
class PublishedProfileProperties {

    private static final int CAPACITY = 8;
    private static final int MODEL_SECONDS = 600;

    @Property(tries = 300)
    void rebuiltProfileEqualsTheFreeFunctionInsideTheWindow(@ForAll("reservations") List<int[]> reservations,
            @ForAll @IntRange(min = 0, max = 150) int from, @ForAll @IntRange(min = 1, max = 250) int length) {
        AvailabilityProfile provider = new AvailabilityProfile(CAPACITY, 0);
        for (int[] reservation : reservations) {
            long start = provider.earliestStart(reservation[0], reservation[1], reservation[2]);
            provider.reserve(start, start + reservation[1], reservation[0]);
        }
        long horizon = from + length;
        PublishedProfile rebuilt = PublishedProfile.fromSlots(provider.freeTimeSlots(from, horizon), from, horizon);

        long units = 0;
        for (long second = from; second < horizon; second++) {
            assertEquals(provider.freeProcessorsAt(second), rebuilt.freeProcessorsAt(second), "second " + second);
            units += provider.freeProcessorsAt(second);
        }
        assertEquals(units, rebuilt.publishedUnits(from, horizon));
        assertEquals(provider.freeProcessorsAt(horizon - 1), rebuilt.freeProcessorsAt(horizon + 10_000),
                "the level reaching the horizon stays open-ended");
    }

    /**
     * Bookings where the model has room, refused ones where it has none, releases of half of them: free units,
     * booked units, free processors and earliest starts then equal the model's, second by second.
     */
    @Property(tries = 300)
    void bookingsAndReleasesMatchASecondBySecondModel(@ForAll("reservations") List<int[]> reservations,
            @ForAll("reservations") List<int[]> bookings, @ForAll @IntRange(min = 1, max = 250) int length) {
        AvailabilityProfile provider = new AvailabilityProfile(CAPACITY, 0);
        for (int[] reservation : reservations) {
            long start = provider.earliestStart(reservation[0], reservation[1], reservation[2]);
            provider.reserve(start, start + reservation[1], reservation[0]);
        }
        PublishedProfile profile = PublishedProfile.fromSlots(provider.freeTimeSlots(0, length), 0, length);
        int[] free = new int[MODEL_SECONDS];
        for (int second = 0; second < MODEL_SECONDS; second++) {
            free[second] = profile.publishedProcessorsAt(second);
        }
        List<int[]> booked = new ArrayList<>();
        for (int[] booking : bookings) {
            int processors = booking[0];
            int duration = booking[1];
            int start = booking[2];
            if (minimum(free, start, start + duration) >= processors) {
                profile.book(start, processors, duration);
                add(free, start, start + duration, -processors);
                booked.add(booking);
            } else {
                assertThrows(IllegalStateException.class, () -> profile.book(start, processors, duration));
            }
        }
        for (int index = 0; index < booked.size(); index += 2) {
            int[] booking = booked.get(index);
            profile.release(booking[2], booking[0], booking[1]);
            add(free, booking[2], booking[2] + booking[1], booking[0]);
        }

        for (int from = 0; from < 300; from += 7) {
            int to = from + 1 + from % 90;
            long units = 0;
            long publishedUnits = 0;
            for (int second = from; second < to; second++) {
                units += free[second];
                publishedUnits += profile.publishedProcessorsAt(second);
            }
            assertEquals(free[from], profile.freeProcessorsAt(from), "second " + from);
            assertEquals(units, profile.freeUnits(from, to), "free units " + from + ".." + to);
            assertEquals(publishedUnits - units, profile.bookedUnits(from, to), "booked units " + from + ".." + to);
            int processors = 1 + from % CAPACITY;
            int duration = 1 + from % 60;
            OptionalLong start = profile.earliestStart(processors, duration, from);
            long expected = modelEarliestStart(free, processors, duration, from);
            if (expected >= 0) {
                assertEquals(OptionalLong.of(expected), start, processors + " x " + duration + " from " + from);
            } else {
                assertTrue(start.isEmpty() || start.getAsLong() > MODEL_SECONDS - 2 * duration);
            }
        }
    }

    private static int minimum(int[] free, int start, int end) {
        int minimum = Integer.MAX_VALUE;
        for (int second = start; second < end; second++) {
            minimum = Math.min(minimum, free[second]);
        }
        return minimum;
    }

    private static void add(int[] free, int start, int end, int processors) {
        for (int second = start; second < end; second++) {
            free[second] += processors;
        }
    }

    /** The first second from which the model keeps enough processors free, or −1 within the modelled seconds. */
    private static long modelEarliestStart(int[] free, int processors, int duration, int from) {
        for (int start = from; start + duration <= MODEL_SECONDS; start++) {
            if (minimum(free, start, start + duration) >= processors) {
                return start;
            }
        }
        return -1;
    }

    @Provide
    Arbitrary<List<int[]>> reservations() {
        return Combinators.combine(Arbitraries.integers().between(1, CAPACITY), Arbitraries.integers().between(1, 60),
                Arbitraries.integers().between(0, 200))
                .as((processors, duration, notBefore) -> new int[] {processors, duration, notBefore})
                .list().ofMaxSize(30);
    }
}
