package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code experiment preemption}: help and bad input (the runs themselves are tested in sim/preemption). */
class PreemptionCommandTest {

    private static final int USAGE_ERROR = 2;

    @TempDir
    Path temporary;

    private final CliRun cli = new CliRun();

    @Test
    void helpExplainsEveryOption() {
        assertThat(cli.run("experiment", "preemption", "--help")).isZero();

        assertThat(cli.out.toString()).contains("--quick", "--seeds", "--seed", "--out", "--no-plots");
    }

    @Test
    void experimentListsPreemption() {
        assertThat(cli.run("experiment")).isZero();

        assertThat(cli.out.toString()).contains("preemption");
    }

    @ParameterizedTest(name = "{0} {1} exits 2 naming {0}")
    @CsvSource({"--seeds, 0", "--seeds, 101", "--seeds, many", "--seeds, ''", "--seed, one", "--seed, 1.5"})
    void badValueExitsTwoNamingTheOptionAndWritesNothing(String option, String value) {
        Path out = temporary.resolve("out");

        int exitCode = cli.run("experiment", "preemption", "--quick", option, value, "--out", out.toString());

        assertThat(exitCode).isEqualTo(USAGE_ERROR);
        assertThat(cli.err.toString()).startsWith(option + " must be");
        assertThat(out).doesNotExist();
    }

    @Test
    void theOutputDirectoryIsRequired() {
        assertThat(cli.run("experiment", "preemption", "--quick")).isEqualTo(USAGE_ERROR);

        assertThat(cli.err.toString()).contains("--out");
    }
}
