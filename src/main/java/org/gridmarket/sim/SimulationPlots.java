package org.gridmarket.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.metrics.TimeSeries;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws the run's plots with XChart, each as PNG and SVG: utilisation and queue length over time
 * ({@code utilisation.*}) and the waiting-time distribution as an empirical CDF ({@code waiting-time.*}).
 * Its chart builders and {@link #save} serve every experiment's plots too.
 */
public final class SimulationPlots {

    private static final int WIDTH_PIXELS = 900;
    private static final int HEIGHT_PIXELS = 500;
    /** The CDF is drawn through at most this many points, evenly spaced in rank. */
    private static final int CDF_POINTS = 500;

    private SimulationPlots() {
    }

    public static void write(Path directory, List<ReplayedJob> records, TimeSeries series, String title) {
        save(utilisationChart(series, title), directory.resolve("utilisation"));
        save(waitingTimeChart(records, title), directory.resolve("waiting-time"));
    }

    static XYChart utilisationChart(TimeSeries series, String title) {
        XYChart chart = lineChart("Utilisation and queue length — " + title, "days since first submission", "");
        double[] days = new double[series.buckets()];
        for (int index = 0; index < days.length; index++) {
            days[index] = index * (double) series.bucketSeconds() / 86_400;
        }
        addLine(chart, "utilisation", days, series.utilisation());
        addLine(chart, "queue length (jobs)", days, series.queueLength()).setYAxisGroup(1);
        chart.setYAxisGroupTitle(0, "utilisation");
        chart.setYAxisGroupTitle(1, "queue length (jobs)");
        chart.getStyler().setYAxisGroupPosition(1, Styler.YAxisPosition.Right);
        chart.getStyler().setXAxisDecimalPattern("0").setYAxisDecimalPattern("0.##");
        return chart;
    }

    static XYChart waitingTimeChart(List<ReplayedJob> records, String title) {
        double[] waits = records.stream().filter(ReplayedJob::ran).mapToDouble(ReplayedJob::waitSeconds).sorted()
                .toArray();
        XYChart chart = lineChart("Waiting-time distribution — " + title,
                "waiting time (minutes, log scale; waits under a minute drawn at 1)",
                "fraction of jobs waiting at most x");
        chart.getStyler().setXAxisLogarithmic(true).setYAxisDecimalPattern("0.0").setYAxisMin(0.0).setYAxisMax(1.0);
        if (waits.length == 0) {
            addLine(chart, "no job ran", new double[] {1}, new double[] {0});
            return chart;
        }
        int points = Math.min(CDF_POINTS, waits.length);
        double[] minutes = new double[points];
        double[] fraction = new double[points];
        for (int point = 0; point < points; point++) {
            int rank = (int) ((long) (point + 1) * waits.length / points) - 1;
            minutes[point] = Math.max(1, waits[rank] / 60);
            fraction[point] = (rank + 1) / (double) waits.length;
        }
        addLine(chart, "empirical CDF", minutes, fraction);
        return chart;
    }

    /** An empty line chart in the reports' size (900 × 500 pixels). */
    public static XYChart lineChart(String title, String xAxisTitle, String yAxisTitle) {
        return new XYChartBuilder().width(WIDTH_PIXELS).height(HEIGHT_PIXELS).title(title).xAxisTitle(xAxisTitle)
                .yAxisTitle(yAxisTitle).build();
    }

    /** An empty bar chart in the reports' size. */
    public static CategoryChart barChart(String title, String xAxisTitle, String yAxisTitle) {
        return new CategoryChartBuilder().width(WIDTH_PIXELS).height(HEIGHT_PIXELS).title(title)
                .xAxisTitle(xAxisTitle).yAxisTitle(yAxisTitle).build();
    }

    /** Adds a line without markers (copies the arrays: XChart keeps references). */
    public static XYSeries addLine(XYChart chart, String name, double[] x, double[] y) {
        XYSeries series = chart.addSeries(name, Arrays.copyOf(x, x.length), Arrays.copyOf(y, y.length));
        series.setMarker(SeriesMarkers.NONE);
        return series;
    }

    /** Saves {@code chart} as {@code <path>.png} and {@code <path>.svg}. */
    public static void save(Chart<?, ?> chart, Path pathWithoutExtension) {
        String base = pathWithoutExtension.toString();
        try {
            BitmapEncoder.saveBitmap(chart, base, BitmapEncoder.BitmapFormat.PNG);
            VectorGraphicsEncoder.saveVectorGraphic(chart, base, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write plot " + base, failure);
        }
    }
}
