package org.gridmarket.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridmarket.core.lrms.SiteJobState;
import org.junit.jupiter.api.Test;

/**
 * Issue 24: the running sums give {@link MetricsSummary#of}'s numbers bit for bit (record equality compares
 * doubles with {@link Double#compare}), in any order the records come, as long as both see that order.
 */
class MetricsAccumulatorProperties {

    @Property(tries = 1000)
    void accumulatingOneRecordAtATimeEqualsTheSummaryOfTheList(@ForAll("records") List<ReplayedJob> records,
            @ForAll("capacities") long capacity) {
        MetricsAccumulator accumulator = new MetricsAccumulator();
        records.forEach(accumulator::add);

        assertEquals(MetricsSummary.of("scope", records, capacity), accumulator.summary("scope", capacity));
    }

    @Test
    void aHandComputedExample() {
        MetricsAccumulator accumulator = new MetricsAccumulator();
        accumulator.add(new ReplayedJob(1, "s", 0, 10, 30, 2, 40, SiteJobState.COMPLETED));
        accumulator.add(new ReplayedJob(2, "s", 5, 30, 35, 4, 5, SiteJobState.KILLED));
        accumulator.add(new ReplayedJob(3, "s", 6, -1, -1, 9, 5, SiteJobState.REJECTED));

        MetricsSummary summary = accumulator.summary("s", 4);

        // makespan 35 - 0; used 2·20 + 4·5 = 60; responses 30 and 30; weights 40 and 20; waits 10 and 25;
        // bounded slowdowns max(1, 30/20) = 1.5 and max(1, 30/10) = 3.
        assertEquals(new MetricsSummary("s", 4, 3, 1, 1, 1, 60.0 / (4 * 35), 30.0, 30.0, 17.5, 2.25, 35),
                summary);
    }

    @Provide
    Arbitrary<List<ReplayedJob>> records() {
        Arbitrary<ReplayedJob> record = Combinators.combine(Arbitraries.longs().between(0, 1_000_000),
                Arbitraries.longs().between(0, 100_000), Arbitraries.longs().between(0, 900_000),
                Arbitraries.integers().between(1, 1152),
                Arbitraries.of(SiteJobState.COMPLETED, SiteJobState.KILLED, SiteJobState.REJECTED))
                .as((submit, wait, run, processors, state) -> state == SiteJobState.REJECTED
                        ? new ReplayedJob(1, "s", submit, -1, -1, processors, 60, state)
                        : new ReplayedJob(1, "s", submit, submit + wait, submit + wait + run, processors, 60, state));
        return record.list().ofMaxSize(200);
    }

    @Provide
    Arbitrary<Long> capacities() {
        return Arbitraries.longs().between(1, 5000);
    }
}
