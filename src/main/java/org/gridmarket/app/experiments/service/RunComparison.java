package org.gridmarket.app.experiments.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Two runs side by side: every numeric leaf of their summaries by dotted path (arrays indexed, {@code a.b.0.c}),
 * its values, {@code delta = b - a} and {@code relative = delta / |a|} (null when a is 0 or a side is missing),
 * sorted by |relative| descending, then |delta|, then key; leaves in one summary only come last, the other side
 * null. {@code wall_seconds} is left out (it differs between any two runs). Headlines pair by name.
 */
public record RunComparison(RunView a, RunView b, List<Figure> figures, List<HeadlinePair> headlines) {
    /** Leaves compared at most (a summary holds a few hundred). */
    public static final int MAXIMUM_FIGURES = 5_000;
    private static final Set<String> IGNORED = Set.of("wall_seconds");

    /** One numeric figure of both runs. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Figure(String key, String label, Double a, Double b, Double delta, Double relative) {
    }

    /** One headline's verdict in each run (null where a run has no such headline). */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record HeadlinePair(String name, String a, String b) {
    }

    static RunComparison of(RunView a, JsonNode summaryA, RunView b, JsonNode summaryB) {
        Map<String, Double> left = leaves(summaryA);
        Map<String, Double> right = leaves(summaryB);
        Set<String> keys = new TreeSet<>(left.keySet());
        keys.addAll(right.keySet());
        List<Figure> figures = new ArrayList<>();
        for (String key : keys) {
            Double valueA = left.get(key);
            Double valueB = right.get(key);
            Double delta = valueA != null && valueB != null ? valueB - valueA : null;
            Double relative = delta != null && valueA != 0 ? delta / Math.abs(valueA) : null;
            figures.add(new Figure(key, label(key), valueA, valueB, delta, relative));
            if (figures.size() >= MAXIMUM_FIGURES) {
                break;
            }
        }
        figures.sort(Comparator.comparing((Figure figure) -> figure.delta() == null)
                .thenComparing(figure -> -magnitude(figure.relative()))
                .thenComparing(figure -> -magnitude(figure.delta()))
                .thenComparing(Figure::key));
        return new RunComparison(a, b, figures, headlines(summaryA, summaryB));
    }

    private static double magnitude(Double value) {
        return value == null ? -1 : Math.abs(value);
    }

    /** {@code experiment_1.acceptance_pct} → "experiment 1 › acceptance pct". */
    static String label(String key) {
        return key.replace('_', ' ').replace(".", " › ");
    }

    /** Every numeric leaf of {@code summary} by dotted path; booleans and texts are not figures. */
    static Map<String, Double> leaves(JsonNode summary) {
        Map<String, Double> leaves = new LinkedHashMap<>();
        if (summary != null) {
            collect("", summary, leaves);
        }
        return leaves;
    }

    private static void collect(String path, JsonNode node, Map<String, Double> leaves) {
        if (leaves.size() >= MAXIMUM_FIGURES) {
            return;
        }
        if (node.isNumber()) {
            leaves.put(path, node.doubleValue());
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext();) {
                Map.Entry<String, JsonNode> field = fields.next();
                if (!(path.isEmpty() && IGNORED.contains(field.getKey()))) {
                    collect(path.isEmpty() ? field.getKey() : path + "." + field.getKey(), field.getValue(), leaves);
                }
            }
        } else if (node.isArray()) {
            for (int index = 0; index < node.size(); index++) {
                collect(path.isEmpty() ? Integer.toString(index) : path + "." + index, node.get(index), leaves);
            }
        }
    }

    private static List<HeadlinePair> headlines(JsonNode summaryA, JsonNode summaryB) {
        Map<String, String> left = verdicts(summaryA);
        Map<String, String> right = verdicts(summaryB);
        Set<String> names = new java.util.LinkedHashSet<>(left.keySet());
        names.addAll(right.keySet());
        return names.stream().map(name -> new HeadlinePair(name, left.get(name), right.get(name))).toList();
    }

    private static Map<String, String> verdicts(JsonNode summary) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        JsonNode headlines = summary == null ? null : summary.get("headlines");
        if (headlines != null && headlines.isArray()) {
            for (JsonNode headline : headlines) {
                if (headline.hasNonNull("name")) {
                    verdicts.put(headline.get("name").asText(), headline.hasNonNull("verdict")
                            ? headline.get("verdict").asText() : null);
                }
            }
        }
        return verdicts;
    }
}
