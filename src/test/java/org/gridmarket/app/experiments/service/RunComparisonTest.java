package org.gridmarket.app.experiments.service;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Comparison by hand: every numeric leaf by dotted path, deltas and relative changes, the order, headlines. */
class RunComparisonTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyNumericLeafIsComparedAndSortedByItsRelativeChange() throws Exception {
        JsonNode a = JSON.readTree("""
                {"acceptance_pct_per_job": 80.0, "messages": {"total": 200, "per_gfa": [10, 0]}, "label": "x",
                 "only_a": 3, "wall_seconds": 12.5, "ok": true}""");
        JsonNode b = JSON.readTree("""
                {"acceptance_pct_per_job": 84.0, "messages": {"total": 100, "per_gfa": [15, 4]}, "label": "y",
                 "only_b": 7, "wall_seconds": 99, "ok": false}""");
        RunComparison compared = RunComparison.of(null, a, null, b);
        // relative: total -100/200 = -0.5, per_gfa.0 5/10 = 0.5, acceptance 4/80 = 0.05, per_gfa.1 null (a is 0)
        assertThat(compared.figures()).containsExactly(
                new RunComparison.Figure("messages.total", "messages › total", 200.0, 100.0, -100.0, -0.5),
                new RunComparison.Figure("messages.per_gfa.0", "messages › per gfa › 0", 10.0, 15.0, 5.0, 0.5),
                new RunComparison.Figure("acceptance_pct_per_job", "acceptance pct per job", 80.0, 84.0, 4.0, 0.05),
                new RunComparison.Figure("messages.per_gfa.1", "messages › per gfa › 1", 0.0, 4.0, 4.0, null),
                new RunComparison.Figure("only_a", "only a", 3.0, null, null, null),
                new RunComparison.Figure("only_b", "only b", null, 7.0, null, null));
    }

    @Test
    void headlinesPairByName() throws Exception {
        JsonNode a = JSON.readTree("""
                {"headlines": [{"name": "acceptance", "verdict": "reproduced"}, {"name": "messages",
                 "verdict": "direction-only"}]}""");
        JsonNode b = JSON.readTree("""
                {"headlines": [{"name": "messages", "verdict": "not-reproduced"}]}""");
        assertThat(RunComparison.of(null, a, null, b).headlines()).isEqualTo(List.of(
                new RunComparison.HeadlinePair("acceptance", "reproduced", null),
                new RunComparison.HeadlinePair("messages", "direction-only", "not-reproduced")));
        assertThat(RunComparison.of(null, null, null, null).figures()).isEmpty();
    }
}
