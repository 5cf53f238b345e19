package org.gridmarket.core.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Issue 23: a profile rebuilt from a provider's free time slots equals its free function on [from, horizon). */
class PublishedProfileProperties {

    private static final int CAPACITY = 8;

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

    @Provide
    Arbitrary<List<int[]>> reservations() {
        return Combinators.combine(Arbitraries.integers().between(1, CAPACITY), Arbitraries.integers().between(1, 60),
                Arbitraries.integers().between(0, 200))
                .as((processors, duration, notBefore) -> new int[] {processors, duration, notBefore})
                .list().ofMaxSize(30);
    }
}
