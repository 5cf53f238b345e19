package org.gridmarket.sim.tender;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.cli.GridmarketCli;
import org.gridmarket.sim.SummaryJson;
import org.gridmarket.sim.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code experiment tender} end to end on a small run, and issue 20's "done when" checks on seed 1: the economy
 * costs less than round-robin for λ ≤ 3 with no penalty for λ ≤ 2, and ECO1 rejects fewer externals than RR at
 * λ = 4 and 7.
 */
class TenderExperimentTest {

    @TempDir
    Path temporary;

    @Test
    void writesSummaryReportAndTheSixFigures() throws IOException {
        Path out = temporary.resolve("tender");

        int exitCode = GridmarketCli.run("experiment", "tender", "--lambda", "4", "--seeds", "1", "--out",
                out.toString());

        assertThat(exitCode).isZero();
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        assertThat(fieldNames(summary)).containsExactly("seed", "quick", "round", "4", "paper", "headlines",
                "wall_seconds");
        JsonNode gap = summary.get("headlines").get(0);
        assertThat(summary.get("headlines")).as("only λ = 4 ran: its gap, not λ = 7's or λ = 1's cost").hasSize(1);
        double eco = summary.get("4").get("ECO1").get("rejected_pct").asDouble();
        double rr = summary.get("4").get("RR").get("rejected_pct").asDouble();
        assertThat(gap.get("name").asText()).isEqualTo("rejected externals RR − ECO at λ = 4 (Fig. 1(b))");
        assertThat(gap.get("paper").asText()).isEqualTo("RR > 32.4 %, ECO 6.7 %");
        assertThat(gap.get("ours").asText()).isEqualTo(String.format(java.util.Locale.ROOT,
                "RR %.1f %%, ECO1 %.1f %%", rr, eco));
        assertThat(gap.get("verdict").asText()).isEqualTo(Verdict.of(32.4 - 6.7, rr - eco, 0).label());
        assertThat(fieldNames(summary.get("4"))).containsExactly("ECO1", "ECO2", "RR", "RR-any");
        assertThat(fieldNames(summary.get("4").get("ECO1"))).startsWith("load_pct", "load_pct_ci95",
                "background_load_pct", "background_load_pct_ci95", "rejected_pct", "rejected_pct_ci95")
                .contains("avg_cost", "avg_utility", "avg_penalty", "avg_tardiness");
        assertThat(summary.get("4").get("ECO1").get("rejected_pct").isNumber()).isTrue();
        assertThat(summary.get("round").asDouble()).isEqualTo(1.0);
        assertThat(summary.get("paper").get("values").size()).isEqualTo(TenderPaperValues.VALUES.size());
        for (TenderCharts.Figure figure : TenderCharts.FIGURES) {
            assertThat(out.resolve(figure.file() + ".png")).isNotEmptyFile();
        }
        assertThat(Files.readString(out.resolve("report.md"))).contains("Fig. 1(b)", "Ambiguities", "Verdicts",
                "work-conservation bound");
    }

    @Test
    void theSameSeedWritesTheSameSummary() throws IOException {
        List<String> summaries = new ArrayList<>();
        for (String run : List.of("a", "b")) {
            Path out = temporary.resolve(run);
            GridmarketCli.run("experiment", "tender", "--lambda", "2", "--seeds", "2", "--no-plots", "--out",
                    out.toString());
            summaries.add(SummaryJson.withoutWallTime(Files.readString(out.resolve("summary.json"))));
        }
        assertThat(summaries.get(1)).isEqualTo(summaries.get(0));
    }

    @Test
    void withoutRoundsBothScenariosAreOne() {
        TenderExperiment.Results results = new TenderExperiment(new TenderSettings(List.of(3), 1, 1, 0, false),
                line -> { }).run();

        for (TenderMeasure metric : TenderMeasure.values()) {
            assertThat(results.get(3, Series.ECO2, metric)).isEqualTo(results.get(3, Series.ECO1, metric));
        }
    }

    @Test
    void onSeedOneTheEconomyBeatsRoundRobinWhereThePaperSaysSo() {
        TenderExperiment.Results results = new TenderExperiment(new TenderSettings(List.of(1, 2, 3, 4, 7), 1, 1, 1,
                false), line -> { }).run();

        for (int lambda = 1; lambda <= 3; lambda++) {
            for (Series eco : List.of(Series.ECO1, Series.ECO2)) {
                assertThat(results.get(lambda, eco, TenderMeasure.COST).mean()).as("%s cost at λ = %d", eco, lambda)
                        .isLessThan(results.get(lambda, Series.RR, TenderMeasure.COST).mean());
            }
        }
        for (int lambda = 1; lambda <= 2; lambda++) {
            for (Series eco : List.of(Series.ECO1, Series.ECO2)) {
                assertThat(results.get(lambda, eco, TenderMeasure.PENALTY).mean())
                        .as("%s penalty at λ = %d", eco, lambda).isZero();
            }
        }
        for (int lambda : List.of(4, 7)) {
            assertThat(results.get(lambda, Series.ECO1, TenderMeasure.REJECTED).mean()).as("rejected at λ = %d", lambda)
                    .isLessThan(results.get(lambda, Series.RR, TenderMeasure.REJECTED).mean());
        }
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
