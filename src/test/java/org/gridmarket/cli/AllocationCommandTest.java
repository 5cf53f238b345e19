package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AllocationCommandTest {

    @TempDir
    Path temporary;

    private final CliRun cli = new CliRun();

    @Test
    void helpNamesEveryOption() {
        assertThat(cli.run("experiment", "allocation", "--help")).isZero();
        assertThat(cli.out.toString()).contains("--quick", "--seed", "--threads", "--traces", "--out");
    }

    @Test
    void aMissingTraceExitsOneNamingTheDirectoriesSearched() {
        Path empty = temporary.resolve("no-traces");
        int exitCode = cli.run("experiment", "allocation", "--quick", "--traces", empty.toString(), "--out",
                temporary.resolve("out").toString());

        assertThat(exitCode).isEqualTo(1);
        assertThat(cli.err.toString()).contains("SDSC-SP2-1998-4.2-cln.swf.gz", empty.toAbsolutePath().toString());
    }

    @Test
    void theDefaultSearchNamesEachCandidate() {
        List<Path> candidates = List.of(temporary.resolve("a"), temporary.resolve("b"));
        assertThatThrownBy(() -> AllocationCommand.trace(candidates)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(candidates.get(0).toString()).hasMessageContaining(candidates.get(1).toString());
    }

    @Test
    void rejectsABadSeed() {
        assertThat(cli.run("experiment", "allocation", "--seed", "x1", "--out", temporary.toString())).isEqualTo(2);
        assertThat(cli.err.toString()).contains("--seed must be a whole number, got 'x1'");
    }

    @Test
    void rejectsThreadCountsOutsideOneTo256() {
        for (String threads : List.of("0", "-2", "257", "two")) {
            CliRun run = new CliRun();
            assertThat(run.run("experiment", "allocation", "--threads", threads, "--out", temporary.toString()))
                    .isEqualTo(1);
            assertThat(run.err.toString()).contains("--threads must be a whole number 1..256");
        }
    }

    @Test
    void requiresAnOutputDirectory() {
        assertThat(cli.run("experiment", "allocation", "--quick")).isNotZero();
        assertThat(cli.err.toString()).contains("--out");
    }

    @Test
    void rejectsAnUnknownThresholdMethod() {
        assertThat(cli.run("experiment", "allocation", "--threshold", "AI2=0.05,2", "--out", temporary.toString()))
                .isEqualTo(1);
        assertThat(cli.err.toString()).contains("unknown method 'AI2'");
    }

    @Test
    void rejectsThresholdsThatAreNotTwoPositiveNumbers() {
        for (String pair : List.of("TI=0,2", "TAI=0.05,-1", "TAI2=0.05", "TI=a,b", "TI", "TI=0.05,NaN")) {
            CliRun run = new CliRun();
            assertThat(run.run("experiment", "allocation", "--threshold", pair, "--out", temporary.toString()))
                    .as(pair).isEqualTo(1);
            assertThat(run.err.toString()).as(pair).contains("--threshold");
        }
    }
}
