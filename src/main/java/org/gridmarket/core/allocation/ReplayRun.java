package org.gridmarket.core.allocation;

/**
 * The state of one replay (seed 002 §4.1, Table 2). Jobs are allocated strictly in submission order, so the
 * FCFS queue WQ is always the index range [started, submitted) of the workload: no queue structure, no
 * copying, and a decision's snapshot is O(1) to build. Sites are free-processor counters. Each event time t:
 * <ol>
 *   <li>release every job ending at t; each is a finish event, sampled for |WQ| before allocating;</li>
 *   <li>if any job finished and WQ is non-empty, situation (b): allocate head jobs while the method finds a
 *       site;</li>
 *   <li>each submission at t, in order, is sampled for |WQ| and joins WQ; if WQ was empty, situation (a):
 *       decide for it; otherwise (Table 2's X) nothing is allocated.</li>
 * </ol>
 * Costs O(n log n) for the events plus the methods' decisions.
 */
final class ReplayRun {

    private final AllocationReplay.Workload workload;
    private final double[] speeds;
    private final AllocationMethod method;
    private final double loadFactor;
    private final int[] freeProcessors;
    private final int[] siteOfJob;
    private final long[] startSeconds;
    private final long[] endSeconds;
    private final EndEventHeap running;
    private int started;
    private int submitted;
    private long queuedProcessorTotal;
    private long queueLengthSum;
    private long queueSamples;

    ReplayRun(int[] siteProcessors, double[] speeds, AllocationReplay.Workload workload, AllocationMethod method,
            double loadFactor) {
        this.workload = workload;
        this.speeds = speeds.clone();
        this.method = method;
        this.loadFactor = loadFactor;
        this.freeProcessors = siteProcessors.clone();
        int jobs = workload.size();
        this.siteOfJob = new int[jobs];
        this.startSeconds = new long[jobs];
        this.endSeconds = new long[jobs];
        this.running = new EndEventHeap(jobs, endSeconds);
    }

    AllocationReplay.Schedule run() {
        int jobs = workload.size();
        while (submitted < jobs || !running.isEmpty()) {
            long now = submitted < jobs && (running.isEmpty() || workload.submitSeconds(submitted)
                    < running.peekEndSeconds()) ? workload.submitSeconds(submitted) : running.peekEndSeconds();
            if (releaseEndingAt(now) && started < submitted) {
                allocate(now, Situation.AFTER_FINISH);
            }
            while (submitted < jobs && workload.submitSeconds(submitted) == now) {
                submit(now);
            }
        }
        return new AllocationReplay.Schedule(result(), siteOfJob, startSeconds, endSeconds);
    }

    private boolean releaseEndingAt(long now) {
        boolean any = false;
        while (!running.isEmpty() && running.peekEndSeconds() == now) {
            int job = running.pop();
            freeProcessors[siteOfJob[job]] += workload.processors(job);
            sampleQueue();
            any = true;
        }
        return any;
    }

    private void submit(long now) {
        sampleQueue();
        boolean queueWasEmpty = started == submitted;
        queuedProcessorTotal += workload.processors(submitted);
        submitted++;
        if (queueWasEmpty) {
            allocate(now, Situation.SUBMISSION_TO_EMPTY_QUEUE);
        }
    }

    /** Allocates head jobs while the method finds a site (in situation (a) the queue is that one job). */
    private void allocate(long now, Situation situation) {
        while (started < submitted) {
            AllocationSnapshot snapshot = new AllocationSnapshot(speeds, freeProcessors, workload.processorsArray(),
                    situation, started, submitted, queuedProcessorTotal);
            int site = method.choose(snapshot);
            if (site < 0) {
                return;
            }
            start(started, site, now);
        }
    }

    private void start(int job, int site, long now) {
        int processors = workload.processors(job);
        if (site >= freeProcessors.length || freeProcessors[site] < processors) {
            throw new IllegalStateException(method.name() + " chose site " + site + " without room for job "
                    + workload.id(job));
        }
        freeProcessors[site] -= processors;
        siteOfJob[job] = site;
        startSeconds[job] = now;
        endSeconds[job] = now + AllocationReplay.runSecondsOnSite(workload.runtimeSeconds(job), loadFactor,
                speeds[site]);
        running.push(job);
        queuedProcessorTotal -= processors;
        started++;
    }

    private void sampleQueue() {
        queueLengthSum += submitted - started;
        queueSamples++;
    }

    private AllocationReplay.Result result() {
        long responseSum = 0;
        for (int job = 0; job < workload.size(); job++) {
            responseSum += endSeconds[job] - workload.submitSeconds(job);
        }
        int jobs = workload.size();
        return new AllocationReplay.Result(jobs == 0 ? 0 : (double) responseSum / jobs,
                queueSamples == 0 ? 0 : (double) queueLengthSum / queueSamples, jobs);
    }
}
