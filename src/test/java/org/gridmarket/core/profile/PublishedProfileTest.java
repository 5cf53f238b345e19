package org.gridmarket.core.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A gateway's copy of one provider's publication (seed 000 §4.1, Fig. 2a), checked by hand. */
class PublishedProfileTest {

    /**
     * Published at 0 for [0, 100): 4 free on [0, 10), 2 on [10, 30), 4 on [30, 100) and on past the horizon.
     * Slots: (0, 100, 2), (0, 10, 4), (30, 100, 4).
     */
    private static PublishedProfile dip() {
        AvailabilityProfile provider = new AvailabilityProfile(4, 0);
        provider.reserve(10, 30, 2);
        List<FreeTimeSlot> slots = provider.freeTimeSlots(0, 100);
        assertEquals(List.of(new FreeTimeSlot(0, 100, 2), new FreeTimeSlot(0, 10, 4), new FreeTimeSlot(30, 100, 4)),
                slots);
        return PublishedProfile.fromSlots(slots, 0, 100);
    }

    @Test
    void rebuildsTheUpperEnvelopeOfTheSlots() {
        PublishedProfile profile = dip();
        assertEquals(4, profile.freeProcessorsAt(0));
        assertEquals(2, profile.freeProcessorsAt(10));
        assertEquals(2, profile.freeProcessorsAt(29));
        assertEquals(4, profile.freeProcessorsAt(30));
    }

    @Test
    void aSlotReachingTheHorizonIsOpenEnded() {
        PublishedProfile profile = dip();
        assertEquals(4, profile.freeProcessorsAt(100));
        assertEquals(4, profile.freeProcessorsAt(1_000_000));
        assertEquals(OptionalLong.of(30), profile.earliestStart(3, 500, 0));
    }

    @Test
    void aSlotEndingBeforeTheHorizonIsNot() {
        PublishedProfile profile = PublishedProfile.fromSlots(List.of(new FreeTimeSlot(0, 50, 3)), 0, 100);
        assertEquals(0, profile.freeProcessorsAt(50));
        assertEquals(0, profile.freeProcessorsAt(200));
        assertEquals(OptionalLong.of(0), profile.earliestStart(3, 50, 0));
        assertEquals(OptionalLong.empty(), profile.earliestStart(3, 51, 0));
        assertEquals(OptionalLong.empty(), profile.earliestStart(1, 1, 50));
    }

    @Test
    void countsPublishedFreeAndBookedUnits() {
        PublishedProfile profile = dip();
        assertEquals(4 * 10 + 2 * 20 + 4 * 70, profile.publishedUnits(0, 100));
        profile.book(30, 3, 20);
        assertEquals(60, profile.bookedUnits(0, 100));
        assertEquals(360 - 60, profile.freeUnits(0, 100));
        assertEquals(1, profile.freeProcessorsAt(30));
        assertEquals(4, profile.freeProcessorsAt(50));
        assertEquals(OptionalLong.of(50), profile.earliestStart(2, 10, 25));
    }

    @Test
    void booksOnlyWhatIsFreeAndReleasesOnlyWhatWasBooked() {
        PublishedProfile profile = dip();
        assertThrows(IllegalStateException.class, () -> profile.book(5, 3, 10));
        assertEquals(4, profile.freeProcessorsAt(5));
        profile.book(0, 4, 10);
        assertThrows(IllegalStateException.class, () -> profile.release(0, 1, 11));
        profile.release(0, 4, 10);
        assertEquals(0, profile.bookedUnits(0, 100));
        assertThrows(IllegalStateException.class, () -> profile.release(0, 1, 10));
    }

    @Test
    void anEmptyPublicationOffersNothing() {
        PublishedProfile profile = PublishedProfile.fromSlots(List.of(), 0, 100);
        assertEquals(0, profile.publishedUnits(0, 100));
        assertTrue(profile.earliestStart(1, 1, 0).isEmpty());
    }
}
