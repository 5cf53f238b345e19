package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 24: the streamed trace yields what {@link TraceJobs#from} yields over the whole trace. */
class TraceJobStreamTest {

    @TempDir
    Path directory;

    @Test
    void yieldsTheJobsDropsAndMalformedLinesOfTheWholeTraceRead() {
        for (String name : List.of("tiny.swf", "malformed.swf")) {
            Path path = TestTraces.resource(name);
            TraceFilter filter = TraceFilter.keepAllThatRan().withCancelledJobRule(
                    CancelledJobRule.DROP_CANCELLED_AND_FAILED).withQueues(Set.of(1, 2));
            TraceJobs whole = TraceJobs.from(SwfReader.read(path), filter, EstimateSource.REQUESTED_TIME, "t");

            try (TraceJobStream stream = new TraceJobStream(path, filter, EstimateSource.REQUESTED_TIME, "t")) {
                assertEquals(whole.jobs(), drain(stream), name);
                assertEquals(whole.droppedByReason(), stream.droppedByReason(), name);
                assertEquals(whole.malformedLines(), stream.malformedLines(), name);
                assertEquals(SwfReader.read(path).records().size(), stream.recordsRead(), name);
            }
        }
    }

    @Test
    void putsRecordsBackInSubmissionOrderWithinTheWindow() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int job = 1; job <= 3 * TraceJobStream.REORDER_WINDOW; job++) {
            long submit = job % 2 == 0 ? job * 10L - 15 : job * 10L; // each even job logged after its successor
            lines.add(line(job, submit));
        }
        Path path = write(lines);
        TraceJobs whole = TraceJobs.from(SwfReader.read(path), TraceFilter.keepAllThatRan(),
                EstimateSource.REQUESTED_TIME, "t");

        try (TraceJobStream stream = new TraceJobStream(path, TraceFilter.keepAllThatRan(),
                EstimateSource.REQUESTED_TIME, "t")) {
            assertEquals(whole.jobs(), drain(stream));
        }
    }

    @Test
    void aRecordFurtherOutOfOrderThanTheWindowStopsTheStream() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int job = 1; job <= TraceJobStream.REORDER_WINDOW + 2; job++) {
            lines.add(line(job, 1000 + job));
        }
        lines.add(line(99_999, 0)); // submitted before everything above, logged last
        Path path = write(lines);

        try (TraceJobStream stream = new TraceJobStream(path, TraceFilter.keepAllThatRan(),
                EstimateSource.REQUESTED_TIME, "t")) {
            assertThrows(TraceJobStream.OutOfOrderException.class, () -> drain(stream));
        }
    }

    @Test
    void tiesInSubmitTimeAndIdStopTheStreamBecauseTheirOrderIsTheFileOrder() throws IOException {
        Path path = write(List.of(line(1, 10), line(1, 10)));

        try (TraceJobStream stream = new TraceJobStream(path, TraceFilter.keepAllThatRan(),
                EstimateSource.REQUESTED_TIME, "t")) {
            assertThrows(TraceJobStream.OutOfOrderException.class, () -> drain(stream));
        }
    }

    @Test
    void aWindowNeedsTheWholeTraceAndIsRefused() {
        TraceFilter windowed = TraceFilter.keepAllThatRan().withWindow(0, 86_400);

        assertThrows(IllegalArgumentException.class, () -> new TraceJobStream(TestTraces.resource("tiny.swf"),
                windowed, EstimateSource.REQUESTED_TIME, "t"));
        assertFalse(TraceFilter.keepAllThatRan().hasWindow());
    }

    private static List<Job> drain(TraceJobStream stream) {
        List<Job> jobs = new ArrayList<>();
        stream.forEachRemaining(jobs::add);
        return jobs;
    }

    private static String line(long job, long submit) {
        return job + " " + submit + " 0 100 4 -1 -1 4 120 -1 1 1 1 -1 1 -1 -1 -1";
    }

    private Path write(List<String> lines) throws IOException {
        Path path = directory.resolve("trace.swf");
        Files.write(path, lines);
        return path;
    }
}
