package org.gridmarket.sim.gridfederation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.OptimisationStrategy;
import org.gridmarket.sim.SummaryJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The experiment machinery without traces: every Table 2 resource on a seeded Lublin99 workload, quick
 * settings. Checks determinism, the strategy rule of Experiment 3 and the structure of what is written.
 */
class GridFederationExperimentsTest {

    private static final ExperimentSettings QUICK_ALL = new ExperimentSettings(ExperimentSettings.ALL, true, 7);

    private static FederationWorkload workload;
    private static ExperimentResults results;

    @TempDir
    Path temporary;

    @BeforeAll
    static void runQuickExperimentsOnSyntheticWorkloads() {
        workload = synthetic(QUICK_ALL);
        results = new GridFederationExperiments(QUICK_ALL, workload, line -> { }).run();
    }

    private static FederationWorkload synthetic(ExperimentSettings settings) {
        return FederationWorkload.synthetic(settings.replicas(), settings.windowSeconds(),
                new RandomStreams(settings.seed()));
    }

    @Test
    void sameSeedGivesTheSameSummaryAndAnotherSeedDoesNot() {
        ExperimentSettings settings = new ExperimentSettings(Set.of(2, 3), true, 7);
        String first = summary(settings);
        String second = summary(settings);
        String otherSeed = summary(new ExperimentSettings(Set.of(2, 3), true, 8));

        assertThat(second).isEqualTo(first);
        assertThat(otherSeed).isNotEqualTo(first);
    }

    private static String summary(ExperimentSettings settings) {
        FederationWorkload loaded = synthetic(settings);
        ExperimentResults run = new GridFederationExperiments(settings, loaded, line -> { }).run();
        return SummaryJson.withoutWallTime(ExperimentOutput.summary(settings, loaded, run, 1.5).toPrettyString());
    }

    @Test
    void oftShareSetsEachJobsStrategyFromOneDrawPerJob() {
        List<Job> jobs = workload.jobs(8);
        RandomStreams streams = new RandomStreams(3);

        List<Job> none = FederationRun.withProfile(jobs, 0, streams);
        List<Job> half = FederationRun.withProfile(jobs, 50, streams);
        List<Job> all = FederationRun.withProfile(jobs, 100, streams);
        List<Job> more = FederationRun.withProfile(jobs, 60, streams);

        assertThat(none).allMatch(job -> job.strategy() == OptimisationStrategy.COST);
        assertThat(all).allMatch(job -> job.strategy() == OptimisationStrategy.TIME);
        long halfTime = half.stream().filter(job -> job.strategy() == OptimisationStrategy.TIME).count();
        assertThat(halfTime).isBetween(jobs.size() / 2L - jobs.size() / 10L, jobs.size() / 2L + jobs.size() / 10L);
        for (int index = 0; index < jobs.size(); index++) {
            if (half.get(index).strategy() == OptimisationStrategy.TIME) {
                assertThat(more.get(index).strategy()).isEqualTo(OptimisationStrategy.TIME);
            }
        }
    }

    @Test
    void jobIdsAreUniqueAcrossSitesAndReplicasGetTheirOwnWindows() {
        List<Job> jobs = workload.jobs(20);
        List<String> members = workload.members(20).stream().map(member -> member.site().name()).toList();

        assertThat(jobs).extracting(Job::id).doesNotHaveDuplicates();
        assertThat(members).hasSize(20).contains("CTC SP2", "CTC SP2 #2", "KTH SP2 #3", "SDSC SP2 #2")
                .doesNotContain("SDSC SP2 #3");
        assertThat(jobs).extracting(Job::originSite).isSubsetOf(members);
        assertThat(jobs).allMatch(job -> job.submitSeconds() >= 0 && job.submitSeconds() < QUICK_ALL.windowSeconds());
    }

    @Test
    void writesAReportPerExperimentCsvsAndTheSummaryKeys() throws IOException {
        ExperimentOutput.write(temporary, QUICK_ALL, workload, results, false, 2.5);

        for (int experiment = 1; experiment <= 5; experiment++) {
            String report = Files.readString(temporary.resolve("experiment-" + experiment + "/report.md"));
            assertThat(report).contains("LANL Origin*", "| key value | paper | ours |", "conservative");
        }
        assertThat(Files.readString(temporary.resolve("experiment-1/report.md"))).contains("53.492", "90.30",
                BaselineReport.PER_JOB, BaselineReport.PER_SITE, "offered load % of the window", "44.55013",
                "LANL Origin\\* fit");
        assertThat(Files.readString(temporary.resolve("experiment-2/report.md"))).contains("324 / ", "98.61",
                BaselineReport.PER_JOB, BaselineReport.PER_SITE);
        assertThat(Files.readString(temporary.resolve("experiment-3/report.md"))).contains("accepted % per job",
                "incentive ×p", "mean spent ×p (accepted)");
        assertThat(Files.readString(temporary.resolve("experiment-5/report.md"))).contains("5.55 / 10.65");
        assertCsv("experiment-1/table3.csv", "resource,processors,utilisation_pct", 9);
        assertCsv("experiment-2/table4.csv", "resource,processors,utilisation_pct", 9);
        assertCsv("experiment-3/sites-by-profile.csv", "oft_pct,resource", 1 + 3 * 8);
        assertCsv("experiment-4/messages-by-profile.csv", "oft_pct,resource,local_messages", 1 + 3 * 8);
        assertCsv("experiment-5/messages-by-size.csv", "gfas,oft_pct,jobs", 1 + 2 * 3);
        assertThat(temporary.resolve("experiment-3/fig4a-incentive.png")).doesNotExist();

        JsonNode summary = new ObjectMapper().readTree(temporary.resolve("summary.json").toFile());
        assertThat(summary.has("acceptance_pct_independent")).as("every acceptance key names its basis").isFalse();
        assertThat(summary.has("acceptance_pct_federated")).isFalse();
        assertThat(summary.get("acceptance_pct_per_site_independent").asDouble())
                .isEqualTo(results.independent().meanAcceptedPercent());
        assertThat(summary.get("acceptance_pct_per_site_federated").asDouble()).isBetween(0.0, 100.0);
        assertThat(summary.get("acceptance_pct_per_job_independent").asDouble())
                .isEqualTo(results.independent().perJobAcceptedPercent());
        assertThat(summary.get("acceptance_pct_per_job_federated").asDouble()).isBetween(0.0, 100.0);
        assertThat(summary.get("paper_acceptance_pct_per_job_independent").asDouble()).isEqualTo(90.30);
        assertThat(summary.at("/by_oft_pct/0/acceptance_pct_per_job").isNumber()).isTrue();
        assertThat(summary.at("/by_oft_pct/0/acceptance_pct_per_site").isNumber()).isTrue();
        assertThat(summary.at("/by_oft_pct/0").has("acceptance_pct")).isFalse();
        JsonNode acceptance = summary.at("/headlines/0");
        assertThat(acceptance.get("name").asText()).startsWith("acceptance, independent resources → federation");
        assertThat(acceptance.get("basis").asText()).isEqualTo("per job");
        assertThat(acceptance.get("paper").asText()).isEqualTo("90.30 → 98.61 %");
        assertThat(acceptance.get("ours").asText()).isEqualTo(String.format(java.util.Locale.ROOT, "%.2f → %.2f %%",
                results.independent().perJobAcceptedPercent(), results.withoutEconomy().perJobAcceptedPercent()));
        assertThat(acceptance.get("reason").asText()).contains("quick run: half-day windows");
        assertThat(summary.get("headlines")).hasSize(2);
        summary.get("headlines").forEach(headline -> assertThat(headline.get("verdict").asText())
                .isIn("reproduced", "direction-only", "not-reproduced"));
        assertThat(summary.at("/headlines/1/paper").asText()).isEqualTo("5.55 → 10.65");
        assertThat(summary.at("/windows/3/paper_jobs_table3").asInt()).isEqualTo(817);
        assertThat(summary.at("/windows/3/lublin99_fit/two_day_jobs").asInt()).isEqualTo(817);
        assertThat(summary.at("/windows/0/offered_load_pct").isNumber()).isTrue();
        assertThat(summary.at("/windows/0/lublin99_fit").isMissingNode()).isTrue();
        assertThat(summary.at("/messages_per_job_avg/OFC/10").isNumber()).isTrue();
        assertThat(summary.at("/messages_per_job_avg/OFT/20").isNumber()).isTrue();
        assertThat(summary.get("windows")).hasSize(8);
        List<String> lines = Files.readAllLines(temporary.resolve("summary.json"));
        assertThat(lines.get(lines.size() - 2)).contains("\"wall_seconds\" : 2.5");
    }

    @Test
    void drawsEachFigureAsPngAndSvg() {
        ExperimentSettings baselines = new ExperimentSettings(Set.of(2), true, 7);
        ExperimentOutput.write(temporary, baselines, workload, results, true, 1);

        for (String figure : List.of("fig3a-utilisation", "fig3b-jobs")) {
            assertThat(temporary.resolve("experiment-2/" + figure + ".png")).isNotEmptyFile();
            assertThat(temporary.resolve("experiment-2/" + figure + ".svg")).isNotEmptyFile();
        }
    }

    private void assertCsv(String file, String headerStart, int lines) throws IOException {
        List<String> content = Files.readAllLines(temporary.resolve(file));
        assertThat(content.get(0)).startsWith(headerStart);
        assertThat(content).hasSize(lines);
    }
}
