package org.gridmarket.core.workload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The jobs a trace yields after filtering, with counts of what was dropped and why.
 *
 * @param jobs kept jobs, ordered by (submit time, id)
 * @param droppedByReason how many records each reason dropped
 * @param malformedLines the reader's skipped lines, carried along for reporting
 */
public record TraceJobs(List<Job> jobs, Map<DropReason, Long> droppedByReason, List<MalformedLine> malformedLines) {

    /** Orders jobs by submission, ties by id: the arrival order every scheduler and test relies on. */
    public static final Comparator<Job> ARRIVAL_ORDER =
            Comparator.comparingLong(Job::submitSeconds).thenComparingLong(Job::id);

    public TraceJobs {
        jobs = List.copyOf(jobs);
        droppedByReason = Collections.unmodifiableMap(new EnumMap<>(droppedByReason));
        malformedLines = List.copyOf(malformedLines);
    }

    /**
     * Converts a trace: records are filtered by {@code filter}, estimates taken from {@code estimateSource},
     * processors from the allocated count (the requested count when none was recorded), and every job is
     * tagged with {@code originSite}.
     */
    public static TraceJobs from(SwfTrace trace, TraceFilter filter, EstimateSource estimateSource,
            String originSite) {
        long firstSubmit = trace.records().stream().mapToLong(SwfRecord::submitSeconds).min().orElse(0);
        Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
        List<Job> jobs = new ArrayList<>();
        for (SwfRecord record : trace.records()) {
            DropReason reason = filter.reasonToDrop(record, firstSubmit);
            if (reason == null) {
                jobs.add(toJob(record, estimateSource, originSite));
            } else {
                dropped.merge(reason, 1L, Long::sum);
            }
        }
        jobs.sort(ARRIVAL_ORDER);
        return new TraceJobs(jobs, dropped, trace.malformedLines());
    }

    public long droppedCount() {
        return droppedByReason.values().stream().mapToLong(Long::longValue).sum();
    }

    static Job toJob(SwfRecord record, EstimateSource estimateSource, String originSite) {
        return Job.builder(record.jobNumber())
                .submitSeconds(record.submitSeconds())
                .processors(record.effectiveProcessors())
                .runtimeSeconds(record.runtimeSeconds())
                .estimateSeconds(estimateSource.estimateSeconds(record))
                .originSite(originSite)
                .queue(record.queueNumber())
                .partition(record.partitionNumber())
                .userId(record.userId())
                .build();
    }
}
