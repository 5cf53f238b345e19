package org.gridmarket.core.peering;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.profile.FreeTimeSlot;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

/** Algorithm 1 of seed 000 on a ten-processor site with publications every 100 s, computed by hand. */
class LoadForecastProviderTest {

    private final EventLoop loop = new EventLoop(0);
    private final ProviderRecorder recorder = new ProviderRecorder();

    /**
     * Local jobs of 2, 5 and 8 processors fill [0, 100), [100, 200) and [200, 300): local loads 0.2, 0.5, 0.8.
     * At 0 nothing is observed: halves, five grid processors. At 100 the forecast is 0.2, so ⌊0.8 × 10⌋ = 8
     * grid processors; the running 5-processor job keeps its processors (2 local, 3 borrowed), leaving 5 grid
     * processors free to 200. At 200 it is (0.5 + 0.2·12/13) ÷ (25/13) = 0.356: 6 grid processors, the 8-processor
     * job holds the 4 local ones and borrows 4, 2 stay free. At 300 it is 242/469 ≈ 0.516: 4 grid processors.
     */
    @Test
    void resizesTheGridPartitionByTheForecastOnAThreeIntervalSeries() {
        LoadForecastProvider provider = provider(ProviderSettings.of(ProviderPolicy.EBMF));
        submitLocal(provider, job(1, 0, 2, 100), job(2, 100, 5, 100), job(3, 200, 8, 100));
        new PublicationSchedule(loop, 100, List.of(provider), recorder::publish).start(301);
        int[] gridProcessors = new int[4];
        double[] expectedLoads = new double[4];
        for (int index = 0; index < 4; index++) {
            loop.runUntil(index * 100L);
            gridProcessors[index] = provider.gridProcessors();
            expectedLoads[index] = provider.expectedLocalLoad();
        }
        loop.run();

        assertEquals(List.of(5, 8, 6, 4), List.of(gridProcessors[0], gridProcessors[1], gridProcessors[2],
                gridProcessors[3]));
        assertEquals(0.2, expectedLoads[1], 1e-12);
        assertEquals(0.356, expectedLoads[2], 1e-12);
        assertEquals(242.0 / 469.0, expectedLoads[3], 1e-12);
        assertEquals(242.0 / 469.0, provider.pricingLoad(400), 1e-12);
        assertEquals(List.of(
                new Publication("site", 0, 100, List.of(new FreeTimeSlot(0, 100, 5)), Publication.Reason.PERIODIC),
                new Publication("site", 100, 200, List.of(new FreeTimeSlot(100, 200, 5)), Publication.Reason.PERIODIC),
                new Publication("site", 200, 300, List.of(new FreeTimeSlot(200, 300, 2)), Publication.Reason.PERIODIC),
                new Publication("site", 300, 400, List.of(new FreeTimeSlot(300, 400, 4)), Publication.Reason.PERIODIC)),
                recorder.publications);
    }

    /**
     * An idle first interval forecasts 0, so at 100 the grid takes all ten processors. A 6-processor local job
     * arrives at 100 and borrows them. At the reallocation event at 110 the local load since 100 is 60/100 =
     * 0.6 &gt; 0: the grid shrinks to 4, the job now holds 6 local processors, and the 4 grid processors are
     * republished to the same horizon. No event follows until the next publication.
     */
    @Test
    void republishesASmallerGridShareWhenTheLocalLoadWasUnderestimated() {
        LoadForecastProvider provider = provider(ProviderSettings.of(ProviderPolicy.EBMF)
                .withReallocationPeriodSeconds(10));
        submitLocal(provider, job(1, 100, 6, 100));
        new PublicationSchedule(loop, 100, List.of(provider), recorder::publish).start(101);
        loop.run();

        assertEquals(4, provider.gridProcessors());
        assertEquals(0.6, provider.pricingLoad(200), 1e-12);
        assertEquals(3, recorder.publications.size());
        assertEquals(new Publication("site", 110, 200, List.of(new FreeTimeSlot(110, 200, 4)),
                Publication.Reason.REALLOCATION), recorder.publications.get(2));
    }

    /** A local load at or below the forecast keeps the partitions: one event per period, no republication. */
    @Test
    void keepsThePartitionsWhileTheForecastHolds() {
        LoadForecastProvider provider = provider(ProviderSettings.of(ProviderPolicy.EBMF)
                .withReallocationPeriodSeconds(10));
        submitLocal(provider, job(1, 0, 3, 100), job(2, 100, 3, 100));
        new PublicationSchedule(loop, 100, List.of(provider), recorder::publish).start(101);
        loop.run();

        assertEquals(7, provider.gridProcessors());
        assertEquals(2, recorder.publications.size());
        assertEquals(List.of(new FreeTimeSlot(100, 200, 7)), recorder.publications.get(1).slots());
    }

    /** A forecast of a saturated site publishes an empty slot list, withdrawing the previous offer. */
    @Test
    void publishesNothingWhenTheForecastLeavesNoGridShare() {
        LoadForecastProvider provider = provider(ProviderSettings.of(ProviderPolicy.EBMF));
        submitLocal(provider, job(1, 0, 10, 100));
        new PublicationSchedule(loop, 100, List.of(provider), recorder::publish).start(101);
        loop.run();

        assertEquals(0, provider.gridProcessors());
        assertEquals(List.of(), recorder.publications.get(1).slots());
    }

    private LoadForecastProvider provider(ProviderSettings settings) {
        return (LoadForecastProvider) Provider.create(settings, Site.atReferenceSpeed("site", 10), loop, recorder,
                recorder::publish);
    }

    private void submitLocal(Provider provider, Job... jobs) {
        for (Job job : jobs) {
            loop.schedule(job.submitSeconds(), () -> provider.submitLocal(job, job.runtimeSeconds(),
                    job.estimateSeconds()));
        }
    }

    static Job job(long id, long submitSeconds, int processors, long runtimeSeconds) {
        return Job.builder(id).submitSeconds(submitSeconds).processors(processors).runtimeSeconds(runtimeSeconds)
                .estimateSeconds(runtimeSeconds).build();
    }
}
