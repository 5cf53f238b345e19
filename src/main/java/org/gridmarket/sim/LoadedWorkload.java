package org.gridmarket.sim;

import java.util.List;
import java.util.Map;
import org.gridmarket.core.workload.DropReason;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.MalformedLine;

/**
 * Jobs ready to replay plus what loading them skipped.
 *
 * @param description what was loaded, e.g. the trace's file name or {@code lublin99:1000}
 * @param jobs jobs in arrival order
 * @param recordsRead data records read (0 for generated workloads)
 * @param droppedByReason records the filter dropped, by reason
 * @param malformedLines lines the reader skipped
 */
public record LoadedWorkload(
        String description,
        List<Job> jobs,
        long recordsRead,
        Map<DropReason, Long> droppedByReason,
        List<MalformedLine> malformedLines) {

    public LoadedWorkload {
        jobs = List.copyOf(jobs);
        droppedByReason = Map.copyOf(droppedByReason);
        malformedLines = List.copyOf(malformedLines);
    }
}
