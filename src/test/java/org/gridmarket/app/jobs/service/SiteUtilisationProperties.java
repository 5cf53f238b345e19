package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.jobs.persistence.JobRuns;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.JobState;

/**
 * Issue 32 C1: a site's utilisation is within [0, 1] for any schedule. Jobs on a site of {@code capacity}
 * processors start when they fit, are preempted (suspended, seed 001 §4.2) and resumed, migrate to another site,
 * complete or are cancelled, at random times; their records' runs go through the journal's fold ({@link JobRuns})
 * into a stand-in for table {@code job_runs}, written at random turn ends, and the owner's series is computed from
 * them as {@link SiteQueue} does. Every step's utilisation is within [0, 1], and the processor-seconds counted
 * equal those the schedule held, exactly: a suspended lease is not busy while the local job that preempted it
 * runs (counting a lease from its first start to its end counted it twice, 107.5 % on the demo's queue page).
 */
class SiteUtilisationProperties {
    private static final long SITE = 1;
    private static final long OTHER_SITE = 2;
    private static final long STEP_SECONDS = 300;

    /** One move of the schedule: which job, what to try, and the model seconds that pass first. */
    record Move(int job, int action, int waitSeconds) {
    }

    @Provide
    Arbitrary<List<Move>> schedules() {
        return Combinators.combine(Arbitraries.integers().between(0, 7), Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(0, 900)).as(Move::new).list().ofMaxSize(120);
    }

    @Property(tries = 300)
    void utilisationIsWithinZeroAndOneAndCountsEachProcessorSecondOnce(
            @ForAll @IntRange(min = 1, max = 64) int capacity, @ForAll("schedules") List<Move> schedule,
            @ForAll("sizes") List<Integer> sizes) {
        Schedule site = new Schedule(capacity, sizes);
        for (Move move : schedule) {
            site.advance(move.waitSeconds());
            site.apply(move);
        }
        site.advance(STEP_SECONDS); // the window ends after the last move
        site.flush();

        long now = site.now;
        int steps = (int) ((now + STEP_SECONDS - 1) / STEP_SECONDS);
        long from = now - steps * STEP_SECONDS;
        SiteQueue.BusySteps busy = new SiteQueue.BusySteps(from, STEP_SECONDS, steps, now);
        site.runs.stream().filter(run -> run.siteId() == SITE)
                .forEach(run -> busy.accept(new JobQueries.BusyInterval(run.processors(), run.startedAtSeconds(),
                        run.endedAtSeconds())));
        long counted = 0;
        for (long processorSeconds : busy.processorSeconds()) {
            double utilisation = processorSeconds / ((double) capacity * STEP_SECONDS);
            assertThat(utilisation).isBetween(0.0, 1.0);
            counted += processorSeconds;
        }
        assertThat(counted).isEqualTo(site.heldProcessorSeconds);
    }

    @Provide
    Arbitrary<List<Integer>> sizes() {
        return Arbitraries.integers().between(1, 64).list().ofSize(8);
    }

    /** The site's schedule as its LRMS would hold it, mirrored by the jobs' records and their written runs. */
    private static final class Schedule {
        private final int capacity;
        private final List<JobRecord> jobs = new ArrayList<>();
        private final List<JobRuns.Run> runs = new ArrayList<>();
        private long now;
        private long heldProcessorSeconds;

        Schedule(int capacity, List<Integer> sizes) {
            this.capacity = capacity;
            for (int i = 0; i < sizes.size(); i++) {
                JobRecord job = JobRecord.builder().id(i + 1).kind("federation").processors(
                        Math.min(capacity, sizes.get(i))).leaseType("SUSPENDABLE").build();
                job.markAccepted(SITE, 1, 3_600, "job-" + (i + 1) + ":hold");
                jobs.add(job);
            }
        }

        void advance(long seconds) {
            heldProcessorSeconds += seconds * busyHere();
            now += seconds;
        }

        private int busyHere() {
            return jobs.stream().filter(job -> job.state() == JobState.RUNNING && job.siteId() == SITE)
                    .mapToInt(JobRecord::processors).sum();
        }

        void apply(Move move) {
            JobRecord job = jobs.get(move.job());
            boolean here = job.siteId() == SITE;
            switch (move.action()) {
                case 0 -> { // starts, or resumes, when it fits
                    boolean waiting = job.state() == JobState.ACCEPTED || job.state() == JobState.PREEMPTED;
                    if (waiting && (!here || busyHere() + job.processors() <= capacity)) {
                        job.markRunning(now);
                    }
                }
                case 1 -> { // a local job suspends it
                    if (job.state() == JobState.RUNNING) {
                        job.markPreempted(99, "local", "MOML", new SiteJob.Progress(0, 0, 0, 1), now);
                    }
                }
                case 2 -> { // a local job moves it to the other site, where it runs at once
                    if (job.state() == JobState.RUNNING && here) {
                        job.markPreempted(99, "local", "MOML", new SiteJob.Progress(0, 0, 0, 1), now);
                        job.migrated(OTHER_SITE, 0, 0, 1, "job-" + job.id() + ":hold:2", 3_600);
                        job.markRunning(now);
                    }
                }
                case 3 -> {
                    if (job.state() == JobState.RUNNING) {
                        job.markCompleted(now, 1L);
                    }
                }
                case 4 -> {
                    if (!job.state().isFinal()) {
                        job.markCancelled(now, 0L);
                    }
                }
                default -> flush(); // a turn ends
            }
        }

        /** What the journal writes at a turn's end: ends of earlier runs, then the new runs. */
        void flush() {
            JobRuns turn = new JobRuns();
            jobs.forEach(job -> turn.add(job.id(), job.takeRunChanges()));
            Map<Long, Integer> open = new HashMap<>();
            for (int i = 0; i < runs.size(); i++) {
                if (runs.get(i).endedAtSeconds() == null) {
                    assertThat(open.put(runs.get(i).jobId(), i)).as("one open run per job").isNull();
                }
            }
            for (JobRuns.End end : turn.ended()) {
                int i = open.remove(end.jobId());
                JobRuns.Run run = runs.get(i);
                runs.set(i, new JobRuns.Run(run.jobId(), run.siteId(), run.processors(), run.startedAtSeconds(),
                        end.endedAtSeconds()));
            }
            runs.addAll(turn.started());
        }
    }
}
