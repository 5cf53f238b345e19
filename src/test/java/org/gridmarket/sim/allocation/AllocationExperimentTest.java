package org.gridmarket.sim.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.gridmarket.sim.allocation.ResourceConfigurationTest.job;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.gridmarket.core.workload.Job;
import org.gridmarket.sim.ProgressListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tiny sweep end to end on a synthetic five-queue log: outputs, resume, refusal of a foreign replays.csv. */
class AllocationExperimentTest {

    @TempDir
    Path temporary;

    private static final AllocationSettings TINY = new AllocationSettings(7, false, 2, List.of(100, 50),
            List.of(0.0, 0.12), List.of(1.0, 2.0), List.of(), true);

    static AllocationLog syntheticLog() {
        SplittableRandom random = new SplittableRandom(3);
        int[] widest = {8, 128, 128, 128, 50};
        List<Job> jobs = new ArrayList<>();
        for (int index = 0; index < 300; index++) {
            int queue = 1 + random.nextInt(5);
            jobs.add(job(index + 1, index * 120L, 1 + random.nextInt(widest[queue - 1]),
                    60 + random.nextInt(3_000), queue));
        }
        return new AllocationLog("synthetic", jobs, List.of());
    }

    @Test
    void writesSummaryJsonWithTheIssuesKeysInOrderAndResumesWithoutReplaying() throws IOException {
        AllocationLog log = syntheticLog();
        AllocationExperiment.Results first = AllocationExperiment.run(log, TINY, temporary, 2, ProgressListener.NONE);
        AllocationOutput.write(temporary, first, false, 1.5);

        JsonNode summary = new ObjectMapper().readTree(temporary.resolve("summary.json").toFile());
        List<String> keys = new ArrayList<>();
        summary.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsSubsequence("tnpir", "tnpir_sl_le_3", "tnpir_lublin99", "threshold_tnpir",
                "tnpir_dynamic", "jobs_by_rc", "queue_length_bf_sh0", "speed_ratio", "replays");
        assertThat(keys.get(keys.size() - 1)).isEqualTo("wall_seconds");
        assertThat(summary.at("/tnpir/BF/100").isNumber()).isTrue();
        assertThat(summary.at("/tnpir/TAI2/total").asDouble()).isEqualTo(summary.at("/tnpir/TAI2/100").asDouble()
                + summary.at("/tnpir/TAI2/50").asDouble(), within(1e-9));
        assertThat(summary.at("/jobs_by_rc/100").asInt()).isEqualTo(300);
        assertThat(summary.at("/replays").asInt()).isEqualTo(AllocationSweep.plan(TINY).size());
        assertThat(Files.readString(temporary.resolve("report.md"))).contains("Table 11", "Table 10", "Table 13",
                "Tables 14–15", "Feitelson96 (not available here)");

        AllocationExperiment.Results again = AllocationExperiment.run(log, TINY, temporary, 1, ProgressListener.NONE);
        assertThat(again.replaysRun()).isZero();
        assertThat(again.tables().tnpir(ReplayKey.LOG, 50, sl -> true))
                .isEqualTo(first.tables().tnpir(ReplayKey.LOG, 50, sl -> true));
    }

    @Test
    void threadCountNeverChangesANumber() {
        AllocationLog log = syntheticLog();
        AllocationExperiment.Results one = AllocationExperiment.run(log, TINY, temporary.resolve("one"), 1,
                ProgressListener.NONE);
        AllocationExperiment.Results two = AllocationExperiment.run(log, TINY, temporary.resolve("two"), 2,
                ProgressListener.NONE);
        assertThat(two.outcomes()).isEqualTo(one.outcomes());
    }

    @Test
    void tableTenNormalisesByTheMeanOfTheTwentyPairsSoEachMethodsRowSumsToZero() {
        AllocationExperiment.Results results = AllocationExperiment.run(syntheticLog(), TINY, temporary, 2,
                ProgressListener.NONE);
        for (String method : AllocationSettings.THRESHOLD_METHODS) {
            assertThat(results.tables().thresholdTnpir(method)).hasSize(20);
            assertThat(results.tables().thresholdTnpir(method).values().stream().mapToDouble(Double::doubleValue)
                    .sum()).isCloseTo(0, within(1e-6));
        }
    }

    @Test
    void refusesAReplaysFileWrittenForAnotherSeed() throws IOException {
        AllocationLog log = syntheticLog();
        AllocationSettings small = new AllocationSettings(7, true, 1, List.of(100), List.of(0.0), List.of(1.0),
                List.of(), false);
        AllocationExperiment.run(log, small, temporary, 1, ProgressListener.NONE);
        AllocationSettings otherSeed = new AllocationSettings(8, true, 1, List.of(100), List.of(0.0), List.of(1.0),
                List.of(), false);

        assertThatThrownBy(() -> AllocationExperiment.run(log, otherSeed, temporary, 1, ProgressListener.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("other inputs");
    }

    @Test
    void aTornLastRowIsDroppedAndReplayedOnResume() throws IOException {
        AllocationLog log = syntheticLog();
        AllocationSettings small = new AllocationSettings(7, true, 1, List.of(100), List.of(0.0), List.of(1.0),
                List.of(), false);
        AllocationExperiment.Results first = AllocationExperiment.run(log, small, temporary, 1,
                ProgressListener.NONE);
        Path file = temporary.resolve("replays.csv");
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 4));

        AllocationExperiment.Results resumed = AllocationExperiment.run(log, small, temporary, 1,
                ProgressListener.NONE);
        assertThat(resumed.replaysRun()).isEqualTo(1);
        assertThat(resumed.outcomes()).isEqualTo(first.outcomes());
        assertThat(Files.readAllLines(file)).hasSize(2 + first.outcomes().size());
    }

    @Test
    void otherFixedThresholdsChangeTiAndTheFingerprintButNotBf() {
        AllocationSettings small = new AllocationSettings(7, true, 2, List.of(100), List.of(0.0, 0.24),
                List.of(1.0, 3.0), List.of(), false);
        AllocationSettings moved = small.withFixedThresholds(Map.of("TI", new double[] {0.2, 3}));
        assertThat(moved.fingerprint("x", 1)).isNotEqualTo(small.fingerprint("x", 1)).contains("TI=0.2/3");
        assertThat(moved.method("TI").toString()).isEqualTo(small.method("TI@0.2/3").toString());
        AllocationExperiment.Results paper = AllocationExperiment.run(syntheticLog(), small, temporary.resolve("a"),
                2, ProgressListener.NONE);
        AllocationExperiment.Results other = AllocationExperiment.run(syntheticLog(), moved, temporary.resolve("b"),
                2, ProgressListener.NONE);
        assertThat(other.tables().tnpir(ReplayKey.LOG, 100, sl -> true).get("BF"))
                .isEqualTo(paper.tables().tnpir(ReplayKey.LOG, 100, sl -> true).get("BF"));
        assertThatThrownBy(() -> small.withFixedThresholds(Map.of("AI", new double[] {0.1, 1})))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
