package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code experiment grid-federation}: parsing, help and errors (the runs themselves are tested in sim). */
class GridFederationCommandTest {

    @TempDir
    Path temporary;

    private final CliRun cli = new CliRun();
    private final StringWriter out = cli.out;
    private final StringWriter err = cli.err;

    private int run(String... arguments) {
        return cli.run(arguments);
    }

    @Test
    void theServiceLauncherHandsExperimentToTheCli() {
        assertThat(GridmarketCli.handles("experiment")).isTrue();
    }

    @Test
    void helpExplainsEveryOption() {
        assertThat(run("experiment", "grid-federation", "--help")).isZero();

        assertThat(out.toString()).contains("--experiment", "1|2|3|4|5|all", "--quick", "--seed", "--traces",
                "--out", "--no-plots", "LANL Origin*");
    }

    @Test
    void experimentAloneListsItsSubcommands() {
        assertThat(run("experiment")).isZero();

        assertThat(out.toString()).contains("grid-federation");
    }

    @Test
    void rejectsAnUnknownExperiment() {
        int exitCode = run("experiment", "grid-federation", "--experiment", "6", "--out", temporary.toString());

        assertThat(exitCode).isEqualTo(2);
        assertThat(err.toString()).contains("--experiment must be 1, 2, 3, 4, 5 or all, got '6'");
    }

    @Test
    void requiresAnOutputDirectory() {
        assertThat(run("experiment", "grid-federation", "--experiment", "1")).isEqualTo(2);

        assertThat(err.toString()).contains("--out");
    }

    @Test
    void reportsAMissingTraceAsAnInputError() {
        Path empty = temporary.resolve("no-traces");

        int exitCode = run("experiment", "grid-federation", "--experiment", "1", "--quick", "--traces",
                empty.toString(), "--out", temporary.resolve("out").toString());

        assertThat(exitCode).isEqualTo(GridmarketCli.EXIT_INPUT_ERROR);
        assertThat(err.toString()).startsWith("error: ").contains("CTC-SP2-1996-3.1-cln.swf.gz");
    }
}
