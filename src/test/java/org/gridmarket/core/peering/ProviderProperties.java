package org.gridmarket.core.peering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.OverrunRule;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.Job;

/**
 * Every provider policy over random local and grid jobs with publications and (EbMf) reallocation events:
 * jobs end exactly once, the site is never overbooked, publications only offer what is free, and the same
 * inputs give the same decisions.
 */
class ProviderProperties {

    @Property(tries = 200)
    void everyJobEndsOnceAndTheSiteIsNeverOverbooked(@ForAll("jobs") List<long[]> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll ProviderPolicy policy,
            @ForAll OverrunRule rule) {
        ProviderRecorder recorder = run(jobs, processors, policy, rule);

        assertEquals(jobs.size(), recorder.endings.size());
        recorder.endings.forEach((id, endings) -> assertEquals(1, endings, () -> "job " + id));
        assertTrue(recorder.peakBusyProcessors() <= processors);
        for (Publication publication : recorder.publications) {
            publication.slots().forEach(slot -> assertTrue(slot.processors() <= processors));
        }
    }

    @Property(tries = 100)
    void sameInputsGiveTheSameSchedule(@ForAll("jobs") List<long[]> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll ProviderPolicy policy,
            @ForAll OverrunRule rule) {
        assertEquals(run(jobs, processors, policy, rule).decisions, run(jobs, processors, policy, rule).decisions);
    }

    /** Rows {submit, processors, runtime, estimate slack, grid?}; ids follow the row order. */
    @Provide
    Arbitrary<List<long[]>> jobs() {
        return Combinators.combine(Arbitraries.longs().between(0, 300), Arbitraries.longs().between(1, 18),
                Arbitraries.longs().between(1, 80), Arbitraries.longs().between(-40, 60),
                Arbitraries.longs().between(0, 1))
                .as((submit, width, runtime, slack, grid) -> new long[] {submit, width, runtime, slack, grid})
                .list().ofMaxSize(40);
    }

    private static ProviderRecorder run(List<long[]> rows, int processors, ProviderPolicy policy, OverrunRule rule) {
        EventLoop loop = new EventLoop(0);
        ProviderRecorder recorder = new ProviderRecorder();
        ProviderSettings settings = ProviderSettings.of(policy).withOverrunRule(rule).withReallocationPeriodSeconds(7);
        Provider provider = Provider.create(settings, Site.atReferenceSpeed("site", processors), loop, recorder,
                recorder::publish);
        for (int index = 0; index < rows.size(); index++) {
            long[] row = rows.get(index);
            Job job = Job.builder(index + 1).submitSeconds(row[0]).processors((int) row[1]).runtimeSeconds(row[2])
                    .estimateSeconds(Math.max(1, row[2] + row[3])).build();
            boolean grid = row[4] == 1;
            loop.schedule(job.submitSeconds(), () -> {
                if (grid) {
                    provider.submitGrid(job, job.runtimeSeconds(), job.estimateSeconds());
                } else {
                    provider.submitLocal(job, job.runtimeSeconds(), job.estimateSeconds());
                }
            });
        }
        new PublicationSchedule(loop, 40, List.of(provider), recorder::publish).start(400);
        loop.run();
        return recorder;
    }
}
