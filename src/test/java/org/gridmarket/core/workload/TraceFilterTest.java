package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** tiny.swf: jobs 4 and 6 never ran; 5 (cancelled) and 8 (failed) ran; queue 1 holds 1, 3, 4, 6, 8, 10. */
class TraceFilterTest {

    private static final long DAY_SECONDS = 86_400;

    static Stream<Arguments> filters() {
        TraceFilter all = TraceFilter.keepAllThatRan();
        return Stream.of(
                Arguments.of("default drops only jobs that never ran", all,
                        List.of(1L, 2L, 3L, 5L, 7L, 8L, 9L, 10L), Map.of(DropReason.NEVER_RAN, 2L)),
                Arguments.of("strict rule also drops cancelled and failed jobs",
                        all.withCancelledJobRule(CancelledJobRule.DROP_CANCELLED_AND_FAILED),
                        List.of(1L, 2L, 3L, 7L, 9L, 10L),
                        Map.of(DropReason.NEVER_RAN, 2L, DropReason.CANCELLED_OR_FAILED, 2L)),
                Arguments.of("queue filter keeps one queue (seed 002 §5.1)", all.withQueues(Set.of(1)),
                        List.of(1L, 3L, 8L, 10L), Map.of(DropReason.NEVER_RAN, 2L, DropReason.OTHER_QUEUE, 4L)),
                Arguments.of("a one-day window from the first submission", all.withWindow(0, DAY_SECONDS),
                        List.of(1L, 2L, 3L, 5L), Map.of(DropReason.NEVER_RAN, 2L, DropReason.OUTSIDE_WINDOW, 4L)),
                Arguments.of("a window starting one day in", all.withWindow(DAY_SECONDS, DAY_SECONDS),
                        List.of(7L, 8L), Map.of(DropReason.NEVER_RAN, 2L, DropReason.OUTSIDE_WINDOW, 6L)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("filters")
    void keepsAndCountsTheRightRecords(String situation, TraceFilter filter, List<Long> keptIds,
            Map<DropReason, Long> dropped) {
        TraceJobs jobs = TraceJobs.from(SwfReader.read(TestTraces.resource("tiny.swf")), filter,
                EstimateSource.REQUESTED_TIME, "tiny");

        assertEquals(keptIds, jobs.jobs().stream().map(Job::id).toList(), situation);
        assertEquals(dropped, jobs.droppedByReason(), situation);
    }

    @Test
    void convertsFieldsUsingRequestedProcessorsWhenNoneWereAllocated() {
        TraceJobs jobs = TraceJobs.from(SwfReader.read(TestTraces.resource("tiny.swf")),
                TraceFilter.keepAllThatRan(), EstimateSource.REQUESTED_TIME, "tiny");
        Job failedJob = jobs.jobs().stream().filter(job -> job.id() == 8).findFirst().orElseThrow();

        assertEquals(3, failedJob.processors());
        assertEquals(86_500, failedJob.submitSeconds());
        assertEquals("tiny", failedJob.originSite());
    }

    @Test
    void estimatesComeFromTheRequestedTimeWhenPresent() {
        SwfTrace trace = SwfReader.read(TestTraces.resource("tiny.swf"));
        SwfRecord requested = trace.records().get(0);
        SwfRecord notRequested = trace.records().get(2);
        SwfRecord underestimated = trace.records().get(4);

        assertEquals(120, EstimateSource.REQUESTED_TIME.estimateSeconds(requested));
        assertEquals(30, EstimateSource.REQUESTED_TIME.estimateSeconds(notRequested));
        assertEquals(10, EstimateSource.REQUESTED_TIME.estimateSeconds(underestimated));
        assertEquals(100, EstimateSource.ACTUAL_RUNTIME.estimateSeconds(requested));
    }
}
