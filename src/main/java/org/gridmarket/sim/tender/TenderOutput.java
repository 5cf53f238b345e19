package org.gridmarket.sim.tender;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gridmarket.sim.Estimate;
import org.gridmarket.sim.PaperHeadline;
import org.gridmarket.sim.SummaryJson;

/**
 * Writes the experiment's outputs into one directory: report.md, the six figures (PNG and SVG) and summary.json.
 * Everything but summary.json's last line ({@code wall_seconds}) depends only on the settings.
 */
public final class TenderOutput {

    private TenderOutput() {
    }

    /** Writes everything; {@code plots} false skips the PNG/SVG files. Returns the headlines, for printing. */
    public static List<PaperHeadline> write(Path out, TenderSettings settings, TenderExperiment.Results results,
            boolean plots, double wallSeconds) {
        try {
            Files.createDirectories(out);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create " + out, failure);
        }
        if (plots) {
            TenderCharts.writeAll(out, results);
        }
        TenderReport.write(out.resolve("report.md"), settings, results);
        SummaryJson.write(out.resolve("summary.json"), summary(settings, results, wallSeconds));
        return TenderHeadlines.of(settings, results);
    }

    /**
     * {@code seed}, {@code quick}, {@code round}; then per λ ("1" … "10") per series ({@code ECO1}, {@code ECO2},
     * {@code RR}, {@code RR-any}) each metric's mean and {@code <metric>_ci95} (null where undefined); then
     * {@code paper}; {@code headlines} (verdicts); {@code wall_seconds} last.
     */
    static ObjectNode summary(TenderSettings settings, TenderExperiment.Results results, double wallSeconds) {
        ObjectNode root = SummaryJson.newObject();
        root.put("seed", settings.seed());
        root.put("quick", settings.quick());
        root.put("round", settings.round());
        results.byLambda().forEach((lambda, bySeries) -> {
            ObjectNode lambdaNode = root.putObject(Integer.toString(lambda));
            for (Map.Entry<Series, Map<TenderMeasure, Estimate>> series : bySeries.entrySet()) {
                ObjectNode seriesNode = lambdaNode.putObject(series.getKey().label());
                series.getValue().forEach((metric, estimate) -> {
                    number(seriesNode, metric.key(), estimate.mean());
                    number(seriesNode, metric.key() + "_ci95", estimate.ci95());
                });
            }
        });
        paper(root.putObject("paper"));
        PaperHeadline.toJson(root.putArray("headlines"), TenderHeadlines.of(settings, results));
        root.put("wall_seconds", wallSeconds);
        return root;
    }

    private static void paper(ObjectNode paper) {
        ArrayNode values = paper.putArray("values");
        for (TenderPaperValues.Value value : TenderPaperValues.VALUES) {
            values.addObject().put("metric", value.metric().key()).put("lambda_from", value.fromLambda())
                    .put("lambda_to", value.toLambda()).put("series", value.series())
                    .put("relation", value.relation()).put("value", value.value()).put("quote", value.quote());
        }
        ArrayNode comparisons = paper.putArray("comparisons");
        for (TenderPaperValues.Comparison comparison : TenderPaperValues.COMPARISONS) {
            comparisons.addObject().put("metric", comparison.metric().key())
                    .put("lambda_from", comparison.fromLambda()).put("lambda_to", comparison.toLambda())
                    .put("left", comparison.left().label()).put("relation", comparison.relation())
                    .put("right", comparison.right().label()).put("quote", comparison.quote());
        }
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
