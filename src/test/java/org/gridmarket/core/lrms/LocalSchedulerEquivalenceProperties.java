package org.gridmarket.core.lrms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Issue 24: {@link LocalScheduler} re-plans only the pivots that can move, and must decide exactly as
 * {@link ReferenceLocalScheduler} (every pivot re-planned) does: the same reservations, starts and ends, at the
 * same times, in the same order, on random workloads where many jobs overrun their estimates (short overrun
 * steps, so pivots are planned again often) and some running jobs are finished early from outside.
 */
class LocalSchedulerEquivalenceProperties {

    @Property(tries = 2000, edgeCases = EdgeCasesMode.NONE)
    void decidesExactlyAsReplanningEveryPivot(@ForAll("jobs") List<Job> jobs, @ForAll("finishes") List<long[]> finishes,
            @ForAll @IntRange(min = 1, max = 24) int processors, @ForAll("policies") BackfillingPolicy policy,
            @ForAll OverrunRule overrunRule, @ForAll @IntRange(min = 1, max = 40) int overrunStepSeconds) {
        SchedulerSettings settings = new SchedulerSettings(policy, overrunRule, overrunStepSeconds);
        List<String> expected = replay(jobs, finishes, processors, (loop, listener) -> {
            ReferenceLocalScheduler scheduler = new ReferenceLocalScheduler(Site.atReferenceSpeed("site", processors),
                    settings, loop, listener);
            return new Submitter(job -> scheduler.submit(job, job.runtimeSeconds(), job.estimateSeconds()),
                    scheduler::finishNow);
        });
        List<String> actual = replay(jobs, finishes, processors, (loop, listener) -> {
            LocalScheduler scheduler = new LocalScheduler(Site.atReferenceSpeed("site", processors), settings, loop,
                    listener);
            return new Submitter(job -> scheduler.submit(job, job.runtimeSeconds(), job.estimateSeconds()),
                    scheduler::finishNow);
        });

        assertEquals(expected, actual);
    }

    @Provide
    Arbitrary<List<Job>> jobs() {
        Arbitrary<long[]> fields = Combinators.combine(
                Arbitraries.longs().between(0, 400),
                Arbitraries.integers().between(1, 26),
                Arbitraries.longs().between(1, 120),
                Arbitraries.longs().between(-100, 60))
                .as((submit, width, runtime, slack) -> new long[] {submit, width, runtime, slack});
        return fields.list().ofMaxSize(60).map(rows -> {
            List<Job> jobs = new ArrayList<>();
            for (int index = 0; index < rows.size(); index++) {
                long[] row = rows.get(index);
                jobs.add(Jobs.job(index + 1, row[0], (int) row[1], row[2], Math.max(1, row[2] + row[3])));
            }
            return jobs;
        });
    }

    /** {time, job id}: finish that job now if it is running then (a real cluster reporting it done early). */
    @Provide
    Arbitrary<List<long[]>> finishes() {
        return Combinators.combine(Arbitraries.longs().between(0, 600), Arbitraries.longs().between(1, 60))
                .as((time, id) -> new long[] {time, id}).list().ofMaxSize(8);
    }

    @Provide
    Arbitrary<BackfillingPolicy> policies() {
        return Arbitraries.of(new Fcfs(), new EasyBackfilling(1), new EasyBackfilling(3),
                new ConservativeBackfilling());
    }

    private record Submitter(java.util.function.Consumer<Job> submit, LongFunction<SiteJob> finishNow) {
    }

    private interface Factory {
        Submitter create(EventLoop loop, SchedulerListener listener);
    }

    private static List<String> replay(List<Job> jobs, List<long[]> finishes, int processors, Factory factory) {
        List<String> log = new ArrayList<>();
        EventLoop loop = new EventLoop(0);
        SchedulerListener listener = new SchedulerListener() {
            @Override
            public void jobReserved(Site site, SiteJob job, long startSeconds) {
                log.add(loop.clock().nowSeconds() + " reserved " + job.id() + " at " + startSeconds);
            }

            @Override
            public void jobStarted(Site site, SiteJob job) {
                log.add(loop.clock().nowSeconds() + " started " + job.id() + " until " + job.plannedEndSeconds());
            }

            @Override
            public void jobEnded(Site site, SiteJob job) {
                log.add(loop.clock().nowSeconds() + " ended " + job.id() + " " + job.state());
            }

            @Override
            public void jobRejected(Site site, SiteJob job, String reason) {
                log.add(loop.clock().nowSeconds() + " rejected " + job.id());
            }
        };
        Submitter submitter = factory.create(loop, listener);
        List<Job> ordered = new ArrayList<>(jobs);
        ordered.sort(TraceJobs.ARRIVAL_ORDER);
        for (Job job : ordered) {
            loop.schedule(job.submitSeconds(), () -> submitter.submit().accept(job));
        }
        for (long[] finish : finishes) {
            loop.schedule(finish[0], () -> submitter.finishNow().apply(finish[1]));
        }
        loop.run();
        log.add("processors " + processors + ", events " + loop.processedEvents());
        return log;
    }
}
