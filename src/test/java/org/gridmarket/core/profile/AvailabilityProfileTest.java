package org.gridmarket.core.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-computed examples of the availability profile's operations. */
class AvailabilityProfileTest {

    /** 10 processors; 6 busy over [0, 10), 10 busy over [10, 20), 3 busy over [30, 40). */
    private static AvailabilityProfile sample() {
        AvailabilityProfile profile = new AvailabilityProfile(10, 0);
        profile.reserve(0, 20, 6);
        profile.reserve(10, 20, 4);
        profile.reserve(30, 40, 3);
        return profile;
    }

    @Test
    void earliestStartSkipsWindowsThatAreTooNarrowOrTooShort() {
        AvailabilityProfile profile = sample();

        assertEquals(0, profile.earliestStart(4, 10, 0));
        assertEquals(20, profile.earliestStart(4, 11, 0));
        assertEquals(20, profile.earliestStart(5, 10, 0));
        assertEquals(40, profile.earliestStart(8, 15, 0));
        assertEquals(20, profile.earliestStart(7, 100, 5));
        assertEquals(40, profile.earliestStart(8, 1, 35));
    }

    @Test
    void canStartAtChecksEveryStepOfTheInterval() {
        AvailabilityProfile profile = sample();

        assertTrue(profile.canStartAt(0, 4, 10));
        assertFalse(profile.canStartAt(0, 4, 11));
        assertTrue(profile.canStartAt(20, 7, 1_000));
        assertFalse(profile.canStartAt(20, 8, 11));
    }

    @Test
    void releaseUndoesReserveAndMergesEqualNeighbours() {
        AvailabilityProfile profile = sample();
        assertEquals(5, profile.size());

        profile.release(30, 40, 3);
        profile.release(10, 20, 4);
        profile.release(0, 20, 6);

        assertEquals(1, profile.size());
        assertEquals(10, profile.freeProcessorsAt(15));
    }

    @Test
    void earlyFinishReleasesOnlyTheUnusedTail() {
        AvailabilityProfile profile = new AvailabilityProfile(4, 0);
        profile.reserve(0, 100, 4);

        profile.release(30, 100, 4);

        assertEquals(0, profile.freeProcessorsAt(29));
        assertEquals(4, profile.freeProcessorsAt(30));
        assertEquals(30, profile.earliestStart(4, 50, 0));
    }

    @Test
    void overReservingFailsAndLeavesTheProfileUnchanged() {
        AvailabilityProfile profile = sample();

        assertThrows(IllegalStateException.class, () -> profile.reserve(5, 15, 1));

        assertEquals(5, profile.size());
        assertEquals(4, profile.freeProcessorsAt(5));
        assertEquals(0, profile.freeProcessorsAt(12));
    }

    @Test
    void freeTimeSlotsAreTheMaximalWindowsAtEachLevel() {
        List<FreeTimeSlot> slots = sample().freeTimeSlots(0, 50);

        assertEquals(List.of(
                new FreeTimeSlot(0, 10, 4),
                new FreeTimeSlot(20, 50, 7),
                new FreeTimeSlot(20, 30, 10),
                new FreeTimeSlot(40, 50, 10)), slots);
    }

    @Test
    void utilisationIntegratesBusyProcessorsOverTheWindow() {
        double busyProcessorSeconds = 6 * 10 + 10 * 10 + 3 * 10;

        assertEquals(busyProcessorSeconds / (10.0 * 40), sample().utilisation(0, 40), 1e-12);
        assertEquals(0.3, sample().utilisation(30, 40), 1e-12);
    }

    @Test
    void discardBeforeForgetsThePastButKeepsTheCurrentValue() {
        AvailabilityProfile profile = sample();

        profile.discardBefore(15);

        assertEquals(15, profile.originSeconds());
        assertEquals(0, profile.freeProcessorsAt(15));
        assertEquals(20, profile.earliestStart(5, 10, 15));
        assertThrows(IllegalArgumentException.class, () -> profile.freeProcessorsAt(14));
    }

    @Test
    void rejectsRequestsTheSiteCanNeverServe() {
        AvailabilityProfile profile = new AvailabilityProfile(4, 0);

        assertThrows(IllegalArgumentException.class, () -> profile.earliestStart(5, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> profile.earliestStart(1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> profile.reserve(10, 10, 1));
    }
}
