package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code experiment intergrid}: help and bad input (the runs themselves are tested in sim/intergrid). */
class IntergridCommandTest {

    private static final int USAGE_ERROR = 2;

    @TempDir
    Path temporary;

    private final CliRun cli = new CliRun();

    @Test
    void helpExplainsEveryOption() {
        assertThat(cli.run("experiment", "intergrid", "--help")).isZero();

        assertThat(cli.out.toString()).contains("--quick", "--experiment", "--rounds", "--threads", "--seed",
                "--traces", "--out", "--no-plots");
    }

    @Test
    void experimentListsIntergrid() {
        assertThat(cli.run("experiment")).isZero();

        assertThat(cli.out.toString()).contains("intergrid");
    }

    @ParameterizedTest(name = "{0} {1} exits 2 naming {0}")
    @CsvSource({"--rounds, 0", "--rounds, 101", "--rounds, ten", "--threads, 0", "--threads, 65", "--threads, ''",
            "--seed, one", "--seed, 1.5", "--experiment, 4", "--experiment, '1,x'"})
    void badValueExitsTwoNamingTheOptionAndWritesNothing(String option, String value) {
        Path out = temporary.resolve("out");

        int exitCode = cli.run("experiment", "intergrid", "--quick", option, value, "--out", out.toString());

        assertThat(exitCode).isEqualTo(USAGE_ERROR);
        assertThat(cli.err.toString()).startsWith(option + " must be");
        assertThat(out).doesNotExist();
    }

    @Test
    void theOutputDirectoryIsRequired() {
        assertThat(cli.run("experiment", "intergrid", "--quick")).isEqualTo(USAGE_ERROR);

        assertThat(cli.err.toString()).contains("--out");
    }

    @Test
    void aMissingTraceExitsOneNamingItAndTheDirectorySearched() throws Exception {
        Path empty = Files.createDirectory(temporary.resolve("no-traces"));
        Path out = temporary.resolve("out");

        int exitCode = cli.run("experiment", "intergrid", "--quick", "--traces", empty.toString(), "--out",
                out.toString());

        assertThat(exitCode).isEqualTo(1);
        assertThat(cli.err.toString()).contains("KTH-SP2-1996-2.1-cln.swf.gz", empty.toAbsolutePath().toString());
        assertThat(out).doesNotExist();
    }
}
