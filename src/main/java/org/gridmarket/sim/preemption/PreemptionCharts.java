package org.gridmarket.sim.preemption;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.sim.PlottedCharts;
import org.gridmarket.sim.SimulationPlots;
import org.gridmarket.sim.Estimate;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Seed 001 Figs. 6–8 (utilisation, preemptions, best-effort makespan) and the local rejection behind Table I, one
 * chart per sweep (a: BE, b: DC, c: locals), PNG and SVG: one line per policy with its 95 % interval as error bars.
 */
final class PreemptionCharts {

    /** File prefix, title and metric of each figure; the sweep's letter and key complete the file name. */
    record Figure(String prefix, String title, PreemptionMeasure metric) {
    }

    static final List<Figure> FIGURES = List.of(
            new Figure("fig6", "Fig. 6: resource utilisation", PreemptionMeasure.UTILISATION),
            new Figure("fig7", "Fig. 7: lease preemptions", PreemptionMeasure.PREEMPTIONS),
            new Figure("fig8", "Fig. 8: average best-effort makespan", PreemptionMeasure.BE_MAKESPAN),
            new Figure("table1", "Table I's basis: local requests rejected", PreemptionMeasure.LOCAL_REJECTION));

    private PreemptionCharts() {
    }

    static String file(Figure figure, Sweep sweep) {
        return figure.prefix() + letter(sweep) + "-" + sweep.key();
    }

    /** Writes the figures and charts.json (the same charts as data). */
    static void writeAll(Path directory, PreemptionExperiment.Results results) {
        PlottedCharts plotted = new PlottedCharts(directory);
        for (Figure figure : FIGURES) {
            for (Sweep sweep : results.bySweep().keySet()) {
                plotted.save(chart(figure, sweep, results), directory.resolve(file(figure, sweep)));
            }
        }
        plotted.writeJson();
    }

    private static char letter(Sweep sweep) {
        return (char) ('a' + sweep.ordinal());
    }

    private static XYChart chart(Figure figure, Sweep sweep, PreemptionExperiment.Results results) {
        XYChart chart = SimulationPlots.lineChart(figure.title() + " (" + letter(sweep) + ") — seed 001 §7.3, ours",
                sweep.axisTitle(), figure.metric().axisTitle());
        chart.getStyler().setXAxisDecimalPattern("0").setYAxisDecimalPattern("#,##0.#");
        List<Integer> points = results.points(sweep);
        for (String policy : PreemptionExperiment.POLICIES) {
            if (policy.equals("NOP") && figure.metric() != PreemptionMeasure.LOCAL_REJECTION
                    && figure.metric() != PreemptionMeasure.UTILISATION) {
                continue; // NOP never preempts: its preemptions are 0 and the paper plots only the three policies
            }
            List<double[]> rows = new ArrayList<>();
            for (int point : points) {
                Estimate estimate = results.get(sweep, point, policy, figure.metric());
                if (Double.isFinite(estimate.mean())) {
                    rows.add(new double[] {point, estimate.mean(),
                            Double.isFinite(estimate.ci95()) ? estimate.ci95() : 0});
                }
            }
            if (rows.isEmpty()) {
                rows.add(new double[] {points.get(0), 0, 0}); // XChart needs a point; the report says "n/a"
            }
            XYSeries series = chart.addSeries(policy, column(rows, 0), column(rows, 1), column(rows, 2));
            series.setMarker(SeriesMarkers.CIRCLE);
        }
        return chart;
    }

    private static double[] column(List<double[]> rows, int column) {
        return rows.stream().mapToDouble(row -> row[column]).toArray();
    }
}
