package org.gridmarket.sim;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * One chart as data: what an XChart plot draws (its title, axis titles and each series' points), read from the
 * chart itself, so that {@code charts.json} (for the browser, issue 35 A3) and the PNG/SVG files cannot disagree.
 * {@code kind} is line, scatter or bar; a bar chart's x values are its categories (strings or numbers).
 */
public record ChartSpec(String id, String title, String xLabel, String yLabel, String kind, List<Series> series) {

    /** The file every run that plots writes its charts into. */
    public static final String FILE = "charts.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public ChartSpec {
        series = List.copyOf(series);
    }

    /** One series: x (numbers, or category names) and y, the same length. Non-finite y values are written null. */
    public record Series(String name, List<Object> x, List<Double> y) {
    }

    /** The data {@code chart} draws, under {@code id} (the plot's file name without extension). */
    public static ChartSpec of(String id, Chart<?, ?> chart) {
        String yLabel = chart.getYAxisTitle();
        if ((yLabel == null || yLabel.isEmpty()) && chart instanceof XYChart xy) {
            yLabel = xy.getYAxisGroupTitle(0);
        }
        List<Series> series = new ArrayList<>();
        String kind = "line";
        if (chart instanceof XYChart xy) {
            boolean allScatter = !xy.getSeriesMap().isEmpty();
            for (XYSeries one : xy.getSeriesMap().values()) {
                series.add(new Series(one.getName(), Arrays.stream(one.getXData()).boxed().map(Object.class::cast)
                        .toList(), finite(Arrays.stream(one.getYData()).boxed().toList())));
                allScatter &= one.getXYSeriesRenderStyle() == XYSeries.XYSeriesRenderStyle.Scatter;
            }
            kind = allScatter ? "scatter" : "line";
        } else if (chart instanceof CategoryChart categories) {
            for (CategorySeries one : categories.getSeriesMap().values()) {
                series.add(new Series(one.getName(), List.copyOf(one.getXData()), finite(one.getYData().stream()
                        .map(value -> value == null ? Double.NaN : value.doubleValue()).toList())));
            }
            kind = "bar";
        } else {
            throw new IllegalArgumentException("charts.json knows XY and category charts, not "
                    + chart.getClass().getSimpleName());
        }
        return new ChartSpec(id, chart.getTitle(), chart.getXAxisTitle(), yLabel == null ? "" : yLabel, kind, series);
    }

    private static List<Double> finite(List<Double> values) {
        return values.stream().map(value -> value != null && Double.isFinite(value) ? value : null).toList();
    }

    /** Writes {@code charts} as {@code directory/charts.json}. */
    public static void write(Path directory, List<ChartSpec> charts) {
        try {
            JSON.writeValue(directory.resolve(FILE).toFile(), charts);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + directory.resolve(FILE), failure);
        }
    }
}
