package org.gridmarket.sim.allocation;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.allocation.AllocationReplay.QueuedJob;
import org.gridmarket.core.workload.Job;

/**
 * Seed 002 Eq. (20) and Table 8: resource configuration RC = max NRP / max NP. The sites stay Table 6's; a job
 * asking for more than 128 · RC processors is cut into pieces of 128 · RC and one of the rest, each a job with the
 * same submission time and runtime, consecutive in the queue (§5.1: at RC = 25 % a job of 100 becomes 32, 32, 32
 * and 4).
 */
public final class ResourceConfiguration {

    public static final List<Integer> TABLE_7_PERCENTS = List.of(100, 75, 50, 25);

    private ResourceConfiguration() {
    }

    /** Largest piece at {@code rcPercent}: 128 · RC. */
    public static int largestPiece(int rcPercent) {
        if (rcPercent < 1 || rcPercent > 100) {
            throw new IllegalArgumentException("RC must be 1..100 %, got " + rcPercent);
        }
        return Math.max(1, AllocationLog.LARGEST_SITE * rcPercent / 100);
    }

    /** The jobs cut at {@code rcPercent}, in their order, renumbered 1, 2, … */
    public static List<QueuedJob> split(List<Job> jobs, int rcPercent) {
        int piece = largestPiece(rcPercent);
        List<QueuedJob> pieces = new ArrayList<>(jobs.size() + jobs.size() / 8);
        for (Job job : jobs) {
            int remaining = job.processors();
            while (remaining > 0) {
                int processors = Math.min(piece, remaining);
                pieces.add(new QueuedJob(pieces.size() + 1L, job.submitSeconds(), processors, job.runtimeSeconds()));
                remaining -= processors;
            }
        }
        return pieces;
    }

    /** Table 8's row for a split workload: job count, largest and mean request. */
    public record Row(int rcPercent, int jobs, int maximumProcessors, double meanProcessors) {

        static Row of(int rcPercent, List<QueuedJob> jobs) {
            return new Row(rcPercent, jobs.size(), jobs.stream().mapToInt(QueuedJob::processors).max().orElse(0),
                    jobs.stream().mapToInt(QueuedJob::processors).average().orElse(Double.NaN));
        }
    }
}
