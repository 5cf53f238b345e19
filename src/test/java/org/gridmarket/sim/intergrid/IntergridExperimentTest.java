package org.gridmarket.sim.intergrid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.peering.ProviderPolicy;
import org.gridmarket.sim.SummaryJson;
import org.gridmarket.sim.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The experiment machinery on {@link TinyConfiguration} (no trace needed): §6.4's trimmed mean, determinism
 * (same seed ⇒ same summary.json but wall_seconds, whatever the thread count), conservation under contracts,
 * and an end-to-end run writing every output.
 */
class IntergridExperimentTest {

    @TempDir
    Path temporary;

    @ParameterizedTest(name = "trimmed mean of {0} = {1}")
    @CsvSource(delimiter = ';', value = {
            "1,2,3,4,5,6,7,8,9,100; 5.5",
            "5,1,9; 5",
            "4,8; 6",
            "7; 7",
            "3,3,3,3; 3"})
    void section64DropsTheBestAndTheWorstRound(String values, double expected) {
        double[] numbers = java.util.Arrays.stream(values.split(",")).mapToDouble(Double::parseDouble).toArray();

        assertThat(IntergridExperiment.trimmedMean(numbers)).isCloseTo(expected, within(1e-12));
    }

    @Test
    void sameSeedGivesTheSameSummaryWhateverTheThreadCount() throws IOException {
        String one = summaryText(TinyConfiguration.settings(1), temporary.resolve("one"));
        String two = summaryText(TinyConfiguration.settings(2), temporary.resolve("two"));

        assertThat(SummaryJson.withoutWallTime(two)).isEqualTo(SummaryJson.withoutWallTime(one));
        assertThat(one).contains("\"rows\"", "\"conservation\"");
    }

    @Test
    void everyRedirectedRequestRunsOnceAndIsPaidOnce() {
        IntergridWorkload workload = TinyConfiguration.workload(3);
        List<IntergridGrid> grids = List.of(TinyConfiguration.DAS, TinyConfiguration.AUVER, TinyConfiguration.G5K);
        List<ScenarioRound> outcomes = new ArrayList<>();
        for (ContractKind contract : List.of(ContractKind.FIXED_PRICE, ContractKind.PRICE_RANGE)) {
            for (ProviderPolicy policy : List.of(ProviderPolicy.CB, ProviderPolicy.CBM, ProviderPolicy.EBMF)) {
                outcomes.add(IntergridRun.run(Scenario.of(grids, policy, contract, 6), 0, workload, 11));
            }
        }

        long redirected = 0;
        for (ScenarioRound outcome : outcomes) {
            Conservation conservation = outcome.conservation();
            assertThat(conservation.holds()).as(outcome.scenario().toString()).isTrue();
            assertThat(conservation.gridJobsEnded()).isEqualTo(conservation.gridJobsSubmitted()).isPositive();
            assertThat(conservation.settlements()).isEqualTo(conservation.redirected());
            redirected += conservation.redirected();
        }
        assertThat(redirected).as("the overloaded AuverGrid* redirects under some contract").isPositive();
    }

    @Test
    void withoutContractsNothingIsRedirectedOrPaid() {
        IntergridWorkload workload = TinyConfiguration.workload(3);
        ScenarioRound outcome = IntergridRun.run(Scenario.of(List.of(TinyConfiguration.DAS, TinyConfiguration.AUVER,
                TinyConfiguration.G5K), ProviderPolicy.EB, ContractKind.NONE, 12), 0, workload, 11);

        assertThat(outcome.conservation().redirected()).isZero();
        assertThat(outcome.conservation().usersPaidMicroGd()).isZero();
        assertThat(outcome.grids()).allSatisfy(grid -> {
            assertThat(grid.redirectedPct()).isZero();
            assertThat(grid.awrtGridSeconds()).isPositive();
            assertThat(grid.utilisationPct()).isBetween(0.0, 100.0);
        });
    }

    @Test
    void endToEndWritesReportCsvsPlotsAndSummary() throws IOException {
        Path out = temporary.resolve("out");
        summaryText(TinyConfiguration.settings(2), out);

        assertThat(out.resolve("report.md")).content().contains("Headline", "Table 2", "Conservation",
                "Experiment 1", "Experiment 2");
        assertThat(out.resolve("rows.csv")).exists();
        assertThat(out.resolve("rounds.csv")).exists();
        assertThat(out.resolve("fig5-awrt-grid-jobs.png")).exists();
        assertThat(out.resolve("fig7-redirected-load.svg")).exists();
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        List<String> keys = new ArrayList<>();
        summary.fieldNames().forEachRemaining(keys::add);
        assertThat(keys.get(keys.size() - 1)).isEqualTo("wall_seconds");
        assertThat(summary.get("conservation").get("holds").asBoolean()).isTrue();
        JsonNode row = summary.get("rows").get(0);
        for (String field : List.of("experiment", "grid", "policy", "contract", "interval_hours", "awrt_grid",
                "awrt_local", "redirected_pct", "utilisation_pct", "paper_awrt_grid", "paper_awrt_local")) {
            assertThat(row.has(field)).as(field).isTrue();
        }
        assertThat(summary.get("rows")).extracting(node -> node.get("contract").asText())
                .contains("none", "fixed-price", "price-range");
        // quick: 2 policies × 3 contracts × 3 grids in Experiment 1 and again in Experiment 2
        assertThat(summary.get("rows")).hasSize(36);
        JsonNode ratios = summary.get("headline_ratios");
        JsonNode headlines = summary.get("headlines");
        assertThat(summary.has("headline")).isFalse();
        assertThat(headlines).hasSameSizeAs(ratios).isNotEmpty();
        for (int index = 0; index < ratios.size(); index++) {
            JsonNode ratio = ratios.get(index);
            JsonNode headline = headlines.get(index);
            String comparison = ratio.get("comparison").asText();
            double band = comparison.contains("within 3 %") ? 3 : 0;
            assertThat(headline.get("name").asText()).isEqualTo(comparison);
            assertThat(headline.get("verdict").asText()).as(comparison).isEqualTo(Verdict.of(
                    100 * (ratio.get("paper_ratio").asDouble() - 1), 100 * (ratio.get("ours_ratio").asDouble() - 1),
                    band).label());
        }
        assertThat(out.resolve("report.md")).content().contains("Verdicts");
    }

    private static String summaryText(IntergridSettings settings, Path out) throws IOException {
        IntergridWorkload workload = TinyConfiguration.workload(settings.seed());
        IntergridExperiment.Results results = new IntergridExperiment(settings, workload, line -> { }).run();
        IntergridOutput.write(out, settings, workload, results, true, 1.5);
        return Files.readString(out.resolve("summary.json"));
    }
}
