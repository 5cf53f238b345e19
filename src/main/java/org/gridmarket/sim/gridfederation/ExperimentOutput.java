package org.gridmarket.sim.gridfederation;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.function.BiConsumer;
import org.gridmarket.sim.Markdown;
import org.gridmarket.sim.SummaryJson;

/**
 * Writes the experiments' outputs under one directory: {@code experiment-N/} with report.md, CSVs and plots
 * for each experiment run, and {@code summary.json} with the headline numbers. Everything but summary.json's
 * last line ({@code wall_seconds}) depends only on the inputs and the seed.
 */
public final class ExperimentOutput {

    private ExperimentOutput() {
    }

    /** Writes everything; {@code plots} false skips the PNG/SVG files (reports and CSVs are always written). */
    public static void write(Path out, ExperimentSettings settings, FederationWorkload workload,
            ExperimentResults results, boolean plots, double wallSeconds) {
        FederationCharts charts = new FederationCharts(plots, out);
        section(out, 1, workload, settings, (directory, report) ->
                BaselineReport.writeIndependent(directory, results.independent(), report, charts));
        section(out, 2, workload, settings, (directory, report) ->
                BaselineReport.writeFederated(directory, results.independent(), results.withoutEconomy(), report, charts));
        section(out, 3, workload, settings, (directory, report) ->
                EconomyReport.write(directory, results.byOftPercent(), results.independent(), report, charts));
        section(out, 4, workload, settings, (directory, report) ->
                MessageReport.writeByProfile(directory, results.byOftPercent(), report, charts));
        section(out, 5, workload, settings, (directory, report) ->
                MessageReport.writeBySize(directory, results.bySize(), report, charts));
        charts.writeJson();
        SummaryJson.write(out.resolve("summary.json"), summary(settings, workload, results, wallSeconds));
    }

    /** experiment-N/report.md: the setup, then what {@code body} adds (it also writes CSVs and plots). */
    private static void section(Path out, int experiment, FederationWorkload workload, ExperimentSettings settings,
            BiConsumer<Path, Markdown> body) {
        if (!settings.runs(experiment)) {
            return;
        }
        Path directory = directory(out, experiment);
        Markdown report = new Markdown().heading(1, "Grid-Federation (seed 004) — our numbers beside the paper's");
        SetupSection.append(report, workload, settings);
        body.accept(directory, report);
        report.write(directory.resolve("report.md"));
    }

    static ObjectNode summary(ExperimentSettings settings, FederationWorkload workload, ExperimentResults results,
            double wallSeconds) {
        ObjectNode root = SummaryJson.newObject();
        root.put("seed", settings.seed());
        root.put("quick", settings.quick());
        ArrayNode experiments = root.putArray("experiments");
        settings.experiments().stream().sorted().forEach(experiments::add);
        ArrayNode windows = root.putArray("windows");
        for (FederationWorkload.SiteWindows site : workload.sites()) {
            ObjectNode window = windows.addObject().put("resource", site.resource().name())
                    .put("workload", site.resource().substituted() ? "lublin99" : site.resource().traceFile())
                    .put("first_window_start_days", 2 * site.firstWindow())
                    .put("jobs", site.windows().get(0).size())
                    .put("offered_load_pct", 100 * site.offeredLoad(settings.windowSeconds()))
                    .put("paper_jobs_table3", Integer.parseInt(PaperValues.table3(site.resource()).jobs()))
                    .put("paper_utilisation_pct_table3",
                            Double.parseDouble(PaperValues.table3(site.resource()).utilisationPercent()));
            if (site.standInFit() != null) {
                Lublin99StandIn.Fit fit = site.standInFit();
                window.putObject("lublin99_fit").put("arrival_scale_barr", fit.arrivalScale())
                        .put("runtime_factor", fit.runtimeFactor())
                        .put("unscaled_offered_load_pct", 100 * fit.unscaledOfferedLoad())
                        .put("two_day_jobs", fit.windowJobs())
                        .put("two_day_offered_load_pct", 100 * fit.windowOfferedLoad());
            }
        }
        // acceptance_pct_independent / _federated are per site (kept for existing readers); the paper's are per job.
        if (results.independent() != null) {
            root.put("acceptance_pct_independent", results.independent().meanAcceptedPercent());
            root.put("acceptance_pct_per_site_independent", results.independent().meanAcceptedPercent());
            root.put("acceptance_pct_per_job_independent", results.independent().perJobAcceptedPercent());
            root.put("paper_acceptance_pct_per_job_independent", PaperValues.ACCEPTED_PERCENT_INDEPENDENT);
        }
        if (results.withoutEconomy() != null) {
            root.put("acceptance_pct_federated", results.withoutEconomy().meanAcceptedPercent());
            root.put("acceptance_pct_per_site_federated", results.withoutEconomy().meanAcceptedPercent());
            root.put("acceptance_pct_per_job_federated", results.withoutEconomy().perJobAcceptedPercent());
            root.put("paper_acceptance_pct_per_job_federated", PaperValues.ACCEPTED_PERCENT_FEDERATED);
        }
        if (!results.byOftPercent().isEmpty()) {
            ObjectNode profiles = root.putObject("by_oft_pct");
            results.byOftPercent().forEach((oft, run) -> profiles.putObject(Integer.toString(oft))
                    .put("acceptance_pct", run.meanAcceptedPercent())
                    .put("total_incentive_gd", run.totalIncentiveGd()).put("total_messages", run.totalMessages())
                    .put("messages_per_job_avg", run.messagesPerJob().mean())
                    .put("acceptance_pct_per_job", run.perJobAcceptedPercent())
                    .put("total_incentive_times_p_gd", run.processorsTimesIncentiveGd()));
        }
        if (!results.bySize().isEmpty()) {
            bySize(root.putObject("messages_per_job_avg"), results.bySize(), true);
            bySize(root.putObject("messages_per_gfa_avg"), results.bySize(), false);
        }
        root.put("wall_seconds", wallSeconds);
        return root;
    }

    /** {"OFC": {"10": …, …}, "OFT": {…}}: all users OFC (OFT share 0 %) and all OFT (100 %). */
    private static void bySize(ObjectNode node, SortedMap<Integer, SortedMap<Integer, RunResult>> bySize,
            boolean perJob) {
        ObjectNode ofc = node.putObject("OFC");
        ObjectNode oft = node.putObject("OFT");
        bySize.forEach((size, runs) -> {
            ofc.put(Integer.toString(size), mean(runs.get(runs.firstKey()), perJob));
            oft.put(Integer.toString(size), mean(runs.get(runs.lastKey()), perJob));
        });
    }

    private static double mean(RunResult run, boolean perJob) {
        return perJob ? run.messagesPerJob().mean() : run.messagesPerGfa().mean();
    }

    private static Path directory(Path out, int experiment) {
        Path directory = out.resolve("experiment-" + experiment);
        try {
            return Files.createDirectories(directory);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create " + directory, failure);
        }
    }
}
