package org.gridmarket.core.lrms;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.PartitionedProfile.Hold;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Runs a {@link PartitionedScheduler} over jobs tagged local or grid, with optional resizes, and records each
 * decision: the first and latest promise, the start, the end and the hold each job took when it started.
 */
final class PartitionedHarness implements SchedulerListener {

    /** What happened to one job. */
    static final class Outcome {
        final Job job;
        final Partition partition;
        Long firstPromiseSeconds;
        long startSeconds = -1;
        long endSeconds = -1;
        Hold holdAtStart;
        SiteJobState finalState;
        int endings;

        Outcome(Job job, Partition partition) {
            this.job = job;
            this.partition = partition;
        }
    }

    /** A resize of the grid partition at a time. */
    record Resize(long atSeconds, int gridProcessors) {
    }

    private final Map<Long, Outcome> outcomes = new LinkedHashMap<>();
    private final List<String> decisions = new ArrayList<>();
    private PartitionedScheduler scheduler;

    static PartitionedHarness run(int processors, int gridProcessors, SchedulerSettings settings,
                                  Map<Job, Partition> jobs, List<Resize> resizes) {
        PartitionedHarness harness = new PartitionedHarness();
        EventLoop loop = new EventLoop(0);
        harness.scheduler = new PartitionedScheduler(Site.atReferenceSpeed("site", processors), gridProcessors,
                settings, loop, harness);
        List<Job> ordered = new ArrayList<>(jobs.keySet());
        ordered.sort(TraceJobs.ARRIVAL_ORDER);
        for (Resize resize : resizes) {
            loop.schedule(resize.atSeconds(), () -> harness.scheduler.resize(resize.gridProcessors()));
        }
        for (Job job : ordered) {
            Partition partition = jobs.get(job);
            harness.outcomes.put(job.id(), new Outcome(job, partition));
            loop.schedule(job.submitSeconds(), () -> {
                SiteJob entry = harness.scheduler.submit(partition, job, job.runtimeSeconds(), job.estimateSeconds());
                Outcome outcome = harness.outcomes.get(job.id());
                if (outcome.firstPromiseSeconds == null && outcome.startSeconds == job.submitSeconds()) {
                    outcome.firstPromiseSeconds = job.submitSeconds();
                }
                if (entry.state() == SiteJobState.REJECTED) {
                    outcome.finalState = SiteJobState.REJECTED;
                }
            });
        }
        loop.run();
        return harness;
    }

    PartitionedScheduler scheduler() {
        return scheduler;
    }

    Outcome outcome(long jobId) {
        return outcomes.get(jobId);
    }

    List<Outcome> outcomes() {
        return new ArrayList<>(outcomes.values());
    }

    /** Every decision in order, for comparing two runs. */
    List<String> decisions() {
        return decisions;
    }

    @Override
    public void jobReserved(Site site, SiteJob job, long startSeconds) {
        Outcome outcome = outcomes.get(job.id());
        if (outcome.firstPromiseSeconds == null) {
            outcome.firstPromiseSeconds = startSeconds;
        }
        decisions.add("reserve " + job.id() + " at " + startSeconds);
    }

    @Override
    public void jobStarted(Site site, SiteJob job) {
        Outcome outcome = outcomes.get(job.id());
        outcome.startSeconds = job.startSeconds();
        outcome.holdAtStart = scheduler.holdOf(job.id());
        decisions.add("start " + job.id() + " at " + job.startSeconds() + " " + outcome.holdAtStart);
    }

    @Override
    public void jobEnded(Site site, SiteJob job) {
        Outcome outcome = outcomes.get(job.id());
        outcome.endSeconds = job.endSeconds();
        outcome.finalState = job.state();
        outcome.endings++;
        decisions.add("end " + job.id() + " at " + job.endSeconds());
    }

    @Override
    public void jobRejected(Site site, SiteJob job, String reason) {
        outcomes.get(job.id()).endings++;
    }

    /**
     * The largest number of processors taken from {@code partition} at any instant, counting its own jobs'
     * own processors and the other partition's jobs' borrowed ones, from the holds taken at start.
     */
    int peakTakenFrom(Partition partition) {
        Map<Long, Integer> delta = new TreeMap<>();
        for (Outcome outcome : outcomes.values()) {
            if (outcome.startSeconds >= 0) {
                Hold hold = outcome.holdAtStart;
                int taken = hold.own() == partition ? hold.ownProcessors() : hold.borrowedProcessors();
                delta.merge(outcome.startSeconds, taken, Integer::sum);
                delta.merge(outcome.endSeconds, -taken, Integer::sum);
            }
        }
        return peak(delta);
    }

    /** Largest number of processors busy at any instant, from the [start, end) intervals. */
    int peakBusyProcessors() {
        Map<Long, Integer> delta = new TreeMap<>();
        for (Outcome outcome : outcomes.values()) {
            if (outcome.startSeconds >= 0) {
                delta.merge(outcome.startSeconds, outcome.job.processors(), Integer::sum);
                delta.merge(outcome.endSeconds, -outcome.job.processors(), Integer::sum);
            }
        }
        return peak(delta);
    }

    Map<Partition, Long> processorSecondsRun() {
        Map<Partition, Long> run = new EnumMap<>(Partition.class);
        for (Partition partition : Partition.values()) {
            run.put(partition, scheduler.processorSecondsRun(partition));
        }
        return run;
    }

    private static int peak(Map<Long, Integer> delta) {
        int busy = 0;
        int peak = 0;
        for (int change : delta.values()) {
            busy += change;
            peak = Math.max(peak, busy);
        }
        return peak;
    }
}
