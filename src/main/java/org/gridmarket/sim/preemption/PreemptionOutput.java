package org.gridmarket.sim.preemption;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.sim.CsvFiles;
import org.gridmarket.sim.PaperHeadline;
import org.gridmarket.sim.SummaryJson;
import org.gridmarket.sim.Estimate;

/**
 * Writes the experiment's outputs into one directory: report.md, rows.csv, table1.csv, table3.csv, the plots
 * (PNG and SVG) and summary.json. Everything but summary.json's last line ({@code wall_seconds}) and
 * {@code selection_p99_micros} (a timing) depends only on the settings.
 */
public final class PreemptionOutput {

    private PreemptionOutput() {
    }

    /** Writes everything; {@code plots} false skips the PNG/SVG files. */
    public static List<PaperHeadline> write(Path out, PreemptionSettings settings,
            PreemptionExperiment.Results results, List<ExampleRun.Row> example, boolean plots, double wallSeconds) {
        try {
            Files.createDirectories(out);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create " + out, failure);
        }
        List<TableOne> tableOne = results.bySweep().keySet().stream().map(sweep -> TableOne.of(sweep, results))
                .toList();
        if (plots) {
            PreemptionCharts.writeAll(out, results);
        }
        writeCsvs(out, results, tableOne, example);
        PreemptionReport.write(out.resolve("report.md"), settings, results, tableOne, example);
        SummaryJson.write(out.resolve("summary.json"), summary(settings, results, tableOne, example, wallSeconds));
        return PreemptionHeadlines.of(settings, tableOne);
    }

    /**
     * {@code seed}, {@code quick}, {@code seeds}, {@code requests}, {@code workloads}; {@code rows} [{sweep,
     * value_pct, policy, the means of every {@link PreemptionMeasure}}]; {@code table1}; {@code table3}; {@code
     * selection_p99_micros}; {@code headlines} (verdicts); {@code wall_seconds} last.
     */
    static ObjectNode summary(PreemptionSettings settings, PreemptionExperiment.Results results,
            List<TableOne> tableOne, List<ExampleRun.Row> example, double wallSeconds) {
        ObjectNode root = SummaryJson.newObject();
        root.put("seed", settings.seed());
        root.put("quick", settings.quick());
        root.put("seeds", settings.seeds());
        root.put("requests", settings.requests());
        ArrayNode workloads = root.putArray("workloads");
        for (int index = 0; index < results.workloads().size(); index++) {
            PreemptionWorkload.Adjusted workload = results.workloads().get(index);
            workloads.addObject().put("seed_index", index + 1).put("size_medium", workload.sizeMedium())
                    .put("mean_processors", workload.meanProcessors())
                    .put("mean_duration_seconds", workload.meanDurationSeconds())
                    .put("offered_load", workload.offeredLoad());
        }
        ArrayNode rows = root.putArray("rows");
        results.bySweep().forEach((sweep, byPoint) -> byPoint.forEach((point, byPolicy) -> byPolicy.forEach(
                (policy, byMetric) -> {
                    ObjectNode row = rows.addObject().put("sweep", sweep.key()).put("value_pct", point)
                            .put("policy", policy);
                    byMetric.forEach((metric, estimate) -> number(row, metric.key(), estimate.mean()));
                })));
        ArrayNode table1 = root.putArray("table1");
        for (TableOne row : tableOne) {
            tableOneRow(table1.addObject(), row);
        }
        ArrayNode table3 = root.putArray("table3");
        for (ExampleRun.Row row : example) {
            tableThreeRow(table3.addObject(), row);
        }
        number(root, "selection_p99_micros", results.selectionP99Micros());
        PaperHeadline.toJson(root.putArray("headlines"), PreemptionHeadlines.of(settings, tableOne));
        root.put("wall_seconds", wallSeconds);
        return root;
    }

    private static void tableOneRow(ObjectNode node, TableOne row) {
        node.put("sweep", row.sweep().key()).put("points", row.points().size());
        number(node, "local_decrease_points", row.localPoints().mean());
        number(node, "local_decrease_ci_low", row.localPoints().lower());
        number(node, "local_decrease_ci_high", row.localPoints().upper());
        number(node, "local_decrease_p", row.localPoints().p());
        number(node, "local_decrease_relative_pct", row.localRelative().mean());
        number(node, "local_decrease_relative_ci_low", row.localRelative().lower());
        number(node, "local_decrease_relative_ci_high", row.localRelative().upper());
        number(node, "external_change_points", row.externalChange().mean());
        number(node, "external_change_p", row.externalChange().p());
        PreemptionPaperValues.TableOneRow paper = PreemptionPaperValues.TABLE_ONE.get(row.sweep());
        node.put("paper_local_decrease", paper.meanDecrease()).put("paper_ci_low", paper.lower())
                .put("paper_ci_high", paper.upper()).put("paper_p_relation", paper.pRelation())
                .put("paper_p", paper.p()).put("paper_external_p", paper.externalP());
    }

    private static void tableThreeRow(ObjectNode node, ExampleRun.Row row) {
        node.put("policy", row.policy());
        ArrayNode preempted = node.putArray("preempted");
        row.preempted().forEach(preempted::add);
        node.put("local_rejected", row.localRejected()).put("overhead_seconds", row.overheadSeconds())
                .put("makespan_seconds", row.makespanSeconds());
        PreemptionPaperValues.TABLE_THREE_BY_HAND.stream().filter(hand -> hand.policy().equals(row.policy()))
                .findFirst().ifPresent(hand -> {
                    ArrayNode set = node.putArray("hand_preempted");
                    hand.preempted().forEach(set::add);
                    node.put("hand_overhead_seconds", hand.overheadSeconds())
                            .put("hand_makespan_seconds", hand.makespanSeconds());
                });
        PreemptionPaperValues.TABLE_THREE.stream().filter(paper -> paper.policy().equals(row.policy())).findFirst()
                .ifPresentOrElse(paper -> {
                    ArrayNode set = node.putArray("paper_preempted");
                    paper.preempted().forEach(set::add);
                    node.put("paper_overhead_seconds", paper.overheadSeconds())
                            .put("paper_makespan_seconds", paper.makespanSeconds());
                }, () -> node.put("paper_note", "not in Table III; §8.3: NOP rejects request 7"));
    }

    private static void writeCsvs(Path out, PreemptionExperiment.Results results, List<TableOne> tableOne,
            List<ExampleRun.Row> example) {
        List<String> header = new ArrayList<>(List.of("sweep", "value_pct", "policy"));
        for (PreemptionMeasure metric : PreemptionMeasure.values()) {
            header.add(metric.key());
            header.add(metric.key() + "_ci95");
        }
        List<List<Object>> rows = new ArrayList<>();
        results.bySweep().forEach((sweep, byPoint) -> byPoint.forEach((point, byPolicy) -> byPolicy.forEach(
                (policy, byMetric) -> {
                    List<Object> row = new ArrayList<>(List.of(sweep.key(), point, policy));
                    for (PreemptionMeasure metric : PreemptionMeasure.values()) {
                        Estimate estimate = byMetric.get(metric);
                        row.add(csv(estimate.mean()));
                        row.add(csv(estimate.ci95()));
                    }
                    rows.add(row);
                })));
        CsvFiles.write(out.resolve("rows.csv"), header, rows);
        CsvFiles.write(out.resolve("table1.csv"), List.of("sweep", "points", "local_decrease_points", "ci_low",
                "ci_high", "p", "relative_pct", "external_change_points", "external_p", "paper_local_decrease",
                "paper_ci_low", "paper_ci_high", "paper_p", "paper_external_p"), tableOne.stream().map(row -> {
                    PreemptionPaperValues.TableOneRow paper = PreemptionPaperValues.TABLE_ONE.get(row.sweep());
                    return List.<Object>of(row.sweep().key(), row.points().size(), csv(row.localPoints().mean()),
                            csv(row.localPoints().lower()), csv(row.localPoints().upper()), csv(row.localPoints().p()),
                            csv(row.localRelative().mean()), csv(row.externalChange().mean()),
                            csv(row.externalChange().p()), paper.meanDecrease(), paper.lower(), paper.upper(),
                            paper.pRelation() + paper.p(), paper.externalP());
                }).toList());
        CsvFiles.write(out.resolve("table3.csv"), List.of("policy", "preempted", "local_rejected",
                "overhead_seconds", "makespan_seconds"), example.stream()
                .map(row -> List.<Object>of(row.policy(), row.preempted().toString(), row.localRejected(),
                        row.overheadSeconds(), row.makespanSeconds())).toList());
    }

    private static String csv(double value) {
        return Double.isFinite(value) ? Double.toString(value) : "";
    }

    /** JSON has no NaN: an undefined value is written as null. */
    private static void number(ObjectNode node, String key, double value) {
        if (Double.isFinite(value)) {
            node.put(key, value);
        } else {
            node.putNull(key);
        }
    }
}
