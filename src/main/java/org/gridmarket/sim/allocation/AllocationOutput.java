package org.gridmarket.sim.allocation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoublePredicate;
import org.gridmarket.sim.PaperHeadline;
import org.gridmarket.sim.SummaryJson;

/**
 * Writes report.md, the figures and summary.json into the run's directory (replays.csv is already there).
 * Everything but the timing keys at the end of summary.json depends only on the inputs and the seed.
 */
public final class AllocationOutput {

    private AllocationOutput() {
    }

    /** Writes everything; returns the headlines summary.json carries, for printing. */
    public static List<PaperHeadline> write(Path out, AllocationExperiment.Results results, boolean plots,
            double wallSeconds) {
        try {
            Files.createDirectories(out);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create " + out, failure);
        }
        if (plots) {
            AllocationCharts.writeAll(out, results);
        }
        AllocationReport.write(out.resolve("report.md"), results, wallSeconds);
        SummaryJson.write(out.resolve("summary.json"), summary(results, wallSeconds));
        return AllocationHeadlines.of(results);
    }

    /**
     * {@code seed}, {@code quick}, {@code thresholds} (TI's, TAI's, TAI2's fixed pairs), {@code log}; {@code tnpir} {method: {"100", "75", "50", "25", "total"}} in %
     * (the RCs that ran), {@code tnpir_sl_le_3}, {@code tnpir_vector_npir} (Ambiguity 4), {@code tnpir_lublin99},
     * {@code threshold_tnpir} and {@code npir_sigma} and {@code tnpir_dynamic} (null without threshold pairs),
     * {@code jobs_by_rc}, {@code queue_length_bf_sh0}, {@code speed_ratio}, {@code headlines} (verdicts),
     * {@code replays}, {@code
     * replays_per_second}, {@code sweep_seconds}, {@code wall_seconds} last.
     */
    static ObjectNode summary(AllocationExperiment.Results results, double wallSeconds) {
        AllocationSettings settings = results.settings();
        AllocationTables tables = results.tables();
        ObjectNode root = SummaryJson.newObject();
        root.put("seed", settings.seed());
        root.put("quick", settings.quick());
        ObjectNode thresholds = root.putObject("thresholds");
        thresholds.put("TI", "0.05,2").put("TAI", "0.05,1.5").put("TAI2", "0.05,1");
        settings.fixedThresholds().forEach((method, pair) -> thresholds.put(method, pair.replace('/', ',')));
        root.putObject("log").put("source", results.log().source()).put("jobs", results.log().jobs().size())
                .put("malformed_lines", results.log().malformedLines().size());
        byRc(root.putObject("tnpir"), results, sl -> true);
        byRc(root.putObject("tnpir_sl_le_3"), results, sl -> sl <= 3);
        ObjectNode vectorNpir = root.putObject("tnpir_vector_npir");
        for (int rc : settings.rcPercents()) {
            tables.tnpirOfVectorNpir(ReplayKey.LOG, rc).forEach((method, value) ->
                    object(vectorNpir, method).put(Integer.toString(rc), value));
        }
        flat(root.putObject("tnpir_lublin99"), tables.tnpir(ReplayKey.LUBLIN99, 100, sl -> true));
        root.putNull("tnpir_feitelson96");
        if (settings.thresholdPairs()) {
            ObjectNode threshold = root.putObject("threshold_tnpir");
            for (String method : AllocationSettings.THRESHOLD_METHODS) {
                flat(threshold.putObject(method), tables.thresholdTnpir(method));
            }
            ObjectNode sigma = root.putObject("npir_sigma");
            for (int rc : settings.rcPercents()) {
                flat(sigma.putObject(Integer.toString(rc)), tables.npirDeviation(ReplayKey.LOG, rc));
            }
            flat(sigma.putObject("lublin99"), tables.npirDeviation(ReplayKey.LUBLIN99, 100));
            ObjectNode dynamic = root.putObject("tnpir_dynamic");
            for (int rc : settings.rcPercents()) {
                flat(dynamic.putObject(Integer.toString(rc)), tables.dynamicTnpir(ReplayKey.LOG, rc));
            }
            flat(dynamic.putObject("lublin99"), tables.dynamicTnpir(ReplayKey.LUBLIN99, 100));
        } else {
            root.putNull("threshold_tnpir");
            root.putNull("npir_sigma");
            root.putNull("tnpir_dynamic");
        }
        ObjectNode jobs = root.putObject("jobs_by_rc");
        results.table8().forEach(row -> jobs.put(Integer.toString(row.rcPercent()), row.jobs()));
        ObjectNode queue = root.putObject("queue_length_bf_sh0");
        keyed(queue.putObject("log"), tables.queueLengthBfHomogeneous(ReplayKey.LOG));
        keyed(queue.putObject("lublin99"), tables.queueLengthBfHomogeneous(ReplayKey.LUBLIN99));
        ObjectNode ratio = root.putObject("speed_ratio");
        results.speeds().forEach(speed -> ratio.put(AllocationSettings.text(speed.sh()), speed.meanSpeedRatio()));
        PaperHeadline.toJson(root.putArray("headlines"), AllocationHeadlines.of(results));
        root.put("replays", results.outcomes().size());
        root.put("replays_run", results.replaysRun());
        number(root, "replays_per_second", results.replaysPerSecond());
        root.put("sweep_seconds", results.sweepSeconds());
        root.put("wall_seconds", wallSeconds);
        return root;
    }

    private static void byRc(ObjectNode node, AllocationExperiment.Results results, DoublePredicate slFilter) {
        Map<String, Double> totals = new LinkedHashMap<>();
        for (int rc : results.settings().rcPercents()) {
            results.tables().tnpir(ReplayKey.LOG, rc, slFilter).forEach((method, value) -> {
                object(node, method).put(Integer.toString(rc), value);
                totals.merge(method, value, Double::sum);
            });
        }
        totals.forEach((method, total) -> object(node, method).put("total", total));
    }

    private static ObjectNode object(ObjectNode parent, String key) {
        return parent.has(key) ? (ObjectNode) parent.get(key) : parent.putObject(key);
    }

    private static void flat(ObjectNode node, Map<String, Double> values) {
        values.forEach((key, value) -> number(node, key, value));
    }

    private static void keyed(ObjectNode node, Map<Double, Double> values) {
        values.forEach((key, value) -> number(node, AllocationSettings.text(key), value));
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
