package org.gridmarket.core.lrms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.workload.Job;

/** Invariants of the two-partition scheduler (issue 23) on random local and grid workloads. */
class PartitionedSchedulerProperties {

    private static final int TRIES = 300;

    /** CbM: with estimates never short, no job, of either partition, starts later than promised at arrival. */
    @Property(tries = TRIES)
    void borrowingNeverDelaysTheOtherPartitionsReservations(@ForAll("jobsWithinEstimates") Map<Job, Partition> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll @IntRange(min = 0, max = 16) int grid) {
        PartitionedHarness harness = PartitionedHarness.run(processors, Math.min(grid, processors),
                settings("conservative", OverrunRule.KILL_AT_ESTIMATE), jobs, List.of());

        for (PartitionedHarness.Outcome outcome : harness.outcomes()) {
            if (outcome.startSeconds >= 0) {
                assertTrue(outcome.startSeconds <= outcome.firstPromiseSeconds, () -> outcome.partition + " job "
                        + outcome.job.id() + " promised " + outcome.firstPromiseSeconds + " started "
                        + outcome.startSeconds);
            }
        }
    }

    /** EASY with one pivot per partition: a pivot never starts later than promised, whoever borrows. */
    @Property(tries = TRIES)
    void easyNeverDelaysEitherPartitionsPivot(@ForAll("anyJobs") Map<Job, Partition> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll @IntRange(min = 0, max = 16) int grid) {
        PartitionedHarness harness = PartitionedHarness.run(processors, Math.min(grid, processors),
                settings("easy", OverrunRule.KILL_AT_ESTIMATE), jobs, List.of());

        for (PartitionedHarness.Outcome outcome : harness.outcomes()) {
            if (outcome.startSeconds >= 0 && outcome.firstPromiseSeconds != null) {
                assertTrue(outcome.startSeconds <= outcome.firstPromiseSeconds, () -> "pivot " + outcome.job.id());
            }
        }
    }

    @Property(tries = TRIES)
    void neitherPartitionIsOverbooked(@ForAll("anyJobs") Map<Job, Partition> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll @IntRange(min = 0, max = 16) int grid,
            @ForAll("policies") String policy) {
        int gridProcessors = Math.min(grid, processors);
        PartitionedHarness harness = PartitionedHarness.run(processors, gridProcessors,
                settings(policy, OverrunRule.KILL_AT_ESTIMATE), jobs, List.of());

        assertTrue(harness.peakTakenFrom(Partition.GRID) <= gridProcessors);
        assertTrue(harness.peakTakenFrom(Partition.LOCAL) <= processors - gridProcessors);
        assertTrue(harness.peakBusyProcessors() <= processors);
    }

    /** With resizes at random times and either overrun rule, every job ends exactly once, after its runtime. */
    @Property(tries = TRIES)
    void everyJobEndsExactlyOnceThroughResizes(@ForAll("anyJobs") Map<Job, Partition> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll("resizes") List<int[]> resizes,
            @ForAll("policies") String policy, @ForAll OverrunRule rule) {
        PartitionedHarness harness = PartitionedHarness.run(processors, processors / 2, settings(policy, rule), jobs,
                toResizes(resizes, processors));

        assertTrue(harness.peakBusyProcessors() <= processors);
        for (PartitionedHarness.Outcome outcome : harness.outcomes()) {
            assertEquals(1, outcome.endings, () -> "job " + outcome.job.id());
            if (outcome.job.processors() <= processors) {
                Job job = outcome.job;
                boolean killed = rule == OverrunRule.KILL_AT_ESTIMATE && job.runtimeSeconds() > job.estimateSeconds();
                assertEquals(killed ? job.estimateSeconds() : job.runtimeSeconds(),
                        outcome.endSeconds - outcome.startSeconds);
            } else {
                assertEquals(SiteJobState.REJECTED, outcome.finalState);
            }
        }
    }

    @Property(tries = 100)
    void sameInputsGiveTheSameSchedule(@ForAll("anyJobs") Map<Job, Partition> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll("resizes") List<int[]> resizes,
            @ForAll("policies") String policy, @ForAll OverrunRule rule) {
        List<PartitionedHarness.Resize> plan = toResizes(resizes, processors);
        PartitionedHarness first = PartitionedHarness.run(processors, processors / 2, settings(policy, rule), jobs, plan);
        PartitionedHarness second = PartitionedHarness.run(processors, processors / 2, settings(policy, rule),
                new LinkedHashMap<>(jobs), plan);

        assertEquals(first.decisions(), second.decisions());
    }

    @Provide
    Arbitrary<Map<Job, Partition>> anyJobs() {
        return jobs(40);
    }

    @Provide
    Arbitrary<Map<Job, Partition>> jobsWithinEstimates() {
        return jobs(0);
    }

    @Provide
    Arbitrary<String> policies() {
        return Arbitraries.of("easy", "easy:3", "conservative");
    }

    /** Up to four resizes: {time, grid share in sixteenths}. */
    @Provide
    Arbitrary<List<int[]>> resizes() {
        return Combinators.combine(Arbitraries.integers().between(0, 400), Arbitraries.integers().between(0, 16))
                .as((time, share) -> new int[] {time, share}).list().ofMaxSize(4);
    }

    /** Up to 40 jobs, each local or grid; an estimate is the runtime plus [-maximumShortfall, 60], at least 1. */
    private static Arbitrary<Map<Job, Partition>> jobs(int maximumShortfallSeconds) {
        Arbitrary<long[]> fields = Combinators.combine(
                Arbitraries.longs().between(0, 300),
                Arbitraries.integers().between(1, 18),
                Arbitraries.longs().between(1, 80),
                Arbitraries.longs().between(-maximumShortfallSeconds, 60),
                Arbitraries.integers().between(0, 1))
                .as((submit, processors, runtime, slack, grid) -> new long[] {submit, processors, runtime, slack, grid});
        return fields.list().ofMaxSize(40).map(rows -> {
            Map<Job, Partition> jobs = new LinkedHashMap<>();
            for (int index = 0; index < rows.size(); index++) {
                long[] row = rows.get(index);
                jobs.put(Jobs.job(index + 1, row[0], (int) row[1], row[2], Math.max(1, row[2] + row[3])),
                        row[4] == 1 ? Partition.GRID : Partition.LOCAL);
            }
            return jobs;
        });
    }

    private static List<PartitionedHarness.Resize> toResizes(List<int[]> rows, int processors) {
        List<PartitionedHarness.Resize> resizes = new ArrayList<>();
        for (int[] row : rows) {
            resizes.add(new PartitionedHarness.Resize(row[0], row[1] * processors / 16));
        }
        return resizes;
    }

    private static SchedulerSettings settings(String policy, OverrunRule rule) {
        return new SchedulerSettings(BackfillingPolicy.parse(policy), rule, 7);
    }
}
