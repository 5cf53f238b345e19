package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** {@code experiment tender}: help and bad input (the runs themselves are tested in sim/tender). */
class TenderCommandTest {

    @TempDir
    Path temporary;

    private final CliRun cli = new CliRun();

    @Test
    void helpExplainsEveryOption() {
        assertThat(cli.run("experiment", "tender", "--help")).isZero();

        assertThat(cli.out.toString()).contains("--quick", "--seed", "--round", "--lambda", "--seeds", "--bench",
                "--out", "--no-plots");
    }

    @Test
    void experimentListsTender() {
        assertThat(cli.run("experiment")).isZero();

        assertThat(cli.out.toString()).contains("tender");
    }

    @ParameterizedTest(name = "{0} {1} exits 1 naming {0}")
    @CsvSource({
            "--round, -1", "--round, 10.5", "--round, NaN", "--round, soon",
            "--lambda, 0", "--lambda, 11", "--lambda, '4,x'", "--lambda, ''",
            "--seeds, 0", "--seeds, 101", "--seeds, many"})
    void badInputExitsOneNamingTheOption(String option, String value) {
        int exitCode = cli.run("experiment", "tender", option, value, "--out", temporary.toString());

        assertThat(exitCode).isEqualTo(GridmarketCli.EXIT_INPUT_ERROR);
        assertThat(cli.err.toString()).startsWith("error: " + option);
        assertThat(temporary.resolve("summary.json")).doesNotExist();
    }

    @Test
    void aSeedThatIsNotAWholeNumberIsAUsageError() {
        int exitCode = cli.run("experiment", "tender", "--seed", "one", "--out", temporary.toString());

        assertThat(exitCode).isEqualTo(CommandLine.ExitCode.USAGE);
        assertThat(cli.err.toString()).contains("--seed must be a whole number, got 'one'");
        assertThat(temporary.resolve("summary.json")).doesNotExist();
    }

    @Test
    void withoutBenchTheOutputDirectoryIsRequired() {
        assertThat(cli.run("experiment", "tender", "--quick")).isEqualTo(CommandLine.ExitCode.USAGE);

        assertThat(cli.err.toString()).contains("--out");
    }
}
