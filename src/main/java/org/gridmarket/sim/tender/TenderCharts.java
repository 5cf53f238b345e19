package org.gridmarket.sim.tender;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntToDoubleFunction;
import org.gridmarket.sim.PlottedCharts;
import org.gridmarket.sim.SimulationPlots;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Seed 003 Figs. 1(a–c) and 2(a–c), each as PNG and SVG: one line per series over λ with its 95 % interval as
 * error bars, the paper's quoted values as unjoined markers, and on Fig. 1(a) the background load, on Fig. 1(b)
 * the work-conservation bound (Ambiguity 3).
 */
final class TenderCharts {

    /** File name (without extension), title and metric of each figure. */
    record Figure(String file, String title, TenderMeasure metric) {
    }

    static final List<Figure> FIGURES = List.of(
            new Figure("fig1a-load", "Fig. 1(a): average cluster load", TenderMeasure.LOAD),
            new Figure("fig1b-rejected", "Fig. 1(b): rejected external tasks", TenderMeasure.REJECTED),
            new Figure("fig1c-cost", "Fig. 1(c): computation cost per scheduled task", TenderMeasure.COST),
            new Figure("fig2a-utility", "Fig. 2(a): utility per submitted task", TenderMeasure.UTILITY),
            new Figure("fig2b-penalty", "Fig. 2(b): penalty per submitted task", TenderMeasure.PENALTY),
            new Figure("fig2c-tardiness", "Fig. 2(c): tardiness per scheduled task", TenderMeasure.TARDINESS));

    private TenderCharts() {
    }

    /** Writes the figures and charts.json (the same charts as data). */
    static void writeAll(Path directory, TenderExperiment.Results results) {
        PlottedCharts plotted = new PlottedCharts(directory);
        for (Figure figure : FIGURES) {
            plotted.save(chart(figure, results), directory.resolve(figure.file()));
        }
        plotted.writeJson();
    }

    private static XYChart chart(Figure figure, TenderExperiment.Results results) {
        XYChart chart = SimulationPlots.lineChart(figure.title() + " — seed 003 §5.3, ours beside the paper's",
                "arrival rate λ (tasks per time unit)", figure.metric().axisTitle());
        chart.getStyler().setXAxisDecimalPattern("0").setYAxisDecimalPattern("0.#");
        List<Integer> lambdas = new ArrayList<>(results.byLambda().keySet());
        for (Series series : Series.values()) {
            line(chart, series.label(), lambdas,
                    index -> results.get(lambdas.get(index), series, figure.metric()).mean(),
                    index -> results.get(lambdas.get(index), series, figure.metric()).ci95());
        }
        if (figure.metric() == TenderMeasure.LOAD) {
            line(chart, "background (ECO1 runs)", lambdas,
                    index -> results.get(lambdas.get(index), Series.ECO1, TenderMeasure.BACKGROUND_LOAD).mean(),
                    index -> results.get(lambdas.get(index), Series.ECO1, TenderMeasure.BACKGROUND_LOAD).ci95())
                    .setLineStyle(SeriesLines.DASH_DASH);
        }
        if (figure.metric() == TenderMeasure.REJECTED) {
            XYSeries bound = line(chart, "bound: 1 − (1 − 0.1125λ)/(0.1375λ) (Ambiguity 3)", lambdas,
                    index -> 100 * TenderPaperValues.minimumRejectedFraction(lambdas.get(index)), index -> 0);
            bound.setLineStyle(SeriesLines.DOT_DOT);
            bound.setMarker(SeriesMarkers.NONE);
        }
        for (TenderPaperValues.Value value : TenderPaperValues.VALUES) {
            if (value.metric() == figure.metric()) {
                paperMarkers(chart, value, lambdas);
            }
        }
        return chart;
    }

    /** A line through the finite means, with their finite half-widths as error bars. */
    private static XYSeries line(XYChart chart, String name, List<Integer> lambdas, IntToDoubleFunction mean,
            IntToDoubleFunction halfWidth) {
        List<double[]> points = new ArrayList<>();
        for (int index = 0; index < lambdas.size(); index++) {
            double y = mean.applyAsDouble(index);
            double error = halfWidth.applyAsDouble(index);
            if (Double.isFinite(y)) {
                points.add(new double[] {lambdas.get(index), y, Double.isFinite(error) ? error : 0});
            }
        }
        if (points.isEmpty()) {
            points.add(new double[] {lambdas.get(0), 0, 0}); // XChart needs a point; the report says "n/a"
        }
        XYSeries series = chart.addSeries(name, column(points, 0), column(points, 1), column(points, 2));
        series.setMarker(SeriesMarkers.CIRCLE);
        return series;
    }

    private static void paperMarkers(XYChart chart, TenderPaperValues.Value value, List<Integer> lambdas) {
        double[] x = lambdas.stream().filter(value::covers).mapToDouble(Integer::doubleValue).toArray();
        if (x.length == 0) {
            return;
        }
        double[] y = new double[x.length];
        Arrays.fill(y, value.value());
        String range = value.fromLambda() == value.toLambda() ? "λ = " + value.fromLambda()
                : "λ " + value.fromLambda() + "–" + value.toLambda();
        XYSeries series = SimulationPlots.addLine(chart, String.format(Locale.ROOT, "paper: %s %s %s (%s)",
                value.series(), value.relation(), Double.toString(value.value()).replaceAll("\\.0$", ""), range), x, y);
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        series.setMarkerColor(Color.BLACK);
        series.setMarker(value.relation().equals("≈") ? SeriesMarkers.DIAMOND
                : value.relation().startsWith("<") || value.relation().startsWith("≤") ? SeriesMarkers.TRIANGLE_DOWN
                : SeriesMarkers.TRIANGLE_UP);
    }

    private static double[] column(List<double[]> points, int column) {
        return points.stream().mapToDouble(point -> point[column]).toArray();
    }
}
