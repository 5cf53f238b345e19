package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Slurm's end of a job → what the agent reports: one row per situation. */
class SlurmOutcomeTest {
    private static final LocalDateTime START = LocalDateTime.of(2026, 11, 28, 10, 55, 34);
    private static final LocalDateTime END = LocalDateTime.of(2026, 11, 28, 10, 55, 37);

    @ParameterizedTest(name = "{0} exit {1}:{2} → {3} ({4})")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
        "COMPLETED     | 0 | 0  | finished | null",
        "FAILED        | 3 | 0  | failed   | Slurm: FAILED — the script exited with status 3",
        "FAILED        | 0 | 9  | failed   | Slurm: FAILED — the script was ended by signal 9",
        "TIMEOUT       | 0 | 15 | failed   | Slurm: TIMEOUT — it ran past its time limit (1 min)",
        "NODE_FAIL     | 0 | 0  | failed   | Slurm: NODE_FAIL — the node running it failed",
        "OUT_OF_MEMORY | 0 | 0  | failed   | Slurm: OUT_OF_MEMORY — it ran out of memory",
        "BOOT_FAIL     | 0 | 0  | failed   | Slurm: BOOT_FAIL — the node it was given failed to boot",
        "PREEMPTED     | 0 | 0  | failed   | Slurm: PREEMPTED — the cluster preempted it for another job",
        "DEADLINE      | 0 | 0  | failed   | Slurm: DEADLINE — it could not start before its Slurm deadline",
        "CANCELLED     | 0 | 15 | failed   | Slurm: CANCELLED — cancelled on the cluster"
    })
    void reportsFinishedOnlyForExitZeroAndSaysWhyOtherwise(String state, int status, int signal, String type,
                                                           String reason) {
        SlurmOutcome outcome = SlurmOutcome.of(job(state, status, signal), ZoneOffset.UTC);
        assertThat(outcome.type()).isEqualTo(type);
        assertThat(outcome.reason()).isEqualTo(reason);
        assertThat(outcome.exitCode()).isEqualTo(status);
        assertThat(outcome.at()).isEqualTo(Instant.parse("2026-11-28T10:55:37Z"));
        assertThat(outcome.runtimeSeconds()).isEqualTo(type.equals("finished") ? 3L : null);
    }

    @Test
    void slurmsLocalTimesAreReadInTheControllersZone() {
        SlurmOutcome outcome = SlurmOutcome.of(job("COMPLETED", 0, 0), ZoneId.of("Europe/Berlin"));
        assertThat(outcome.at()).isEqualTo(Instant.parse("2026-11-28T09:55:37Z"));
    }

    @Test
    void aJobSlurmIsNotDoneWithHasNoOutcome() {
        assertThatThrownBy(() -> SlurmOutcome.of(job("RUNNING", 0, 0), ZoneOffset.UTC))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static SlurmJob job(String state, int status, int signal) {
        return new SlurmJob("7", state, "None", status, signal, 3, 1L, START, END);
    }
}
