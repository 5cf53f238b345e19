package org.gridmarket.core.metrics;

/**
 * Utilisation and queue length over time, averaged over equal buckets. Built from job records after the run,
 * so the event loop carries no instrumentation.
 *
 * @param startSeconds start of the first bucket
 * @param bucketSeconds width of each bucket
 * @param utilisation busy processor-seconds / (capacity × bucket width), per bucket
 * @param queueLength time-averaged number of waiting jobs, per bucket
 */
public record TimeSeries(long startSeconds, long bucketSeconds, double[] utilisation, double[] queueLength) {

    /** Upper bound on buckets, so plots and memory stay small whatever the trace. */
    public static final int MAXIMUM_BUCKETS = 2000;

    /**
     * Buckets of at least an hour covering the records' makespan. Cost O(Σ buckets each job spans); the records
     * are iterated three times (the first submission, the makespan, the buckets), so they may be read back
     * from a file instead of held.
     */
    public static TimeSeries of(Iterable<ReplayedJob> records, long capacityProcessors) {
        long start = Long.MAX_VALUE;
        for (ReplayedJob record : records) {
            if (record.ran()) {
                start = Math.min(start, record.submitSeconds());
            }
        }
        start = start == Long.MAX_VALUE ? 0 : start;
        long makespan = Math.max(1, JobMetrics.makespanSeconds(records));
        long bucket = Math.max(3600, (makespan + MAXIMUM_BUCKETS - 1) / MAXIMUM_BUCKETS);
        int buckets = (int) ((makespan + bucket - 1) / bucket);
        double[] busy = new double[buckets];
        double[] queued = new double[buckets];
        for (ReplayedJob record : records) {
            if (record.ran()) {
                spread(busy, start, bucket, record.startSeconds(), record.endSeconds(), record.processors());
                spread(queued, start, bucket, record.submitSeconds(), record.startSeconds(), 1);
            }
        }
        for (int index = 0; index < buckets; index++) {
            busy[index] /= (double) capacityProcessors * bucket;
            queued[index] /= bucket;
        }
        return new TimeSeries(start, bucket, busy, queued);
    }

    public int buckets() {
        return utilisation.length;
    }

    /** Adds weight × overlap of [from, to) with each bucket. */
    private static void spread(double[] totals, long start, long bucket, long from, long to, double weight) {
        for (long time = from; time < to; ) {
            int index = (int) ((time - start) / bucket);
            long bucketEnd = start + (index + 1) * bucket;
            long until = Math.min(to, bucketEnd);
            if (index < totals.length) {
                totals[index] += weight * (until - time);
            }
            time = until;
        }
    }
}
