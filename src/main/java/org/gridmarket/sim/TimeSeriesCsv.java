package org.gridmarket.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.gridmarket.core.metrics.TimeSeries;

/** Writes timeseries.csv: per bucket, its start, mean utilisation and mean queue length (the plotted data). */
public final class TimeSeriesCsv {

    private TimeSeriesCsv() {
    }

    public static void write(Path file, TimeSeries series) {
        CSVFormat format = CSVFormat.DEFAULT.builder()
                .setHeader("bucket_start_seconds", "bucket_seconds", "utilisation", "queue_length")
                .setRecordSeparator('\n').get();
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
                CSVPrinter printer = new CSVPrinter(writer, format)) {
            for (int bucket = 0; bucket < series.buckets(); bucket++) {
                printer.printRecord(series.startSeconds() + bucket * series.bucketSeconds(), series.bucketSeconds(),
                        series.utilisation()[bucket], series.queueLength()[bucket]);
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + file, failure);
        }
    }
}
