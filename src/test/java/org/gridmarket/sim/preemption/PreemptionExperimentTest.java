package org.gridmarket.sim.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridmarket.sim.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tiny end-to-end run (600 requests over 2.8 days, two points per sweep, one seed) through the real core. */
class PreemptionExperimentTest {

    private static final PreemptionSettings TINY = new PreemptionSettings(Map.of(Sweep.BE, List.of(10, 50),
            Sweep.DC, List.of(10, 50), Sweep.LOCALS, List.of(20, 70)), 1, 3, false, 600, 14L * 86_400 / 5);

    @TempDir
    Path temporary;

    @Test
    void writesTheReportTheCsvsAndASummaryWithItsKeysInOrder() throws IOException {
        PreemptionExperiment.Results results = new PreemptionExperiment(TINY, line -> { }).run();
        PreemptionOutput.write(temporary, TINY, results, ExampleRun.run(), false, 1.5);

        JsonNode summary = new ObjectMapper().readTree(temporary.resolve("summary.json").toFile());
        assertThat(fieldNames(summary)).containsExactly("seed", "quick", "seeds", "requests", "workloads", "rows",
                "table1", "table3", "selection_p99_micros", "headlines", "wall_seconds");
        JsonNode headlines = summary.get("headlines");
        assertThat(headlines).as("one cut per sweep, then whether best effort cuts most").hasSize(4);
        for (int index = 0; index < 3; index++) {
            JsonNode row = summary.get("table1").get(index);
            JsonNode headline = headlines.get(index);
            assertThat(headline.get("name").asText()).contains(row.get("sweep").asText() + " sweep");
            assertThat(headline.get("basis").asText()).startsWith("percentage points");
            assertThat(headline.get("verdict").asText()).isEqualTo(Verdict.of(row.get("paper_local_decrease")
                    .asDouble(), row.get("local_decrease_points").asDouble(), 0).label());
        }
        assertThat(headlines.get(3).get("name").asText()).startsWith("largest cut from the best-effort sweep");
        assertThat(summary.get("rows")).hasSize(3 * 2 * 4);
        assertThat(fieldNames(summary.get("rows").get(0))).containsExactly("sweep", "value_pct", "policy",
                "local_rejection_pct", "external_rejection_pct", "external_cancelled_pct", "utilisation_pct",
                "preemptions", "be_makespan_seconds", "overhead_seconds", "capped_decisions");
        assertThat(summary.get("table1")).hasSize(3);
        assertThat(fieldNames(summary.get("table1").get(0))).contains("local_decrease_points", "paper_local_decrease",
                "paper_external_p");
        assertThat(summary.get("table3")).hasSize(4);
        assertThat(fieldNames(summary.get("table3").get(1))).contains("preempted", "paper_preempted",
                "paper_overhead_seconds", "paper_makespan_seconds");
        assertThat(temporary.resolve("report.md")).content().contains("Table I", "§8.3", "Ambiguities", "Verdicts");
        assertThat(temporary.resolve("rows.csv")).exists();
        assertThat(temporary.resolve("table1.csv")).exists();
        assertThat(temporary.resolve("table3.csv")).exists();
    }

    @Test
    void theSameSeedGivesTheSameRows() {
        PreemptionSettings one = new PreemptionSettings(Map.of(Sweep.LOCALS, List.of(20, 70)), 1, 3, false, 600,
                14L * 86_400 / 5);
        PreemptionExperiment.Results first = new PreemptionExperiment(one, line -> { }).run();
        PreemptionExperiment.Results second = new PreemptionExperiment(one, line -> { }).run();

        assertThat(PreemptionOutput.summary(one, second, List.of(), List.of(), 0).get("rows"))
                .isEqualTo(PreemptionOutput.summary(one, first, List.of(), List.of(), 0).get("rows"));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
