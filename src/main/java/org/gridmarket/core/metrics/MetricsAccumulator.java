package org.gridmarket.core.metrics;

import org.gridmarket.core.lrms.SiteJobState;

/**
 * {@link MetricsSummary#of} one record at a time: the same counts and the same floating-point sums, each
 * added in the order the records are given, so that records added in report order give a summary equal bit
 * for bit to {@code MetricsSummary.of} over the list of them. O(1) memory and O(1) a record.
 */
public final class MetricsAccumulator {

    private long jobs;
    private long completed;
    private long killed;
    private long rejected;
    private long ran;
    private double used;
    private double response;
    private double weightedResponse;
    private double weights;
    private double wait;
    private double boundedSlowdown;
    private long firstSubmit = Long.MAX_VALUE;
    private long lastEnd = Long.MIN_VALUE;

    public void add(ReplayedJob record) {
        jobs++;
        if (record.state() == SiteJobState.COMPLETED) {
            completed++;
        } else if (record.state() == SiteJobState.KILLED) {
            killed++;
        } else if (record.state() == SiteJobState.REJECTED) {
            rejected++;
        }
        if (!record.ran()) {
            return;
        }
        ran++;
        firstSubmit = Math.min(firstSubmit, record.submitSeconds());
        lastEnd = Math.max(lastEnd, record.endSeconds());
        used += record.processorSeconds();
        response += record.responseSeconds();
        weightedResponse += record.processorSeconds() * record.responseSeconds();
        weights += record.processorSeconds();
        wait += record.waitSeconds();
        boundedSlowdown += JobMetrics.boundedSlowdown(record);
    }

    /** The summary of the records added so far, as {@link MetricsSummary#of} computes it. */
    public MetricsSummary summary(String scope, long capacityProcessors) {
        long makespan = firstSubmit == Long.MAX_VALUE ? 0 : lastEnd - firstSubmit;
        double utilisation = makespan == 0 ? 0 : used / ((double) capacityProcessors * makespan);
        return new MetricsSummary(scope, capacityProcessors, jobs, completed, killed, rejected, utilisation,
                mean(response), weights == 0 ? 0 : weightedResponse / weights, mean(wait), mean(boundedSlowdown),
                makespan);
    }

    private double mean(double total) {
        return ran == 0 ? 0 : total / ran;
    }
}
