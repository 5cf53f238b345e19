package org.gridmarket.app.experiments.service;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.gridmarket.sim.ChartSpec;

/**
 * charts.json of a trace replay, from what {@code simulate} wrote: utilisation and queue length over time
 * ({@code timeseries.csv}), and the distributions of waiting time and bounded slowdown over the jobs that ran
 * ({@code jobs.csv}) as empirical CDFs through at most {@value #CDF_POINTS} points, evenly spaced in rank (as the
 * CLI's waiting-time plot draws them).
 */
final class ReplayCharts {
    static final int CDF_POINTS = 500;
    private static final double SECONDS_PER_DAY = 86_400;

    private ReplayCharts() {
    }

    static void write(Path out, ObjectMapper json) throws IOException {
        List<ChartSpec> charts = new ArrayList<>();
        Path series = out.resolve("timeseries.csv");
        if (Files.isRegularFile(series)) {
            List<Object> days = new ArrayList<>();
            List<Double> utilisation = new ArrayList<>();
            List<Double> queue = new ArrayList<>();
            for (CSVRecord row : rows(series)) {
                days.add(Double.parseDouble(row.get("bucket_start_seconds")) / SECONDS_PER_DAY);
                utilisation.add(Double.parseDouble(row.get("utilisation")));
                queue.add(Double.parseDouble(row.get("queue_length")));
            }
            charts.add(new ChartSpec("utilisation", "Utilisation over time", "days since first submission",
                    "utilisation", "line", List.of(new ChartSpec.Series("utilisation", days, utilisation))));
            charts.add(new ChartSpec("queue-length", "Queue length over time", "days since first submission",
                    "jobs waiting", "line", List.of(new ChartSpec.Series("queue length", days, queue))));
        }
        Path jobs = out.resolve("jobs.csv");
        if (Files.isRegularFile(jobs)) {
            List<Double> waitsMinutes = new ArrayList<>();
            List<Double> slowdowns = new ArrayList<>();
            for (CSVRecord row : rows(jobs)) {
                String wait = row.get("wait_seconds");
                String slowdown = row.get("bounded_slowdown");
                if (!wait.isEmpty() && !slowdown.isEmpty()) {
                    waitsMinutes.add(Double.parseDouble(wait) / 60);
                    slowdowns.add(Double.parseDouble(slowdown));
                }
            }
            charts.add(cdf("waiting-time", "Waiting-time distribution", "waiting time (minutes)", waitsMinutes));
            charts.add(cdf("bounded-slowdown", "Bounded-slowdown distribution", "bounded slowdown", slowdowns));
        }
        json.writerWithDefaultPrettyPrinter().writeValue(out.resolve(ChartSpec.FILE).toFile(), charts);
    }

    /** An empirical CDF: the k-th of {@code points} points is the value at rank ⌈k n / points⌉ and its fraction. */
    static ChartSpec cdf(String id, String title, String xLabel, List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int points = Math.min(CDF_POINTS, sorted.length);
        List<Object> x = new ArrayList<>(points);
        List<Double> y = new ArrayList<>(points);
        for (int point = 0; point < points; point++) {
            int rank = (int) ((long) (point + 1) * sorted.length / points) - 1;
            x.add(sorted[rank]);
            y.add((rank + 1) / (double) sorted.length);
        }
        return new ChartSpec(id, title, xLabel, "fraction of jobs at most x", "line",
                List.of(new ChartSpec.Series("empirical CDF", x, y)));
    }

    private static List<CSVRecord> rows(Path file) throws IOException {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader)
                    .getRecords();
        }
    }
}
