package org.gridmarket.core.metrics;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The formulas, each over a list of {@link ReplayedJob}s; jobs that did not run are ignored by every formula
 * except the counts. Each costs O(records). Empty inputs give 0.
 */
public final class JobMetrics {

    /** Lower bound on runtime in the bounded slowdown, in seconds. */
    public static final long SLOWDOWN_BOUND_SECONDS = 10;

    /** Report order: submit time, then job id, then site name. */
    public static final Comparator<ReplayedJob> REPORT_ORDER = Comparator.comparingLong(ReplayedJob::submitSeconds)
            .thenComparingLong(ReplayedJob::jobId).thenComparing(ReplayedJob::site);

    private JobMetrics() {
    }

    /** Seed 002 Eq. (1): ART = Σ (endTime_i − submitTime_i) / number of jobs. */
    public static double averageResponseTimeSeconds(List<ReplayedJob> records) {
        return meanOverJobsThatRan(records, ReplayedJob::responseSeconds);
    }

    /** Seed 000 Eq. (5): AWRT = Σ p_j m_j (c_j − s_j) / Σ p_j m_j, weighting each job by its processor-seconds. */
    public static double averageWeightedResponseTimeSeconds(List<ReplayedJob> records) {
        double weighted = 0;
        double weights = 0;
        for (ReplayedJob record : records) {
            if (record.ran()) {
                weighted += record.processorSeconds() * record.responseSeconds();
                weights += record.processorSeconds();
            }
        }
        return weights == 0 ? 0 : weighted / weights;
    }

    public static double averageWaitSeconds(List<ReplayedJob> records) {
        return meanOverJobsThatRan(records, ReplayedJob::waitSeconds);
    }

    /** Bounded slowdown of one job: max(1, (wait + run) / max(run, 10 s)). */
    public static double boundedSlowdown(ReplayedJob record) {
        double denominator = Math.max(record.runSeconds(), SLOWDOWN_BOUND_SECONDS);
        return Math.max(1, (record.waitSeconds() + record.runSeconds()) / denominator);
    }

    public static double averageBoundedSlowdown(List<ReplayedJob> records) {
        return meanOverJobsThatRan(records, JobMetrics::boundedSlowdown);
    }

    /** From the first submission to the last completion among jobs that ran. */
    public static long makespanSeconds(Iterable<ReplayedJob> records) {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (ReplayedJob record : records) {
            if (record.ran()) {
                first = Math.min(first, record.submitSeconds());
                last = Math.max(last, record.endSeconds());
            }
        }
        return first == Long.MAX_VALUE ? 0 : last - first;
    }

    /** Σ processors × run time / (capacity × makespan). */
    public static double utilisation(List<ReplayedJob> records, long capacityProcessors) {
        long makespan = makespanSeconds(records);
        double used = 0;
        for (ReplayedJob record : records) {
            if (record.ran()) {
                used += record.processorSeconds();
            }
        }
        return makespan == 0 ? 0 : used / ((double) capacityProcessors * makespan);
    }

    private static double meanOverJobsThatRan(List<ReplayedJob> records, ToDoubleFunction<ReplayedJob> value) {
        double total = 0;
        long count = 0;
        for (ReplayedJob record : records) {
            if (record.ran()) {
                total += value.applyAsDouble(record);
                count++;
            }
        }
        return count == 0 ? 0 : total / count;
    }
}
