package org.gridmarket.sim.allocation;

import java.nio.file.Path;
import java.util.Map;
import org.gridmarket.sim.PlottedCharts;
import org.gridmarket.sim.SimulationPlots;
import org.knowm.xchart.XYChart;

/**
 * Seed 002 Figs. 5–8 (log at RC 100, 75, 50, 25 %) and Fig. 10 (Lublin99): ART against SH, one line per method.
 * The paper draws a figure per RC with a panel per SL; here each panel is its own file, {@code fig5-sl2.5} and so
 * on (PNG and SVG); the ART axis turns logarithmic when a panel spans more than a factor 20 (saturated SL).
 */
final class AllocationCharts {

    private static final double WIDE_RANGE = 20;
    private static final Map<Integer, Integer> FIGURE_BY_RC = Map.of(100, 5, 75, 6, 50, 7, 25, 8);

    private AllocationCharts() {
    }

    /** Writes the figures and charts.json (the same charts as data). */
    static void writeAll(Path directory, AllocationExperiment.Results results) {
        PlottedCharts plotted = new PlottedCharts(directory);
        AllocationSettings settings = results.settings();
        for (int rc : settings.rcPercents()) {
            int figure = FIGURE_BY_RC.get(rc);
            for (double sl : settings.systemLoadings()) {
                String name = "fig" + figure + "-sl" + AllocationSettings.text(sl);
                plotted.save(chart(results, ReplayKey.LOG, rc, sl, "Fig. " + figure + ": log, RC " + rc
                        + " %, SL " + AllocationSettings.text(sl)), directory.resolve(name));
            }
        }
        for (double aarr : settings.lublinArrivalShapes()) {
            plotted.save(chart(results, ReplayKey.LUBLIN99, 100, aarr, "Fig. 10: Lublin99, aarr "
                    + AllocationSettings.text(aarr)), directory.resolve("fig10-aarr" + AllocationSettings.text(aarr)));
        }
        plotted.writeJson();
    }

    private static XYChart chart(AllocationExperiment.Results results, String workload, int rc, double sl,
            String title) {
        XYChart chart = SimulationPlots.lineChart(title + " — seed 002 §5.3, ours", "speed heterogeneity SH",
                "average response time (s)");
        chart.getStyler().setXAxisDecimalPattern("0.00");
        double[] sh = results.settings().speedHeterogeneities().stream().mapToDouble(Double::doubleValue).toArray();
        double lowest = Double.POSITIVE_INFINITY;
        double highest = 0;
        for (String method : AllocationSettings.METHODS) {
            double[] art = results.tables().artAgainstSh(workload, rc, sl, method);
            SimulationPlots.addLine(chart, method, sh, art);
            for (double value : art) {
                lowest = Math.min(lowest, value);
                highest = Math.max(highest, value);
            }
        }
        chart.getStyler().setYAxisLogarithmic(lowest > 0 && highest / lowest > WIDE_RANGE);
        return chart;
    }
}
