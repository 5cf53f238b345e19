package org.gridmarket.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
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
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader(HEADER.toArray(String[]::new))
                .setRecordSeparator('\n').get();
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
                CSVPrinter printer = new CSVPrinter(writer, format)) {
            for (JobRecord record : records) {
                printer.printRecord(row(record));
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + file, failure);
        }
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
