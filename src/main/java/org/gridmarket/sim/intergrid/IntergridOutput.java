package org.gridmarket.sim.intergrid;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.sim.CsvFiles;
import org.gridmarket.sim.PlottedCharts;
import org.gridmarket.sim.SimulationPlots;
import org.gridmarket.sim.SummaryJson;
import org.knowm.xchart.CategoryChart;

/**
 * Writes what {@code experiment intergrid} produces into one directory: report.md ({@link IntergridReport}),
 * rows.csv (summary.json's rows), rounds.csv (every run's raw measures), the plots of Figs. 5–7 (Experiment 1,
 * 12 h: grid-job AWRT, local-job AWRT, redirected load) as PNG and SVG, and summary.json with {@code rows},
 * {@code conservation} and {@code wall_seconds} last.
 */
public final class IntergridOutput {

    private IntergridOutput() {
    }

    public static void write(Path directory, IntergridSettings settings, IntergridWorkload workload,
            IntergridExperiment.Results results, boolean plots, double wallSeconds) {
        try {
            Files.createDirectories(directory);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create " + directory, failure);
        }
        List<SummaryRow> rows = SummaryRow.of(settings, results);
        List<Headline> headlines = Headline.of(rows);
        CsvFiles.write(directory.resolve("rows.csv"), List.of("experiment", "variant", "grid", "policy", "contract",
                "interval_hours", "awrt_grid", "awrt_local", "redirected_pct", "utilisation_pct", "offered_load_pct",
                "paper_awrt_grid", "paper_awrt_local"), rows.stream().map(row -> List.<Object>of(row.experiment(),
                row.variant(), row.grid(), row.policy(), row.contract(), row.intervalHours(), round(row.awrtGrid(), 1),
                round(row.awrtLocal(), 1), round(row.redirectedPct(), 3), round(row.utilisationPct(), 3),
                round(row.offeredLoadPct(), 3), row.paperAwrtGrid() == null ? "" : row.paperAwrtGrid(),
                row.paperAwrtLocal() == null ? "" : row.paperAwrtLocal())).toList());
        List<List<?>> raw = new ArrayList<>();
        results.byScenario().values().forEach(runs -> runs.rounds().forEach(run -> run.grids().forEach(grid ->
                raw.add(List.of(run.scenario().toString(), run.round() + 1, grid.grid(),
                        round(grid.awrtGridSeconds(), 1), round(grid.awrtLocalSeconds(), 1),
                        round(grid.redirectedPct(), 3), round(grid.utilisationPct(), 3),
                        round(grid.offeredLoadPct(), 3), grid.gridJobs(), grid.localJobs())))));
        CsvFiles.write(directory.resolve("rounds.csv"), List.of("scenario", "round", "grid", "awrt_grid",
                "awrt_local", "redirected_pct", "utilisation_pct", "offered_load_pct", "grid_jobs", "local_jobs"), raw);
        if (plots) {
            PlottedCharts plotted = new PlottedCharts(directory);
            figure(plotted, directory.resolve("fig5-awrt-grid-jobs"), "Fig. 5: AWRT of grid jobs (12 h)", "AWRT (s)",
                    rows, SummaryRow::awrtGrid);
            figure(plotted, directory.resolve("fig6-awrt-local-jobs"), "Fig. 6: AWRT of providers' local jobs (12 h)",
                    "AWRT (s)", rows, SummaryRow::awrtLocal);
            figure(plotted, directory.resolve("fig7-redirected-load"), "Fig. 7: load redirected to other grids (12 h)",
                    "redirected load (% of units)", rows, SummaryRow::redirectedPct);
            plotted.writeJson();
        }
        IntergridReport.write(directory.resolve("report.md"), settings, workload, results, rows, headlines,
                wallSeconds);
        SummaryJson.write(directory.resolve("summary.json"), summary(settings, workload, results, rows, headlines,
                wallSeconds));
    }

    static ObjectNode summary(IntergridSettings settings, IntergridWorkload workload,
            IntergridExperiment.Results results, List<SummaryRow> rows, List<Headline> headlines,
            double wallSeconds) {
        ObjectNode root = SummaryJson.newObject();
        root.put("seed", settings.seed());
        root.put("quick", settings.quick());
        root.put("rounds", settings.rounds());
        root.put("window_days", settings.windowSeconds() / IntergridSettings.DAY_SECONDS);
        root.put("warm_up_days", IntergridRun.WARM_UP_SECONDS / IntergridSettings.DAY_SECONDS);
        ArrayNode grids = root.putArray("grids");
        for (IntergridGrid grid : settings.grids()) {
            ObjectNode node = grids.addObject();
            node.put("grid", grid.name());
            node.put("processors", grid.processors());
            node.put("clusters", grid.clusters().toString());
            node.put("users", grid.usersDescription());
            long dropped = workload.traces(grid).stream().mapToLong(UserTrace::droppedWide).sum();
            node.put("jobs_dropped_wider_than_largest_cluster", dropped);
            node.put("trace_offered_load_pct", round(100 * workload.traces(grid).stream()
                    .mapToDouble(UserTrace::offeredLoad).sum(), 3));
        }
        ArrayNode array = root.putArray("rows");
        for (SummaryRow row : rows) {
            ObjectNode node = array.addObject();
            node.put("experiment", row.experiment());
            if (!row.variant().isEmpty()) {
                node.put("variant", row.variant());
            }
            node.put("grid", row.grid());
            node.put("policy", row.policy());
            node.put("contract", row.contract());
            node.put("interval_hours", row.intervalHours());
            node.put("awrt_grid", round(row.awrtGrid(), 1));
            node.put("awrt_local", round(row.awrtLocal(), 1));
            node.put("redirected_pct", round(row.redirectedPct(), 3));
            node.put("utilisation_pct", round(row.utilisationPct(), 3));
            node.put("offered_load_pct", round(row.offeredLoadPct(), 3));
            if (row.paperAwrtGrid() == null) {
                node.putNull("paper_awrt_grid");
            } else {
                node.put("paper_awrt_grid", row.paperAwrtGrid());
            }
            if (row.paperAwrtLocal() == null) {
                node.putNull("paper_awrt_local");
            } else {
                node.put("paper_awrt_local", row.paperAwrtLocal());
            }
        }
        ArrayNode headlineArray = root.putArray("headline");
        for (Headline headline : headlines) {
            ObjectNode node = headlineArray.addObject();
            node.put("comparison", headline.label());
            node.put("ours_ratio", round(headline.ours(), 4));
            node.put("paper_ratio", round(headline.paper(), 4));
            node.put("agrees", headline.agrees());
        }
        root.put("auvergrid_falls_with_fixed_price_everywhere", Headline.auverGridFallsWithFixedPriceEverywhere(rows));
        Conservation total = results.conservation();
        ObjectNode conservation = root.putObject("conservation");
        conservation.put("grid_jobs_submitted", total.gridJobsSubmitted());
        conservation.put("grid_jobs_ended", total.gridJobsEnded());
        conservation.put("grid_jobs_ended_twice", total.endedTwice());
        conservation.put("redirected", total.redirected());
        conservation.put("settlements", total.settlements());
        conservation.put("users_paid_micro_gd", total.usersPaidMicroGd());
        conservation.put("inter_gateway_micro_gd", total.interGatewayMicroGd());
        conservation.put("sites_paid_micro_gd", total.sitesPaidMicroGd());
        conservation.put("gateways_net_micro_gd", total.gatewayNetMicroGd());
        conservation.put("placed_without_slot", total.placedWithoutSlot());
        conservation.put("holds", total.holds());
        root.put("wall_seconds", round(wallSeconds, 1));
        return root;
    }

    /** Figs. 5–7: bars per grid, one series per policy and contract of Experiment 1 (12 h). */
    private static void figure(PlottedCharts plotted, Path file, String title, String yAxis, List<SummaryRow> rows,
            java.util.function.ToDoubleFunction<SummaryRow> metric) {
        List<SummaryRow> experiment1 = rows.stream().filter(row -> row.experiment().equals("1")).toList();
        if (experiment1.isEmpty()) {
            return;
        }
        List<String> grids = experiment1.stream().map(SummaryRow::grid).distinct().toList();
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (SummaryRow row : experiment1) {
            series.computeIfAbsent(row.policy() + " " + row.contract(), key -> new ArrayList<>())
                    .add(metric.applyAsDouble(row));
        }
        CategoryChart chart = SimulationPlots.barChart(title, "grid", yAxis);
        series.forEach((name, values) -> chart.addSeries(name, grids, values));
        plotted.save(chart, file);
    }

    static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
