package org.gridmarket.core.workload;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Writes Standard Workload Format files: header comments first ({@code ;} lines), then one line of 18
 * space-separated fields per record. Whole-number doubles are written without a decimal part, so a
 * trace read by {@link SwfReader} and written back keeps its values. Cost: O(records).
 */
public final class SwfWriter {

    private SwfWriter() {
    }

    /** Writes to a file, gzip-compressed when the name ends in {@code .gz}. */
    public static void write(Path path, List<String> headerLines, Iterable<SwfRecord> records) {
        try (OutputStream output = open(path)) {
            write(output, headerLines, records);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + path, failure);
        }
    }

    /** Writes to a stream (the caller closes it); {@code records} is walked once, so it may be produced lazily. */
    public static void write(OutputStream output, List<String> headerLines, Iterable<SwfRecord> records)
            throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8));
        for (String header : headerLines) {
            writer.write(';');
            writer.write(header);
            writer.write('\n');
        }
        for (SwfRecord record : records) {
            writer.write(format(record));
            writer.write('\n');
        }
        writer.flush();
    }

    /** One data line for a record. */
    public static String format(SwfRecord record) {
        return String.join(" ",
                Long.toString(record.jobNumber()), Long.toString(record.submitSeconds()),
                Long.toString(record.waitSeconds()), Long.toString(record.runtimeSeconds()),
                Integer.toString(record.allocatedProcessors()), number(record.averageCpuSeconds()),
                number(record.usedMemoryKilobytes()), Integer.toString(record.requestedProcessors()),
                Long.toString(record.requestedSeconds()), number(record.requestedMemoryKilobytes()),
                Integer.toString(record.status()), Integer.toString(record.userId()),
                Integer.toString(record.groupId()), Integer.toString(record.executableNumber()),
                Integer.toString(record.queueNumber()), Integer.toString(record.partitionNumber()),
                Long.toString(record.precedingJobNumber()), Long.toString(record.thinkTimeSeconds()));
    }

    private static String number(double value) {
        boolean whole = value == Math.rint(value) && Math.abs(value) < 1e15;
        return whole ? Long.toString((long) value) : Double.toString(value);
    }

    private static OutputStream open(Path path) throws IOException {
        OutputStream raw = Files.newOutputStream(path);
        return path.getFileName().toString().endsWith(".gz") ? new GZIPOutputStream(raw) : raw;
    }
}
