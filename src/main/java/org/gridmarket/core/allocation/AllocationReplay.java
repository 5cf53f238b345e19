package org.gridmarket.core.allocation;

import java.util.List;
import java.util.Objects;

/**
 * A fast event-driven replay of seed 002 §4.1 (Table 2): homogeneous sites as free-processor counters, one
 * FCFS queue, no reservations, no backfilling; a job runs whole on one site for ⌈runtime · SL / speed_j⌉ s.
 * The system loading SL (§5.1's load vector, all entries equal) is applied here, by {@code loadFactor}; the
 * caller passes runtimes as logged. Every job ending at t is released before deciding at t. See {@link
 * ReplayRun} for the steps of one event.
 *
 * <p>Cost: O(n log n) plus the decisions, with O(n) primitive arrays and one small snapshot per decision.
 * A prepared {@link Workload} can be replayed any number of times, from any number of threads.
 */
public final class AllocationReplay {

    /** Run times within this many seconds above an integer round down to it, so 10 · 1.1 s is 11 s, not 12. */
    private static final double ROUNDING_SLACK_SECONDS = 1e-9;

    private AllocationReplay() {
    }

    /**
     * One job of the log.
     *
     * @param runtimeSeconds run time on a site of speed 1 at SL 1, &gt; 0
     */
    public record QueuedJob(long id, long submitSeconds, int processors, long runtimeSeconds) {

        public QueuedJob {
            if (submitSeconds < 0 || processors <= 0 || runtimeSeconds <= 0) {
                throw new IllegalArgumentException("job " + id + " needs submit ≥ 0, processors > 0, runtime > 0");
            }
        }
    }

    /**
     * @param averageResponseSeconds ART, seed 002 Eq. (1): Σ (end − submit) / jobs
     * @param meanQueueLength mean |WQ| over all submit and finish events, sampled before allocating (issue 22,
     *     Ambiguity 1)
     */
    public record Result(double averageResponseSeconds, double meanQueueLength, int jobs) {
    }

    /** A replay's outcome per job (indices as in the workload), for tests and detailed reports. */
    public record Schedule(Result result, int[] siteOfJob, long[] startSeconds, long[] endSeconds) {
    }

    /** A job list as primitive arrays, checked once: submit times non-decreasing. Immutable. */
    public static final class Workload {

        private final long[] ids;
        private final long[] submitSeconds;
        private final int[] processors;
        private final long[] runtimeSeconds;
        private final int maximumProcessors;

        private Workload(List<QueuedJob> jobsBySubmit) {
            int jobs = jobsBySubmit.size();
            ids = new long[jobs];
            submitSeconds = new long[jobs];
            processors = new int[jobs];
            runtimeSeconds = new long[jobs];
            int widest = 0;
            for (int index = 0; index < jobs; index++) {
                QueuedJob job = Objects.requireNonNull(jobsBySubmit.get(index), "job");
                if (index > 0 && job.submitSeconds() < submitSeconds[index - 1]) {
                    throw new IllegalArgumentException("jobs must be in submission order; job " + job.id()
                            + " is out of order");
                }
                ids[index] = job.id();
                submitSeconds[index] = job.submitSeconds();
                processors[index] = job.processors();
                runtimeSeconds[index] = job.runtimeSeconds();
                widest = Math.max(widest, job.processors());
            }
            maximumProcessors = widest;
        }

        public static Workload of(List<QueuedJob> jobsBySubmit) {
            return new Workload(Objects.requireNonNull(jobsBySubmit, "jobsBySubmit"));
        }

        public int size() {
            return ids.length;
        }

        public int maximumProcessors() {
            return maximumProcessors;
        }

        long id(int job) {
            return ids[job];
        }

        long submitSeconds(int job) {
            return submitSeconds[job];
        }

        int processors(int job) {
            return processors[job];
        }

        long runtimeSeconds(int job) {
            return runtimeSeconds[job];
        }

        /** Shared with snapshots; never written after construction. */
        int[] processorsArray() {
            return processors;
        }
    }

    /** Replays at SL 1 (runtimes as logged). */
    public static Result run(int[] siteProcessors, double[] speeds, List<QueuedJob> jobsBySubmit,
            AllocationMethod method) {
        return run(siteProcessors, speeds, Workload.of(jobsBySubmit), method, 1);
    }

    /** Replays with every runtime multiplied by {@code loadFactor} (SL, §5.1) before dividing by the speed. */
    public static Result run(int[] siteProcessors, double[] speeds, Workload workload, AllocationMethod method,
            double loadFactor) {
        return schedule(siteProcessors, speeds, workload, method, loadFactor).result();
    }

    /** As {@link #run(int[], double[], Workload, AllocationMethod, double)}, with each job's site and times. */
    public static Schedule schedule(int[] siteProcessors, double[] speeds, Workload workload, AllocationMethod method,
            double loadFactor) {
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(method, "method");
        requireSites(siteProcessors, speeds, workload);
        if (!(loadFactor > 0) || Double.isInfinite(loadFactor)) {
            throw new IllegalArgumentException("load factor must be positive and finite, was " + loadFactor);
        }
        return new ReplayRun(siteProcessors, speeds, workload, method, loadFactor).run();
    }

    /** ⌈runtime · SL / speed⌉, at least 1 s. */
    static long runSecondsOnSite(long runtimeSeconds, double loadFactor, double speed) {
        double seconds = runtimeSeconds * loadFactor / speed;
        return Math.max(1, (long) Math.ceil(seconds - ROUNDING_SLACK_SECONDS));
    }

    private static void requireSites(int[] siteProcessors, double[] speeds, Workload workload) {
        Objects.requireNonNull(siteProcessors, "siteProcessors");
        Objects.requireNonNull(speeds, "speeds");
        if (siteProcessors.length == 0 || siteProcessors.length != speeds.length) {
            throw new IllegalArgumentException("need one size and one speed per site, at least one site");
        }
        int largest = 0;
        for (int j = 0; j < siteProcessors.length; j++) {
            if (siteProcessors[j] <= 0 || !(speeds[j] > 0) || Double.isInfinite(speeds[j])) {
                throw new IllegalArgumentException("site " + j + " needs processors > 0 and a positive finite speed");
            }
            largest = Math.max(largest, siteProcessors[j]);
        }
        if (workload.maximumProcessors() > largest) {
            throw new IllegalArgumentException("a job needs " + workload.maximumProcessors()
                    + " processors, more than the largest site's " + largest + "; it would block the queue forever");
        }
    }
}
