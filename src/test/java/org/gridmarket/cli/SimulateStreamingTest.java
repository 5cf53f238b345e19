package org.gridmarket.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.workload.TraceJobStream;
import org.gridmarket.sim.SummaryJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24: {@code simulate --no-plots} on a trace streams it (the trace read a record at a time, jobs.csv
 * written as jobs are decided) and writes the same summary.json, jobs.csv and timeseries.csv as the replay of
 * the whole trace ({@code --repeat 2} still takes that path); a trace too far out of submission order falls
 * back to the whole read and says so.
 */
class SimulateStreamingTest {

    @TempDir
    Path temporary;

    @Test
    void streamingWritesWhatTheWholeTraceReplayWrites() throws IOException {
        for (String policy : List.of("fcfs", "easy", "conservative")) {
            for (String trace : List.of("tiny.swf", "malformed.swf")) {
                CliRun streamed = new CliRun();
                Path streamedOut = temporary.resolve(policy + "-" + trace + "-streamed");
                assertEquals(0, streamed.run("simulate", "--workload", resource(trace), "--site", "tiny:8",
                        "--policy", policy, "--no-plots", "--out", streamedOut.toString()), streamed.err.toString());
                Path wholeOut = temporary.resolve(policy + "-" + trace + "-whole");
                CliRun whole = new CliRun();
                assertEquals(0, whole.run("simulate", "--workload", resource(trace), "--site", "tiny:8",
                        "--policy", policy, "--no-plots", "--repeat", "2", "--out", wholeOut.toString()));

                assertSameOutputs(wholeOut, streamedOut);
            }
        }
    }

    @Test
    void aTraceOutOfOrderBeyondTheWindowIsReplayedWholeWithTheSameResults() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int job = 1; job <= TraceJobStream.REORDER_WINDOW + 10; job++) {
            lines.add(job + " " + (1000 + 50L * job) + " 0 100 4 -1 -1 4 120 -1 1 1 1 -1 1 -1 -1 -1");
        }
        lines.add("99999 0 0 100 4 -1 -1 4 120 -1 1 1 1 -1 1 -1 -1 -1");
        Path trace = Files.write(temporary.resolve("unordered.swf"), lines);
        CliRun streamed = new CliRun();
        Path streamedOut = temporary.resolve("streamed");
        assertEquals(0, streamed.run("simulate", "--workload", trace.toString(), "--site", "s:8", "--policy",
                "easy", "--no-plots", "--out", streamedOut.toString()));
        CliRun whole = new CliRun();
        Path wholeOut = temporary.resolve("whole");
        assertEquals(0, whole.run("simulate", "--workload", trace.toString(), "--site", "s:8", "--policy",
                "easy", "--no-plots", "--repeat", "2", "--out", wholeOut.toString()));

        assertTrue(streamed.err.toString().contains("out of submission order"), streamed.err.toString());
        assertFalse(whole.err.toString().contains("out of submission order"));
        assertSameOutputs(wholeOut, streamedOut);
    }

    private static void assertSameOutputs(Path expected, Path actual) throws IOException {
        assertEquals(SummaryJson.withoutWallTime(Files.readString(expected.resolve("summary.json"))),
                SummaryJson.withoutWallTime(Files.readString(actual.resolve("summary.json"))));
        for (String file : List.of("jobs.csv", "timeseries.csv")) {
            assertEquals(Files.readString(expected.resolve(file)), Files.readString(actual.resolve(file)), file);
        }
    }

    private static String resource(String name) {
        try {
            return Path.of(SimulateStreamingTest.class.getResource("/swf/" + name).toURI()).toString();
        } catch (URISyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
