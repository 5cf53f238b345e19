package org.gridmarket.core.peering;

import static org.gridmarket.core.peering.LoadForecastProviderTest.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalLong;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.profile.FreeTimeSlot;
import org.gridmarket.core.profile.PublishedProfile;
import org.junit.jupiter.api.Test;

/** The providers without a forecast, their publications and their load for Eq. 1, by hand. */
class ProviderTest {

    private final EventLoop loop = new EventLoop(0);
    private final ProviderRecorder recorder = new ProviderRecorder();

    @Test
    void parsesTheAcronymsOfSection63() {
        assertEquals(ProviderPolicy.EBMF, ProviderPolicy.parse("ebmf"));
        assertEquals(ProviderPolicy.CBM, ProviderPolicy.parse(" CbM "));
        assertEquals("Eb", ProviderPolicy.EB.acronym());
        assertThrows(IllegalArgumentException.class, () -> ProviderPolicy.parse("EbM"));
    }

    /**
     * Cb on four processors: a local job of 2 × 100 s runs, a grid job of 4 × 100 s waits for it. The whole
     * profile is published (Fig. 2a): 2 free on [0, 100), none on [100, 200), 4 from 200, open-ended.
     */
    @Test
    void conservativePublishesTheWholeProfile() {
        Provider provider = create(ProviderPolicy.CB, 4);
        provider.submitLocal(job(1, 0, 2, 100), 100, 100);
        provider.submitGrid(job(2, 0, 4, 100), 100, 100);

        Publication publication = provider.publish(300);
        assertEquals(List.of(new FreeTimeSlot(0, 100, 2), new FreeTimeSlot(200, 300, 4)), publication.slots());
        PublishedProfile atGateway = publication.toProfile();
        assertEquals(OptionalLong.of(200), atGateway.earliestStart(3, 1_000, 0));
        assertEquals(2 * 100 + 4 * 100, atGateway.publishedUnits(0, 300));
    }

    /** CbM on five processors: the grid half is two; a local job of four borrows one of them (Fig. 2b). */
    @Test
    void cbmPublishesItsGridHalfOnly() {
        Provider provider = create(ProviderPolicy.CBM, 5);
        provider.submitLocal(job(1, 0, 4, 100), 100, 100);

        assertEquals(List.of(new FreeTimeSlot(0, 200, 1), new FreeTimeSlot(100, 200, 2)),
                provider.publish(200).slots());
    }

    /**
     * Queue load: a running 2-processor job with 50 s left and a waiting 4-processor job of 100 s on four
     * processors, to a horizon 1,000 s away: (2·50 + 4·100) ÷ (4 · 1,000) = 0.125.
     */
    @Test
    void pricesWithTheRunningAndWaitingProcessorSeconds() {
        Provider provider = create(ProviderPolicy.EB, 4);
        loop.schedule(0, () -> {
            provider.submitLocal(job(1, 0, 2, 100), 100, 100);
            provider.submitLocal(job(2, 0, 4, 100), 100, 100);
        });
        loop.runUntil(50);

        assertEquals(0.125, provider.pricingLoad(1_050), 1e-12);
        assertEquals(1.0, provider.pricingLoad(51), 1e-12);
    }

    /** Every 12 h to 36 h: publications at 0, 12 h and 24 h, each for the next 12 h, providers in list order. */
    @Test
    void publishesEveryIntervalUntilTheEnd() {
        Provider first = create(ProviderPolicy.CB, 4);
        Provider second = create(ProviderPolicy.CBM, 4);
        new PublicationSchedule(loop, PublicationSchedule.TWELVE_HOURS_SECONDS, List.of(first, second),
                recorder::publish).start(36 * 3_600);
        loop.run();

        assertEquals(6, recorder.publications.size());
        for (int index = 0; index < 6; index++) {
            Publication publication = recorder.publications.get(index);
            long at = (index / 2) * PublicationSchedule.TWELVE_HOURS_SECONDS;
            assertEquals(at, publication.publishedAtSeconds());
            assertEquals(at + PublicationSchedule.TWELVE_HOURS_SECONDS, publication.horizonSeconds());
            assertEquals(index % 2 == 0 ? 4 : 2, publication.slots().get(0).processors());
        }
    }

    private Provider create(ProviderPolicy policy, int processors) {
        return Provider.create(ProviderSettings.of(policy), Site.atReferenceSpeed("site", processors), loop, recorder,
                recorder::publish);
    }
}
