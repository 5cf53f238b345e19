package org.gridmarket.sim;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * The plots of one run, saved as PNG and SVG by {@link SimulationPlots#save} and kept as {@link ChartSpec}s for
 * {@code charts.json}: every chart that becomes a file becomes a JSON entry from the same object. Not thread-safe:
 * one run's output is written by one thread.
 */
public final class PlottedCharts {
    private final Path root;
    private final List<ChartSpec> charts = new ArrayList<>();

    /** Charts of a run whose outputs are under {@code root}; ids are plot paths relative to it. */
    public PlottedCharts(Path root) {
        this.root = root;
    }

    /** Saves {@code chart} as {@code <path>.png} and {@code <path>.svg}, and keeps its data. */
    public void save(Chart<?, ?> chart, Path pathWithoutExtension) {
        SimulationPlots.save(chart, pathWithoutExtension);
        String id = root.relativize(pathWithoutExtension).toString().replace(java.io.File.separatorChar, '/');
        charts.add(ChartSpec.of(id, chart));
    }

    /** The charts saved so far, in order. */
    public List<ChartSpec> charts() {
        return List.copyOf(charts);
    }

    /** Writes {@code root/charts.json}. */
    public void writeJson() {
        ChartSpec.write(root, charts);
    }
}
