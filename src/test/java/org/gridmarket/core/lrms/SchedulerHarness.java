package org.gridmarket.core.lrms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Runs one site's {@link LocalScheduler} over a job list and records every decision, so tests can check
 * the schedule against hand-computed answers and invariants.
 */
final class SchedulerHarness implements SchedulerListener {

    /** What happened to one job. */
    static final class Outcome {
        final Job job;
        Long firstPromiseSeconds;
        long latestPromiseSeconds = Long.MIN_VALUE;
        long startSeconds = -1;
        long endSeconds = -1;
        SiteJobState finalState;
        int endings;

        Outcome(Job job) {
            this.job = job;
        }
    }

    private final Map<Long, Outcome> outcomes = new LinkedHashMap<>();
    private final List<Long> startOrder = new ArrayList<>();
    private long nowSeconds;

    static SchedulerHarness run(int processors, SchedulerSettings settings, List<Job> jobs) {
        SchedulerHarness harness = new SchedulerHarness();
        List<Job> ordered = new ArrayList<>(jobs);
        ordered.sort(TraceJobs.ARRIVAL_ORDER);
        EventLoop loop = new EventLoop(0);
        LocalScheduler scheduler = new LocalScheduler(Site.atReferenceSpeed("site", processors), settings, loop,
                harness);
        for (Job job : ordered) {
            harness.outcomes.put(job.id(), new Outcome(job));
            loop.schedule(job.submitSeconds(), () -> {
                harness.nowSeconds = job.submitSeconds();
                SiteJob entry = scheduler.submit(job, job.runtimeSeconds(), job.estimateSeconds());
                harness.promiseIfStartedAtSubmission(entry);
            });
        }
        loop.run();
        return harness;
    }

    Outcome outcome(long jobId) {
        return outcomes.get(jobId);
    }

    List<Outcome> outcomes() {
        return new ArrayList<>(outcomes.values());
    }

    List<Long> startOrder() {
        return startOrder;
    }

    /** A job that starts the moment it is submitted was promised exactly that moment. */
    private void promiseIfStartedAtSubmission(SiteJob entry) {
        Outcome outcome = outcomes.get(entry.id());
        if (outcome.firstPromiseSeconds == null && outcome.startSeconds == nowSeconds) {
            outcome.firstPromiseSeconds = nowSeconds;
        }
    }

    @Override
    public void jobReserved(Site site, SiteJob job, long startSeconds) {
        Outcome outcome = outcomes.get(job.id());
        if (outcome.firstPromiseSeconds == null) {
            outcome.firstPromiseSeconds = startSeconds;
        }
        outcome.latestPromiseSeconds = startSeconds;
    }

    @Override
    public void jobStarted(Site site, SiteJob job) {
        outcomes.get(job.id()).startSeconds = job.startSeconds();
        startOrder.add(job.id());
    }

    @Override
    public void jobEnded(Site site, SiteJob job) {
        Outcome outcome = outcomes.get(job.id());
        outcome.endSeconds = job.endSeconds();
        outcome.finalState = job.state();
        outcome.endings++;
    }

    @Override
    public void jobRejected(Site site, SiteJob job, String reason) {
        Outcome outcome = outcomes.get(job.id());
        outcome.finalState = job.state();
        outcome.endings++;
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
        int busy = 0;
        int peak = 0;
        for (int change : delta.values()) {
            busy += change;
            peak = Math.max(peak, busy);
        }
        return peak;
    }
}
