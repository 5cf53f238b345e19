package org.gridmarket.app.experiments.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.experiments.persistence.RunDirectory;
import org.gridmarket.app.experiments.persistence.RunRecord;
import org.gridmarket.app.experiments.persistence.RunState;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A run's record across a restart, its estimate of the time left, its options and progress lines. */
class RunLifeTest {
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");

    @Test
    void runsQueuedOrRunningAtAStopAreFailedAsInterruptedAfterTheNextStart(@TempDir Path root) {
        RunDirectory directory = new RunDirectory(root, JSON);
        RunRecord queued = RunRecord.queued(directory.create(), "tender", true, 1L, Map.of(), "admin", "1", T0);
        RunRecord running = RunRecord.queued(directory.create(), "tender", false, 2L, Map.of("seeds", "3"), "admin",
                "1", T0).markRunning(T0.plusSeconds(1)).withProgress(0.4);
        RunRecord done = RunRecord.queued(directory.create(), "replay", true, 1L, Map.of(), "admin", "1", T0)
                .markRunning(T0).markDone(T0.plusSeconds(9));
        List.of(queued, running, done).forEach(directory::save);
        long orphan = directory.create();

        List<RunRecord> after = ExperimentRuns.recover(new RunDirectory(root, JSON), T0.plusSeconds(60));
        assertThat(after).extracting(RunRecord::state).containsExactly(RunState.FAILED, RunState.FAILED,
                RunState.DONE);
        assertThat(after.get(1).failure()).isEqualTo("interrupted by a restart");
        assertThat(after.get(1).progress()).isEqualTo(0.4);
        assertThat(after.get(1).endedAt()).isEqualTo(T0.plusSeconds(60));
        assertThat(after.get(2)).isEqualTo(done);
        RunDirectory reread = new RunDirectory(root, JSON);
        assertThat(reread.loadAll()).isEqualTo(after);
        assertThat(reread.create()).isEqualTo(orphan + 1);
    }

    @Test
    void aRunEndsOnceAndItsFilesAreOnlyThoseUnderOut(@TempDir Path root) throws Exception {
        RunDirectory directory = new RunDirectory(root, JSON);
        long id = directory.create();
        RunRecord run = RunRecord.queued(id, "tender", true, 1L, Map.of(), "admin", "1", T0).markCancelled(T0);
        assertThatThrownBy(() -> run.markFailed(T0, "late")).isInstanceOf(IllegalStateException.class);
        directory.save(run);
        Files.createDirectories(directory.out(id).resolve("experiment-1"));
        Files.writeString(directory.out(id).resolve("experiment-1/report.md"), "# r\n");
        assertThat(directory.files(id)).containsExactly(new RunDirectory.RunFile("experiment-1/report.md", 4));
        assertThat(directory.file(id, "experiment-1/report.md")).isPresent();
        assertThat(directory.file(id, "../run.json")).isEmpty();
        assertThat(directory.file(id, "run.json")).isEmpty();
    }

    @ParameterizedTest(name = "{0} s after the start at progress {1}: {2} s left")
    @CsvSource({"30, 0.25, 90", "10, 0.5, 10", "100, 1.0, 0", "7, 0.0,"})
    void timeLeftIsElapsedTimesTheShareLeftOverTheShareDone(long elapsed, double progress, Long expected) {
        RunRecord running = RunRecord.queued(1, "tender", true, 1L, Map.of(), "admin", "1", T0).markRunning(T0)
                .withProgress(progress);
        assertThat(RunView.etaSeconds(running, T0.plusSeconds(elapsed))).isEqualTo(expected);
    }

    @ParameterizedTest(name = "''{0}'' is progress {1}")
    @CsvSource(delimiter = '|', value = {"progress 0.2500|0.25", "progress 1.0000|1.0", "[####    ]  42% 1/2 jobs|0.42",
        "λ = 4: 3 seeds done|", "progress x|", "[####] 100% 9/9 jobs|1.0"})
    void childOutputLinesGiveProgress(String line, Double expected) {
        assertThat(ChildRun.fraction(line)).isEqualTo(expected);
    }

    @Test
    void optionsAreCheckedAgainstTheCatalogueAndDefaultsFilled() {
        Catalogue.Experiment tender = Catalogue.find("tender").orElseThrow();
        assertThat(Catalogue.checked(tender, Map.of("lambda", "1,4", "seeds", " 2 ")))
                .isEqualTo(Map.of("lambda", "1,4", "seeds", "2", "round", "1"));
        assertThat(Catalogue.arguments(Map.of("seeds", "2", "lambda", "1,4")))
                .containsExactly("--lambda", "1,4", "--seeds", "2");
        assertThatThrownBy(() -> Catalogue.checked(tender, Map.of("round", "10.5", "lambda", "0,3")))
                .isInstanceOf(ApiProblem.class)
                .hasMessage("options.lambda: not accepted; Comma-separated whole numbers 1..10 (default 1..10; "
                        + "quick: 1,4,7,10).; options.round: must be between 0 and 10");
        assertThatThrownBy(() -> Catalogue.checked(Catalogue.find("intergrid").orElseThrow(),
                Map.of("threads", "x"))).hasMessage("options.threads: must be a whole number");
    }
}
