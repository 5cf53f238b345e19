package org.gridmarket.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridmarket.sim.SummaryJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code simulate} command end to end, in-process, without the service. */
class SimulateCommandTest {

    @TempDir
    Path temporary;

    private final CliRun cli = new CliRun();
    private final StringWriter out = cli.out;
    private final StringWriter err = cli.err;

    private int run(String... arguments) {
        return cli.run(arguments);
    }

    @Test
    void handlesOnlyItsOwnCommands() {
        assertTrue(GridmarketCli.handles("simulate"));
        assertTrue(GridmarketCli.handles("--help"));
        assertTrue(GridmarketCli.handles("help"));
        assertTrue(GridmarketCli.handles("experiment"));
        assertTrue(GridmarketCli.handles("--version"));
        assertTrue(GridmarketCli.handles("-h"));
        assertFalse(GridmarketCli.handles("-Dquarkus.http.port=0"));
        assertFalse(GridmarketCli.handles(null));
    }

    @Test
    void helpExplainsEveryOption() {
        assertEquals(0, run("simulate", "--help"));

        for (String option : new String[] {"--workload", "--site", "--policy", "--window-days", "--seed", "--out",
                "--overrun", "--estimates", "--drop-cancelled", "--queue", "--repeat", "--[no-]plots"}) {
            assertTrue(out.toString().contains(option), option);
        }
    }

    @Test
    void writesSummaryJobsAndPlots() throws IOException {
        Path directory = temporary.resolve("run");

        int exitCode = run("simulate", "--workload", resource("tiny.swf"), "--site", "tiny:8", "--policy",
                "conservative", "--out", directory.toString(), "--plots");

        assertEquals(0, exitCode, err.toString());
        for (String file : new String[] {"summary.json", "jobs.csv", "timeseries.csv", "utilisation.png",
                "utilisation.svg", "waiting-time.png", "waiting-time.svg"}) {
            assertTrue(Files.size(directory.resolve(file)) > 0, file);
        }
        String summary = Files.readString(directory.resolve("summary.json"));
        for (String key : new String[] {"\"jobs\" : 8", "\"completed\" : 8", "\"rejected\" : 0", "\"utilisation\"",
                "\"art_seconds\"", "\"awrt_seconds\"", "\"makespan_seconds\"", "\"wall_seconds\""}) {
            assertTrue(summary.contains(key), key);
        }
        assertEquals(9, Files.readAllLines(directory.resolve("jobs.csv")).size());
        assertTrue(out.toString().contains("tiny"));
    }

    /** Issue 35 E: plots are drawn on demand; the default and --no-plots write the same four files, no plot. */
    @Test
    void plotsAreDrawnOnlyOnDemand() throws IOException {
        Path byDefault = temporary.resolve("default");
        Path withoutPlots = temporary.resolve("no-plots");
        Path withPlots = temporary.resolve("plots");
        String trace = resource("tiny.swf");

        assertEquals(0, run("simulate", "--workload", trace, "--site", "tiny:8", "--out", byDefault.toString()),
                err.toString());
        assertEquals(0, run("simulate", "--workload", trace, "--site", "tiny:8", "--out", withoutPlots.toString(),
                "--no-plots"), err.toString());
        assertEquals(0, run("simulate", "--workload", trace, "--site", "tiny:8", "--out", withPlots.toString(),
                "--plots"), err.toString());

        for (Path directory : new Path[] {byDefault, withoutPlots}) {
            try (var files = Files.list(directory)) {
                assertEquals(List.of("jobs.csv", "summary.json", "timeseries.csv", "tiny.swf"),
                        files.map(file -> file.getFileName().toString()).sorted().toList(), directory.toString());
            }
        }
        for (String file : new String[] {"jobs.csv", "timeseries.csv", "tiny.swf"}) {
            assertEquals(Files.readString(byDefault.resolve(file)), Files.readString(withPlots.resolve(file)), file);
            assertEquals(Files.readString(byDefault.resolve(file)), Files.readString(withoutPlots.resolve(file)),
                    file);
        }
        assertEquals(SummaryJson.withoutWallTime(Files.readString(byDefault.resolve("summary.json"))),
                SummaryJson.withoutWallTime(Files.readString(withPlots.resolve("summary.json"))));
        assertTrue(Files.size(withPlots.resolve("utilisation.png")) > 0);
        assertTrue(out.toString().contains("(summary.json, jobs.csv, timeseries.csv)"), out.toString());
    }

    @Test
    void sameSeedGivesIdenticalSummaryAndAnotherSeedDoesNot() throws IOException {
        String first = summaryFor("first", "5");
        String second = summaryFor("second", "5");
        String otherSeed = summaryFor("other", "6");

        assertEquals(SummaryJson.withoutWallTime(first), SummaryJson.withoutWallTime(second));
        assertEquals(Files.readString(temporary.resolve("first/jobs.csv")),
                Files.readString(temporary.resolve("second/jobs.csv")));
        assertNotEquals(SummaryJson.withoutWallTime(first), SummaryJson.withoutWallTime(otherSeed));
    }

    @Test
    void malformedLinesAreReportedWithTheirLineNumbers() throws IOException {
        Path directory = temporary.resolve("malformed");

        int exitCode = run("simulate", "--workload", resource("malformed.swf"), "--site", "m:8", "--out",
                directory.toString(), "--no-plots");

        assertEquals(0, exitCode, err.toString());
        assertTrue(err.toString().contains("skipped 3 malformed line(s)"), err.toString());
        assertTrue(err.toString().contains("line 5:") && err.toString().contains("line 8:")
                && err.toString().contains("line 9:"), err.toString());
        String summary = Files.readString(directory.resolve("summary.json"));
        assertTrue(summary.contains("\"malformed_line_count\" : 3"));
        assertTrue(summary.contains("\"line\" : 8"));
    }

    @Test
    void badInputIsAnsweredWithAMessageAndANonZeroExitCode() {
        assertEquals(2, run("simulate", "--workload", "lublin99:10", "--site", "no-processors", "--out",
                temporary.toString()));
        assertEquals(2, run("simulate", "--workload", "lublin99:10", "--site", "s:8", "--policy", "easy:x",
                "--out", temporary.toString()));
        assertEquals(GridmarketCli.EXIT_INPUT_ERROR, run("simulate", "--workload",
                temporary.resolve("absent.swf").toString(), "--site", "s:8", "--out", temporary.toString()));
        assertTrue(err.toString().contains("error: cannot read"), err.toString());
    }

    @Test
    void repeatPrintsReplayTimesAndJobsPerSecond() {
        assertEquals(0, run("simulate", "--workload", "poisson:200:0.5", "--site", "c1:10:400", "--out",
                temporary.resolve("bench").toString(), "--no-plots", "--repeat", "3"));

        assertTrue(out.toString().contains("jobs/s"), out.toString());
        assertTrue(out.toString().contains("after warm-up (2 replays"), out.toString());
    }

    private String summaryFor(String name, String seed) throws IOException {
        Path directory = temporary.resolve(name);
        assertEquals(0, run("simulate", "--workload", "lublin99:400", "--site", "a:64", "--site", "b:32:1500",
                "--policy", "easy:2", "--seed", seed, "--out", directory.toString(), "--no-plots"), err.toString());
        return Files.readString(directory.resolve("summary.json"));
    }

    private static String resource(String name) {
        try {
            return Path.of(SimulateCommandTest.class.getResource("/swf/" + name).toURI()).toString();
        } catch (URISyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
