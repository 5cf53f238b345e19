package org.gridmarket.core.profile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Issue 24: the tree-backed profile (with its held-back release) against the scanning TreeMap profile it
 * replaced ({@link TreeMapAvailabilityProfile}, kept as the reference). Random operations, including
 * conservative backfilling's release / earliest start / reserve pattern, invalid requests and discards,
 * must give the same answers, the same failures and the same step function after every operation.
 */
class AvailabilityProfileEquivalenceProperties {

    private static final int CAPACITY = 10;

    @Property(tries = 400)
    void behavesExactlyLikeTheScanningProfile(@ForAll("operations") List<int[]> operations) {
        AvailabilityProfile fast = new AvailabilityProfile(CAPACITY, 5);
        TreeMapAvailabilityProfile reference = new TreeMapAvailabilityProfile(CAPACITY, 5);
        List<long[]> reserved = new ArrayList<>();
        long now = 5;
        for (int[] operation : operations) {
            int processors = operation[1];
            int duration = operation[2];
            long at = now + operation[3];
            switch (operation[0]) {
                case 0, 1 -> {
                    long start = same(fast, reference, p -> p.earliestStart(processors, duration, at),
                            p -> p.earliestStart(processors, duration, at));
                    same(fast, reference, p -> { p.reserve(start, start + duration, processors); return 0; },
                            p -> { p.reserve(start, start + duration, processors); return 0; });
                    reserved.add(new long[] {start, start + duration, processors});
                }
                case 2 -> compressOne(fast, reference, reserved, operation[4], now);
                case 3 -> same(fast, reference, p -> p.canStartAt(at, processors, duration),
                        p -> p.canStartAt(at, processors, duration));
                case 4 -> same(fast, reference, p -> { p.reserve(at, at + duration, processors); return 0; },
                        p -> { p.reserve(at, at + duration, processors); return 0; });
                case 5 -> same(fast, reference, p -> { p.release(at, at + duration, processors); return 0; },
                        p -> { p.release(at, at + duration, processors); return 0; });
                case 6 -> {
                    now += operation[3];
                    long discard = now;
                    same(fast, reference, p -> { p.discardBefore(discard); return 0; },
                            p -> { p.discardBefore(discard); return 0; });
                    reserved.removeIf(interval -> interval[0] < discard);
                }
                case 7 -> same(fast, reference, p -> p.freeTimeSlots(at, at + duration),
                        p -> p.freeTimeSlots(at, at + duration));
                case 8 -> same(fast, reference, p -> p.utilisation(at, at + duration),
                        p -> p.utilisation(at, at + duration));
                default -> same(fast, reference, p -> p.earliestStart(processors, duration, at - 10),
                        p -> p.earliestStart(processors, duration, at - 10));
            }
            assertEquals(reference.size(), fast.size());
            assertEquals(reference.originSeconds(), fast.originSeconds());
            FreeSteps expected = reference.freeSteps(now);
            FreeSteps actual = fast.freeSteps(now);
            assertArrayEquals(expected.startSeconds(), actual.startSeconds());
            assertArrayEquals(expected.freeProcessors(), actual.freeProcessors());
        }
    }

    /** Conservative backfilling's compression of one reservation: give it back, take the earliest start. */
    private static void compressOne(AvailabilityProfile fast, TreeMapAvailabilityProfile reference,
            List<long[]> reserved, int pick, long now) {
        if (reserved.isEmpty()) {
            return;
        }
        long[] interval = reserved.get(pick % reserved.size());
        int processors = (int) interval[2];
        long duration = interval[1] - interval[0];
        if (same(fast, reference, p -> { p.release(interval[0], interval[1], processors); return 0; },
                p -> { p.release(interval[0], interval[1], processors); return 0; }) == null) {
            return;
        }
        long start = same(fast, reference, p -> p.earliestStart(processors, duration, now),
                p -> p.earliestStart(processors, duration, now));
        fast.reserve(start, start + duration, processors);
        reference.reserve(start, start + duration, processors);
        interval[0] = start;
        interval[1] = start + duration;
    }

    /** Runs one operation on both; they must return equal values or fail alike. */
    private static <T> T same(AvailabilityProfile fast, TreeMapAvailabilityProfile reference,
            Function<AvailabilityProfile, T> onFast, Function<TreeMapAvailabilityProfile, T> onReference) {
        T expected;
        try {
            expected = onReference.apply(reference);
        } catch (RuntimeException referenceFailure) {
            RuntimeException fastFailure = null;
            try {
                onFast.apply(fast);
            } catch (RuntimeException failure) {
                fastFailure = failure;
            }
            assertEquals(referenceFailure.getClass(), fastFailure == null ? null : fastFailure.getClass());
            // The old profile named the wrong time in "free processors would be F at T": it read T from a TreeMap
            // entry after removing a neighbour, which can copy the successor's key into it. Compare up to " at ".
            assertEquals(beforeTime(referenceFailure.getMessage()), beforeTime(fastFailure.getMessage()));
            return null;
        }
        assertEquals(expected, onFast.apply(fast));
        return expected;
    }

    private static String beforeTime(String message) {
        int at = message.indexOf(" at ");
        return message.startsWith("free processors would be") && at > 0 ? message.substring(0, at) : message;
    }

    @Provide
    Arbitrary<List<int[]>> operations() {
        return Combinators.combine(
                Arbitraries.integers().between(0, 9),
                Arbitraries.integers().between(1, CAPACITY),
                Arbitraries.integers().between(1, 40),
                Arbitraries.integers().between(0, 60),
                Arbitraries.integers().between(0, 1000))
                .as((kind, processors, duration, offset, pick) -> new int[] {kind, processors, duration, offset,
                        pick})
                .list().ofMaxSize(60);
    }
}
