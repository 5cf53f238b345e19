package org.gridmarket.core.lrms;

import static org.gridmarket.core.lrms.Jobs.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Start times for small hand-computed situations, one row per situation and policy. */
class PolicyDecisionTest {

    /**
     * Four processors. A(0, 3p, 100 s) leaves one free. B(1, 3p, 10 s) waits for A. C(2, 4p, 10 s) waits for
     * B. D(3, 1p, 200 s) fits on the free processor now, clear of B's reservation at [100, 110) (B leaves one
     * processor free), but it would overlap C at [110, 120).
     */
    private static final List<Job> SECOND_WAITING_JOB_AT_RISK = List.of(
            job(1, 0, 3, 100), job(2, 1, 3, 10), job(3, 2, 4, 10), job(4, 3, 1, 200));

    /** A(0, 3p, 10 s); B(1, 4p, 10 s) must wait for A; C(2, 1p, 5 s) fits before B can start. */
    private static final List<Job> SHORT_JOB_FITS_BEFORE_HEAD = List.of(
            job(1, 0, 3, 10), job(2, 1, 4, 10), job(3, 2, 1, 5));

    /** As above but C runs 20 s, so starting it at 2 would delay B. */
    private static final List<Job> LONG_JOB_WOULD_DELAY_HEAD = List.of(
            job(1, 0, 3, 10), job(2, 1, 4, 10), job(3, 2, 1, 20));

    static Stream<Arguments> situations() {
        return Stream.of(
                row("FCFS never lets a job overtake", "fcfs", SHORT_JOB_FITS_BEFORE_HEAD, 0, 10, 20),
                row("EASY backfills a short job around the head", "easy", SHORT_JOB_FITS_BEFORE_HEAD, 0, 10, 2),
                row("conservative backfills a short job too", "conservative", SHORT_JOB_FITS_BEFORE_HEAD, 0, 10, 2),
                row("EASY keeps a job that would delay the head waiting", "easy", LONG_JOB_WOULD_DELAY_HEAD,
                        0, 10, 20),
                row("conservative keeps it waiting too", "conservative", LONG_JOB_WOULD_DELAY_HEAD, 0, 10, 20),
                row("EASY lets a job delay the second waiting job", "easy", SECOND_WAITING_JOB_AT_RISK,
                        0, 100, 203, 3),
                row("EASY with two pivots protects the second waiting job", "easy:2", SECOND_WAITING_JOB_AT_RISK,
                        0, 100, 110, 120),
                row("conservative protects every waiting job", "conservative", SECOND_WAITING_JOB_AT_RISK,
                        0, 100, 110, 120),
                row("FCFS runs the same situation in arrival order", "fcfs", SECOND_WAITING_JOB_AT_RISK,
                        0, 100, 110, 120));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void startsJobsAtTheHandComputedTimes(String situation, String policy, List<Job> jobs, List<Long> expected) {
        SchedulerHarness harness = SchedulerHarness.run(4, SchedulerSettings.of(BackfillingPolicy.parse(policy)),
                jobs);
        List<Long> starts = new ArrayList<>();
        for (Job job : jobs) {
            starts.add(harness.outcome(job.id()).startSeconds);
        }
        assertEquals(expected, starts, situation);
    }

    private static Arguments row(String situation, String policy, List<Job> jobs, long... expectedStarts) {
        List<Long> expected = new ArrayList<>();
        for (long start : expectedStarts) {
            expected.add(start);
        }
        return Arguments.of(situation, policy, jobs, expected);
    }
}
