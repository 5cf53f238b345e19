package org.gridmarket.sim.gridfederation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.function.ToDoubleFunction;
import org.gridmarket.sim.PlottedCharts;
import org.gridmarket.sim.SimulationPlots;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The plots of seed 004 Figs. 3–11, drawn with {@link SimulationPlots}' builders, each as PNG and SVG; a
 * disabled instance draws nothing ({@code --no-plots}).
 */
final class FederationCharts {
    private final boolean enabled;
    private final PlottedCharts plotted;

    /** Charts of a run written under {@code out}; {@link #writeJson} lists them in {@code out/charts.json}. */
    FederationCharts(boolean enabled, Path out) {
        this.enabled = enabled;
        this.plotted = new PlottedCharts(out);
    }

    /** Writes charts.json beside the experiment directories (nothing when plots are off). */
    void writeJson() {
        if (enabled) {
            plotted.writeJson();
        }
    }

    /** Figs. 4–9: one line per site over the population profiles (x: % of users seeking OFT). */
    void perSiteByProfile(Path directory, String file, String title, String yAxisTitle, SortedMap<Integer, RunResult> byProfile,
            ToDoubleFunction<SiteResult> metric) {
        if (!enabled) {
            return;
        }
        XYChart chart = SimulationPlots.lineChart(title, "users seeking OFT (%), the rest OFC", yAxisTitle);
        double[] profiles = byProfile.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
        List<RunResult> runs = new ArrayList<>(byProfile.values());
        for (int site = 0; site < runs.get(0).sites().size(); site++) {
            int index = site;
            double[] values = runs.stream().mapToDouble(run -> metric.applyAsDouble(run.sites().get(index)))
                    .toArray();
            SimulationPlots.addLine(chart, runs.get(0).sites().get(site).name(), profiles, values)
                    .setMarker(SeriesMarkers.CIRCLE);
        }
        plotted.save(chart, directory.resolve(file));
    }

    /** Figs. 10–11: one line per population profile over the system size. */
    void perProfileBySize(Path file, String title, String yAxisTitle,
            SortedMap<Integer, SortedMap<Integer, RunResult>> bySize, ToDoubleFunction<RunResult> metric) {
        if (!enabled) {
            return;
        }
        XYChart chart = SimulationPlots.lineChart(title, "system size (GFAs)", yAxisTitle);
        double[] sizes = bySize.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
        for (int profile : bySize.get(bySize.firstKey()).keySet()) {
            double[] values = bySize.values().stream().mapToDouble(runs -> metric.applyAsDouble(runs.get(profile)))
                    .toArray();
            SimulationPlots.addLine(chart, "OFT " + profile + "%", sizes, values).setMarker(SeriesMarkers.CIRCLE);
        }
        plotted.save(chart, file);
    }

    /** Fig. 3: bars per site, one bar series per entry of {@code series}. */
    void perSiteBars(Path file, String title, String yAxisTitle, List<String> sites,
            Map<String, List<Double>> series) {
        if (!enabled) {
            return;
        }
        CategoryChart chart = SimulationPlots.barChart(title, "resource", yAxisTitle);
        chart.getStyler().setXAxisLabelRotation(30);
        series.forEach((name, values) -> chart.addSeries(name, sites, values));
        plotted.save(chart, file);
    }
}
