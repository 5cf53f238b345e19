package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Parsing {@code scontrol show job -o}, on lines captured from this Slurm (scontrol-show-job.txt). */
class SlurmJobTest {
    private static Map<String, SlurmJob> byState;

    @BeforeAll
    static void readCapturedLines() throws IOException {
        try (InputStream in = SlurmJobTest.class.getResourceAsStream("scontrol-show-job.txt")) {
            byState = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> line.startsWith("JobId=")).map(SlurmJob::parse)
                    .collect(Collectors.toMap(SlurmJob::state, Function.identity()));
        }
    }

    @ParameterizedTest(name = "{0}: exit {1}:{2}, ran {3} s, limit {4} min, terminal {5}, ran {6}")
    @CsvSource(nullValues = "null", value = {
        "COMPLETED, 0, 0,  3,     2, true,  true",
        "FAILED,    3, 0,  0,  null, true,  true",
        "TIMEOUT,   0, 15, 76,    1, true,  true",
        "CANCELLED, 0, 15, 2,  null, true,  true",
        "RUNNING,   0, 0,  2,  null, false, true",
        "PENDING,   0, 0,  0,  null, false, false"
    })
    void readsStateExitCodeRunTimeAndLimit(String state, int exitStatus, int exitSignal, long runTimeSeconds,
                                           Long limitMinutes, boolean terminal, boolean ran) {
        SlurmJob job = byState.get(state);
        assertThat(job.exitStatus()).isEqualTo(exitStatus);
        assertThat(job.exitSignal()).isEqualTo(exitSignal);
        assertThat(job.runTimeSeconds()).isEqualTo(runTimeSeconds);
        assertThat(job.timeLimitMinutes()).isEqualTo(limitMinutes);
        assertThat(job.terminal()).isEqualTo(terminal);
        assertThat(job.ran()).isEqualTo(ran);
    }

    @Test
    void readsTheIdReasonAndLocalTimesWithoutZone() {
        SlurmJob completed = byState.get("COMPLETED");
        assertThat(completed.slurmId()).isEqualTo("2");
        assertThat(completed.startTime()).isEqualTo(LocalDateTime.of(2026, 11, 28, 10, 55, 34));
        assertThat(completed.endTime()).isEqualTo(LocalDateTime.of(2026, 11, 28, 10, 55, 37));
        assertThat(byState.get("FAILED").reason()).isEqualTo("NonZeroExitCode");
        assertThat(byState.get("TIMEOUT").reason()).isEqualTo("TimeLimit");
        // A running job has no end yet; a pending one's StartTime is only Slurm's expectation.
        assertThat(byState.get("RUNNING").endTime()).isNull();
        assertThat(byState.get("PENDING").reason()).isEqualTo("BeginTime");
    }

    @ParameterizedTest(name = "{0} = {1} s")
    @CsvSource({"00:00:03, 3", "00:01:16, 76", "1-02:03:04, 93784", "5, 300", "02:30, 150", "0, 0"})
    void readsSlurmDurations(String duration, long seconds) {
        assertThat(SlurmJob.seconds(duration)).isEqualTo(seconds);
    }

    @Test
    void aLineWithoutJobIdOrStateIsRefused() {
        assertThatThrownBy(() -> SlurmJob.parse("slurm_load_jobs error: Invalid job id specified"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
