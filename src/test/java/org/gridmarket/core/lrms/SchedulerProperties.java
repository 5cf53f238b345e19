package org.gridmarket.core.lrms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.TraceJobs;

/** Invariants of the local scheduler on random workloads (the "Done when" list of issue 3). */
class SchedulerProperties {

    private static final int TRIES = 300;

    @Property(tries = TRIES)
    void neverUsesMoreProcessorsThanTheSiteHas(@ForAll("anyJobs") List<Job> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll("policies") BackfillingPolicy policy,
            @ForAll OverrunRule overrunRule) {
        SchedulerHarness harness = SchedulerHarness.run(processors, settings(policy, overrunRule), jobs);

        assertTrue(harness.peakBusyProcessors() <= processors);
    }

    @Property(tries = TRIES)
    void everyJobEndsExactlyOnce(@ForAll("anyJobs") List<Job> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll("policies") BackfillingPolicy policy,
            @ForAll OverrunRule overrunRule) {
        SchedulerHarness harness = SchedulerHarness.run(processors, settings(policy, overrunRule), jobs);

        for (SchedulerHarness.Outcome outcome : harness.outcomes()) {
            assertEquals(1, outcome.endings, () -> "job " + outcome.job.id());
            boolean fits = outcome.job.processors() <= processors;
            assertEquals(fits ? expectedRunSeconds(outcome.job, overrunRule) : 0,
                    fits ? outcome.endSeconds - outcome.startSeconds : 0);
        }
    }

    @Property(tries = TRIES)
    void conservativeNeverStartsAJobLaterThanPromisedAtSubmission(@ForAll("jobsWithinEstimates") List<Job> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors) {
        SchedulerHarness harness = SchedulerHarness.run(processors,
                settings(new ConservativeBackfilling(), OverrunRule.EXTEND_ESTIMATE), jobs);

        for (SchedulerHarness.Outcome outcome : startedOutcomes(harness)) {
            assertTrue(outcome.firstPromiseSeconds != null, () -> "job " + outcome.job.id() + " got no promise");
            assertTrue(outcome.startSeconds <= outcome.firstPromiseSeconds,
                    () -> "job " + outcome.job.id() + " promised " + outcome.firstPromiseSeconds + " started "
                            + outcome.startSeconds);
        }
    }

    @Property(tries = TRIES)
    void easyNeverDelaysAPivot(@ForAll("anyJobs") List<Job> jobs, @ForAll @IntRange(min = 1, max = 16) int processors,
            @ForAll @IntRange(min = 1, max = 3) int pivots) {
        SchedulerHarness harness = SchedulerHarness.run(processors,
                settings(new EasyBackfilling(pivots), OverrunRule.KILL_AT_ESTIMATE), jobs);

        for (SchedulerHarness.Outcome outcome : startedOutcomes(harness)) {
            if (outcome.firstPromiseSeconds != null) {
                assertTrue(outcome.startSeconds <= outcome.firstPromiseSeconds, () -> "pivot " + outcome.job.id());
            }
        }
    }

    @Property(tries = TRIES)
    void fcfsStartsJobsInArrivalOrder(@ForAll("anyJobs") List<Job> jobs,
            @ForAll @IntRange(min = 1, max = 16) int processors, @ForAll OverrunRule overrunRule) {
        SchedulerHarness harness = SchedulerHarness.run(processors, settings(new Fcfs(), overrunRule), jobs);

        List<Long> arrivalOrder = new ArrayList<>();
        jobs.stream().filter(job -> job.processors() <= processors).sorted(TraceJobs.ARRIVAL_ORDER)
                .forEach(job -> arrivalOrder.add(job.id()));
        assertEquals(arrivalOrder, harness.startOrder());
        List<SchedulerHarness.Outcome> started = startedOutcomes(harness);
        started.sort(Comparator.comparing(outcome -> outcome.job, TraceJobs.ARRIVAL_ORDER));
        for (int index = 1; index < started.size(); index++) {
            assertTrue(started.get(index - 1).startSeconds <= started.get(index).startSeconds);
        }
    }

    @Provide
    Arbitrary<List<Job>> anyJobs() {
        return jobs(40);
    }

    /** Estimates never below the runtime: the conservative guarantee's precondition. */
    @Provide
    Arbitrary<List<Job>> jobsWithinEstimates() {
        return jobs(0);
    }

    @Provide
    Arbitrary<BackfillingPolicy> policies() {
        return Arbitraries.of(new Fcfs(), new EasyBackfilling(1), new EasyBackfilling(3),
                new ConservativeBackfilling());
    }

    /** Up to 40 jobs; an estimate is the runtime plus [-maximumShortfall, 60] seconds, at least 1. */
    private static Arbitrary<List<Job>> jobs(int maximumShortfallSeconds) {
        Arbitrary<long[]> fields = Combinators.combine(
                Arbitraries.longs().between(0, 300),
                Arbitraries.integers().between(1, 18),
                Arbitraries.longs().between(1, 80),
                Arbitraries.longs().between(-maximumShortfallSeconds, 60))
                .as((submit, processors, runtime, slack) -> new long[] {submit, processors, runtime, slack});
        return fields.list().ofMaxSize(40).map(SchedulerProperties::toJobs);
    }

    private static List<Job> toJobs(List<long[]> rows) {
        List<Job> jobs = new ArrayList<>();
        for (int index = 0; index < rows.size(); index++) {
            long[] row = rows.get(index);
            jobs.add(Jobs.job(index + 1, row[0], (int) row[1], row[2], Math.max(1, row[2] + row[3])));
        }
        return jobs;
    }

    private static long expectedRunSeconds(Job job, OverrunRule rule) {
        boolean killed = rule == OverrunRule.KILL_AT_ESTIMATE && job.runtimeSeconds() > job.estimateSeconds();
        return killed ? job.estimateSeconds() : job.runtimeSeconds();
    }

    private static List<SchedulerHarness.Outcome> startedOutcomes(SchedulerHarness harness) {
        List<SchedulerHarness.Outcome> started = new ArrayList<>();
        for (SchedulerHarness.Outcome outcome : harness.outcomes()) {
            if (outcome.startSeconds >= 0) {
                started.add(outcome);
            }
        }
        return started;
    }

    private static SchedulerSettings settings(BackfillingPolicy policy, OverrunRule overrunRule) {
        return new SchedulerSettings(policy, overrunRule, 7);
    }
}
