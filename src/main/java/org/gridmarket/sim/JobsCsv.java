package org.gridmarket.sim;

import java.nio.file.Path;
import java.util.List;
import org.gridmarket.core.metrics.JobMetrics;
import org.gridmarket.core.metrics.JobRecord;

/** Writes jobs.csv: one row per job in report order (submit time, id, site). Cost O(records). */
public final class JobsCsv {

    /** Column names, in order. */
    public static final List<String> HEADER = List.of("job_id", "site", "state", "submit_seconds", "start_seconds",
            "end_seconds", "processors", "estimate_seconds", "wait_seconds", "run_seconds", "response_seconds",
            "bounded_slowdown");

    private JobsCsv() {
    }

    public static void write(Path file, List<JobRecord> records) {
        CsvFiles.write(file, HEADER, records.stream().map(JobsCsv::row).toList());
    }

    private static List<Object> row(JobRecord record) {
        if (!record.ran()) {
            return List.of(record.jobId(), record.site(), record.state(), record.submitSeconds(), "", "",
                    record.processors(), record.estimateSeconds(), "", "", "", "");
        }
        return List.of(record.jobId(), record.site(), record.state(), record.submitSeconds(), record.startSeconds(),
                record.endSeconds(), record.processors(), record.estimateSeconds(), record.waitSeconds(),
                record.runSeconds(), record.responseSeconds(), JobMetrics.boundedSlowdown(record));
    }
}
