package org.gridmarket.core.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The profile against a brute-force model: an array of free processors per second over a short horizon.
 * Random requests are placed at their earliest start, then some are released again.
 */
class AvailabilityProfileProperties {

    private static final int CAPACITY = 8;
    private static final int HORIZON_SECONDS = 400;

    @Property(tries = 300)
    void agreesWithAPerSecondModel(@ForAll("requests") List<int[]> requests) {
        AvailabilityProfile profile = new AvailabilityProfile(CAPACITY, 0);
        int[] free = new int[HORIZON_SECONDS];
        Arrays.fill(free, CAPACITY);
        for (int[] request : requests) {
            int processors = request[0];
            int duration = request[1];
            int notBefore = request[2];
            long start = profile.earliestStart(processors, duration, notBefore);

            assertEquals(bruteForceEarliestStart(free, processors, duration, notBefore), start);
            profile.reserve(start, start + duration, processors);
            for (long second = start; second < start + duration; second++) {
                free[(int) second] -= processors;
            }
            if (request[3] == 1) {
                profile.release(start, start + duration, processors);
                for (long second = start; second < start + duration; second++) {
                    free[(int) second] += processors;
                }
            }
        }
        for (int second = 0; second < HORIZON_SECONDS; second++) {
            assertEquals(free[second], profile.freeProcessorsAt(second), "second " + second);
            assertTrue(free[second] >= 0);
        }
    }

    /** FreeChange's first positive point against a per-second sum of random signed changes. */
    @Property(tries = 300)
    void freeChangeFindsTheFirstPositivePoint(@ForAll("changes") List<int[]> changes) {
        FreeChange change = new FreeChange();
        int[] sum = new int[HORIZON_SECONDS];
        for (int[] interval : changes) {
            change.add(interval[0], interval[0] + interval[1], interval[2]);
            for (int second = interval[0]; second < interval[0] + interval[1]; second++) {
                sum[second] += interval[2];
            }
        }
        long expected = Long.MAX_VALUE;
        for (int second = HORIZON_SECONDS - 1; second >= 0; second--) {
            expected = sum[second] > 0 ? second : expected;
        }

        assertEquals(expected, change.firstPositiveSeconds());
    }

    @Provide
    Arbitrary<List<int[]>> changes() {
        return Combinators.combine(Arbitraries.integers().between(0, 100), Arbitraries.integers().between(0, 40),
                Arbitraries.integers().between(-5, 5)).as((start, length, processors) -> new int[] {start, length,
                        processors}).list().ofMaxSize(10);
    }

    @Property(tries = 200)
    void freeTimeSlotsAreFreeAndCannotGrow(@ForAll("requests") List<int[]> requests) {
        AvailabilityProfile profile = new AvailabilityProfile(CAPACITY, 0);
        for (int[] request : requests) {
            long start = profile.earliestStart(request[0], request[1], request[2]);
            profile.reserve(start, start + request[1], request[0]);
        }
        for (FreeTimeSlot slot : profile.freeTimeSlots(0, HORIZON_SECONDS)) {
            assertTrue(profile.canStartAt(slot.startSeconds(), slot.processors(), slot.durationSeconds()));
            boolean endsAtHorizon = slot.endSeconds() == HORIZON_SECONDS;
            assertTrue(endsAtHorizon || profile.freeProcessorsAt(slot.endSeconds()) < slot.processors());
            boolean startsAtOrigin = slot.startSeconds() == 0;
            assertTrue(startsAtOrigin || profile.freeProcessorsAt(slot.startSeconds() - 1) < slot.processors());
        }
    }

    @Provide
    Arbitrary<List<int[]>> requests() {
        return Combinators.combine(
                Arbitraries.integers().between(1, CAPACITY),
                Arbitraries.integers().between(1, 20),
                Arbitraries.integers().between(0, 60),
                Arbitraries.integers().between(0, 1))
                .as((processors, duration, notBefore, released) -> new int[] {processors, duration, notBefore,
                        released})
                .list().ofMaxSize(15);
    }

    private static long bruteForceEarliestStart(int[] free, int processors, int duration, int notBefore) {
        for (int start = notBefore; start + duration <= free.length; start++) {
            boolean fits = true;
            for (int second = start; second < start + duration && fits; second++) {
                fits = free[second] >= processors;
            }
            if (fits) {
                return start;
            }
        }
        throw new AssertionError("horizon too short for the model");
    }
}
