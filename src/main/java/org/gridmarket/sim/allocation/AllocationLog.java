package org.gridmarket.sim.allocation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.allocation.AllocationReplay.QueuedJob;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.MalformedLine;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Seed 002 §5.1: the SDSC-SP2 log as the workload of a five-site grid. Records that ran ({@link
 * TraceFilter#keepAllThatRan()}: runtime &gt; 0 and processors &gt; 0) become jobs; queue q is site q of Table 6,
 * whose sizes are each queue's largest request (8, 128, 128, 128, 50). Jobs keep the log's arrival order.
 *
 * @param source the trace file's name (or a test's label)
 * @param jobs the jobs, by submission
 * @param malformedLines lines the reader could not parse, with their numbers
 */
public record AllocationLog(String source, List<Job> jobs, List<MalformedLine> malformedLines) {

    public static final String TRACE_FILE = "SDSC-SP2-1998-4.2-cln.swf.gz";
    /** Table 6: processors of sites 1..5. */
    private static final int[] SITE_PROCESSORS = {8, 128, 128, 128, 50};
    /** Eq. 20's denominator: the largest site. */
    public static final int LARGEST_SITE = 128;

    public AllocationLog {
        jobs = List.copyOf(jobs);
        malformedLines = List.copyOf(malformedLines);
        for (Job job : jobs) {
            siteOf(job.queue());
        }
    }

    /** Reads and filters the log; a job in a queue outside 1..5 is an error (the grid has five sites). */
    public static AllocationLog load(Path traceFile) {
        TraceJobs traceJobs = TraceJobs.from(SwfReader.read(traceFile), TraceFilter.keepAllThatRan(),
                EstimateSource.ACTUAL_RUNTIME, "SDSC-SP2");
        return new AllocationLog(traceFile.getFileName().toString(), traceJobs.jobs(), traceJobs.malformedLines());
    }

    /** Table 6: processors per site, a fresh copy. */
    public static int[] siteProcessors() {
        return SITE_PROCESSORS.clone();
    }

    /** Site index (0-based) of SDSC-SP2 queue {@code queue} (1..5): queue q is site q. */
    public static int siteOf(int queue) {
        if (queue < 1 || queue > SITE_PROCESSORS.length) {
            throw new IllegalArgumentException("seed 002 maps queues 1.." + SITE_PROCESSORS.length
                    + " to sites; a job is in queue " + queue);
        }
        return queue - 1;
    }

    /** Table 5: one row per queue (1..5), then the total. */
    public List<QueueStatistics> table5() {
        List<QueueStatistics> rows = new ArrayList<>();
        for (int queue = 1; queue <= SITE_PROCESSORS.length; queue++) {
            int wanted = queue;
            rows.add(QueueStatistics.of("queue " + queue, jobs.stream().filter(job -> job.queue() == wanted)
                    .toList()));
        }
        rows.add(QueueStatistics.of("total", jobs));
        return rows;
    }

    /**
     * Table 5's columns for a set of jobs: count, largest and mean runtime (s), largest and mean request.
     */
    public record QueueStatistics(String label, int jobs, long maximumRuntimeSeconds, double meanRuntimeSeconds,
                                  int maximumProcessors, double meanProcessors) {

        static QueueStatistics of(String label, List<Job> jobs) {
            return new QueueStatistics(label, jobs.size(),
                    jobs.stream().mapToLong(Job::runtimeSeconds).max().orElse(0),
                    jobs.stream().mapToLong(Job::runtimeSeconds).average().orElse(Double.NaN),
                    jobs.stream().mapToInt(Job::processors).max().orElse(0),
                    jobs.stream().mapToInt(Job::processors).average().orElse(Double.NaN));
        }
    }

    /** The jobs at RC = {@code rcPercent} (Eq. 20), as the replay's queued jobs, numbered 1, 2, … */
    public List<QueuedJob> queuedJobs(int rcPercent) {
        return ResourceConfiguration.split(jobs, rcPercent);
    }
}
