package org.gridmarket.sim;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.gridmarket.core.metrics.JobMetrics;
import org.gridmarket.core.metrics.ReplayedJob;

/**
 * Writes jobs.csv: one row per job in report order (submit time, id, site). Cost O(records), streamed through
 * one buffer. The bytes are those {@link CsvFiles} (Commons CSV, default format) writes: numbers print as
 * {@code toString} does and never need quotes; text cells (site, state) are rendered once per distinct value
 * by Commons CSV itself, so any quoting it applies is kept.
 */
public final class JobsCsv {

    /** Column names, in order. */
    public static final List<String> HEADER = List.of("job_id", "site", "state", "submit_seconds", "start_seconds",
            "end_seconds", "processors", "estimate_seconds", "wait_seconds", "run_seconds", "response_seconds",
            "bounded_slowdown");

    private static final int BUFFER_BYTES = 1 << 16;

    private JobsCsv() {
    }

    public static void write(Path file, List<ReplayedJob> records) {
        try (Rows rows = new Rows(file)) {
            records.forEach(rows::accept);
        }
    }

    /**
     * jobs.csv written a row at a time, as {@link #write} writes it: the header on opening, one row per
     * {@link #accept} (the caller gives the records in report order), the file complete on {@link #close}.
     */
    public static final class Rows implements Consumer<ReplayedJob>, AutoCloseable {

        private final Path file;
        private final Writer writer;
        private final Map<String, String> cells = new HashMap<>();
        private final StringBuilder row = new StringBuilder(128);

        public Rows(Path file) {
            this.file = file;
            try {
                writer = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(file),
                        StandardCharsets.UTF_8), BUFFER_BYTES);
                writer.write(String.join(",", HEADER));
                writer.write('\n');
            } catch (IOException failure) {
                throw new UncheckedIOException("cannot write " + file, failure);
            }
        }

        @Override
        public void accept(ReplayedJob record) {
            row.setLength(0);
            appendRow(row, record, cells);
            try {
                writer.append(row);
            } catch (IOException failure) {
                throw new UncheckedIOException("cannot write " + file, failure);
            }
        }

        @Override
        public void close() {
            try {
                writer.close();
            } catch (IOException failure) {
                throw new UncheckedIOException("cannot write " + file, failure);
            }
        }
    }

    private static void appendRow(StringBuilder row, ReplayedJob record, Map<String, String> cells) {
        row.append(record.jobId()).append(',').append(text(record.site(), cells)).append(',')
                .append(text(record.state().toString(), cells)).append(',').append(record.submitSeconds())
                .append(',');
        if (record.ran()) {
            row.append(record.startSeconds()).append(',').append(record.endSeconds());
        } else {
            row.append(',');
        }
        row.append(',').append(record.processors()).append(',').append(record.estimateSeconds()).append(',');
        if (record.ran()) {
            row.append(record.waitSeconds()).append(',').append(record.runSeconds()).append(',')
                    .append(record.responseSeconds()).append(',').append(JobMetrics.boundedSlowdown(record));
        } else {
            row.append(",,,");
        }
        row.append('\n');
    }

    /** A text cell in the middle of a row, exactly as Commons CSV prints it there. */
    private static String text(String value, Map<String, String> cells) {
        return cells.computeIfAbsent(value, JobsCsv::renderMiddleCell);
    }

    private static String renderMiddleCell(String value) {
        StringBuilder rendered = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(rendered, CSVFormat.DEFAULT)) {
            printer.print("");
            printer.print(value);
        } catch (IOException cannotHappen) {
            throw new UncheckedIOException(cannotHappen);
        }
        return rendered.substring(rendered.indexOf(",") + 1);
    }
}
