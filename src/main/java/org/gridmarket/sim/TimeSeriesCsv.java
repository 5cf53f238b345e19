package org.gridmarket.sim;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.metrics.TimeSeries;

/** Writes timeseries.csv: per bucket, its start, mean utilisation and mean queue length (the plotted data). */
public final class TimeSeriesCsv {

    private TimeSeriesCsv() {
    }

    public static void write(Path file, TimeSeries series) {
        List<List<Object>> rows = new ArrayList<>(series.buckets());
        for (int bucket = 0; bucket < series.buckets(); bucket++) {
            rows.add(List.of(series.startSeconds() + bucket * series.bucketSeconds(), series.bucketSeconds(),
                    series.utilisation()[bucket], series.queueLength()[bucket]));
        }
        CsvFiles.write(file, List.of("bucket_start_seconds", "bucket_seconds", "utilisation", "queue_length"), rows);
    }
}
