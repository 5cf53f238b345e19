package org.gridmarket.sim;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.MetricsSummary;

/**
 * Writes summary.json: a stable object whose keys always appear in the same order.
 *
 * <p>Determinism: everything except {@code wall_seconds} depends only on the inputs and the seed, so two runs
 * with the same inputs produce byte-identical files apart from that one line. {@code wall_seconds} is written
 * last, on a line of its own, so comparisons can drop it (the tests do exactly that).
 */
public final class SummaryJson {

    /** At most this many malformed lines are listed; the count is always complete. */
    public static final int MAXIMUM_LISTED_MALFORMED_LINES = 100;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SummaryJson() {
    }

    public static void write(Path file, RunDescription run, LoadedWorkload workload, SimulationResult result,
            double wallSeconds) {
        write(file, build(run, workload, result, wallSeconds));
    }

    /** A new, empty object for a summary; keys keep their insertion order. */
    public static ObjectNode newObject() {
        return MAPPER.createObjectNode();
    }

    /**
     * Writes {@code root} indented, one key per line. Callers put {@code wall_seconds} last so that
     * {@link #withoutWallTime} leaves exactly the deterministic part.
     */
    public static void write(Path file, ObjectNode root) {
        try {
            Files.writeString(file, MAPPER.writeValueAsString(root) + "\n");
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + file, failure);
        }
    }

    static ObjectNode build(RunDescription run, LoadedWorkload workload, SimulationResult result,
            double wallSeconds) {
        ObjectNode root = MAPPER.createObjectNode();
        putMetrics(root, result.overall());
        root.set("input", input(run, workload));
        ArrayNode sites = root.putArray("sites");
        for (int index = 0; index < result.sites().size(); index++) {
            ObjectNode siteNode = sites.addObject();
            Site site = result.sites().get(index);
            siteNode.put("name", site.name());
            siteNode.put("mips_per_processor", site.mipsPerProcessor());
            putMetrics(siteNode, result.siteSummaries().get(index));
        }
        root.put("events", result.processedEvents());
        root.put("wall_seconds", wallSeconds);
        return root;
    }

    private static void putMetrics(ObjectNode node, MetricsSummary summary) {
        node.put("processors", summary.processors());
        node.put("jobs", summary.jobs());
        node.put("accepted", summary.accepted());
        node.put("completed", summary.completed());
        node.put("killed", summary.killed());
        node.put("rejected", summary.rejected());
        node.put("utilisation", summary.utilisation());
        node.put("art_seconds", summary.averageResponseTimeSeconds());
        node.put("awrt_seconds", summary.averageWeightedResponseTimeSeconds());
        node.put("mean_wait_seconds", summary.averageWaitSeconds());
        node.put("mean_bounded_slowdown", summary.averageBoundedSlowdown());
        node.put("makespan_seconds", summary.makespanSeconds());
    }

    private static ObjectNode input(RunDescription run, LoadedWorkload workload) {
        ObjectNode input = MAPPER.createObjectNode();
        input.put("workload", run.workload());
        input.put("policy", run.policy());
        input.put("overrun", run.overrunRule());
        input.put("estimates", run.estimateSource());
        input.put("cancelled_job_rule", run.cancelledJobRule());
        input.put("seed", run.seed());
        input.put("records_read", workload.recordsRead());
        ObjectNode dropped = input.putObject("dropped");
        Map<String, Long> sorted = new TreeMap<>();
        workload.droppedByReason().forEach((reason, count) -> sorted.put(reason.label(), count));
        sorted.forEach(dropped::put);
        input.put("malformed_line_count", workload.malformedLines().size());
        ArrayNode malformed = input.putArray("malformed_lines");
        workload.malformedLines().stream().limit(MAXIMUM_LISTED_MALFORMED_LINES).forEach(line -> malformed.addObject()
                .put("line", line.lineNumber()).put("reason", line.reason()));
        return input;
    }

    /** Summary text without its wall_seconds line: what must be identical across runs with the same seed. */
    public static String withoutWallTime(String summaryText) {
        return summaryText.lines().filter(line -> !line.strip().startsWith("\"wall_seconds\""))
                .map(line -> line + "\n").reduce("", String::concat);
    }
}
