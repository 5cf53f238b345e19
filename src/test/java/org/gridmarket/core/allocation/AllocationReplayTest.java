package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.allocation.AllocationReplay.QueuedJob;
import org.gridmarket.core.allocation.AllocationReplay.Schedule;
import org.gridmarket.core.allocation.AllocationReplay.Workload;
import org.junit.jupiter.api.Test;

/** Seed 002 §4.1, Table 2: event handling of the replay, on hand-computed situations. */
class AllocationReplayTest {

    /** Two sites of 4: site 0 at speed 1, site 1 at speed 2. J1 (t 0, 4p, 10 s), J2 (1, 4p, 10), J3 (2, 2p, 4). */
    private static final int[] TWO_SITES = {4, 4};
    private static final double[] SLOW_AND_FAST = {1, 2};
    private static final List<QueuedJob> THREE_JOBS = List.of(job(1, 0, 4, 10), job(2, 1, 4, 10), job(3, 2, 2, 4));

    @Test
    void fastestFirstArtMatchesTheHandComputation() {
        // J1 on the fast site ends at 5; J2 on the slow one ends at 11; J3 waits, starts at 5 on site 1, ends 7.
        Schedule schedule = schedule(THREE_JOBS, "FF", 1);
        assertThat(schedule.endSeconds()).containsExactly(5, 11, 7);
        assertThat(schedule.result().averageResponseSeconds()).isEqualTo((5 + 10 + 5) / 3.0);
        // Samples before allocating: submits 0, 0, 0; finishes at 5 (J3 queued), 7 and 11.
        assertThat(schedule.result().meanQueueLength()).isEqualTo(1 / 6.0);
        assertThat(schedule.result().jobs()).isEqualTo(3);
    }

    @Test
    void bestFitArtMatchesTheHandComputation() {
        // Tie at t 0 goes to site 0: J1 ends 10; J2 on site 1 ends 6; J3 starts at 6 on site 1 and ends 8.
        Schedule schedule = schedule(THREE_JOBS, "BF", 1);
        assertThat(schedule.siteOfJob()).containsExactly(0, 1, 1);
        assertThat(schedule.result().averageResponseSeconds()).isEqualTo((10 + 5 + 6) / 3.0);
    }

    @Test
    void aSubmissionBehindAQueueAllocatesNothingEvenWhenItFits() {
        // One site of 4: J1 (3p) runs; J2 (4p) must wait; J3 (1p) fits the free processor but is behind J2.
        List<QueuedJob> jobs = List.of(job(1, 0, 3, 10), job(2, 1, 4, 5), job(3, 2, 1, 1));
        Schedule schedule = AllocationReplay.schedule(new int[] {4}, new double[] {1}, Workload.of(jobs),
                new BestFit(), 1);
        assertThat(schedule.startSeconds()).containsExactly(0, 10, 15);
    }

    @Test
    void decidesOnlyInSituationsAAndB() {
        List<QueuedJob> jobs = List.of(job(1, 0, 3, 10), job(2, 1, 4, 5), job(3, 2, 1, 1));
        Recording recording = new Recording(new BestFit());
        AllocationReplay.schedule(new int[] {4}, new double[] {1}, Workload.of(jobs), recording, 1);
        // t 0 (a) J1 placed; t 1 (a) J2 fits nowhere; t 2 X; t 10 (b) J2 placed, then J3 fits nowhere;
        // t 15 (b) J3 placed; t 16 a finish with an empty queue: X.
        assertThat(recording.decisions).containsExactly("SUBMISSION_TO_EMPTY_QUEUE 1 → 0",
                "SUBMISSION_TO_EMPTY_QUEUE 1 → -1", "AFTER_FINISH 2 → 0", "AFTER_FINISH 1 → -1",
                "AFTER_FINISH 1 → 0");
    }

    @Test
    void aFinishAllocatesHeadJobsWhileTheHeadFits() {
        // Site of 4 busy until 10 with J1; J2, J3 (2p each) and J4 (4p) wait; at 10 J2 and J3 start, J4 waits.
        List<QueuedJob> jobs = List.of(job(1, 0, 4, 10), job(2, 1, 2, 5), job(3, 2, 2, 5), job(4, 3, 4, 1));
        Schedule schedule = AllocationReplay.schedule(new int[] {4}, new double[] {1}, Workload.of(jobs),
                new FastestFirst(), 1);
        assertThat(schedule.startSeconds()).containsExactly(0, 10, 10, 15);
    }

    @Test
    void releasesJobsEndingAtTBeforeDecidingAtT() {
        List<QueuedJob> jobs = List.of(job(1, 0, 4, 10), job(2, 10, 4, 5));
        Recording recording = new Recording(new BestFit());
        Schedule schedule = AllocationReplay.schedule(new int[] {4}, new double[] {1}, Workload.of(jobs), recording,
                1);
        assertThat(schedule.startSeconds()).containsExactly(0, 10);
        assertThat(recording.decisions).containsExactly("SUBMISSION_TO_EMPTY_QUEUE 1 → 0",
                "SUBMISSION_TO_EMPTY_QUEUE 1 → 0");
    }

    @Test
    void appliesTheLoadFactorThenTheSpeedAndRoundsUp() {
        // 3 s × SL 1.5 / speed 2 = 2.25 s → 3 s; 10 s × 1.1 stays 11 s despite 10 × 1.1 = 11.000000000000002.
        assertThat(AllocationReplay.runSecondsOnSite(3, 1.5, 2)).isEqualTo(3);
        assertThat(AllocationReplay.runSecondsOnSite(10, 1.1, 1)).isEqualTo(11);
        Schedule schedule = schedule(List.of(job(1, 0, 4, 3)), "FF", 1.5);
        assertThat(schedule.endSeconds()).containsExactly(3);
    }

    @Test
    void anEmptyWorkloadHasZeroArt() {
        assertThat(AllocationReplay.run(TWO_SITES, SLOW_AND_FAST, List.of(), new BestFit()))
                .isEqualTo(new AllocationReplay.Result(0, 0, 0));
    }

    @Test
    void everyMethodRunsEveryJobOnce() {
        List<QueuedJob> jobs = new ArrayList<>();
        for (int index = 0; index < 200; index++) {
            jobs.add(job(index, index * 3L, 1 + index * 7 % 4, 5 + index * 13 % 40));
        }
        for (AllocationMethod method : AllocationMethods.all()) {
            Schedule schedule = AllocationReplay.schedule(TWO_SITES, SLOW_AND_FAST, Workload.of(jobs), method, 2);
            assertThat(schedule.result().jobs()).as(method.name()).isEqualTo(200);
            for (int index = 1; index < 200; index++) {
                assertThat(schedule.startSeconds()[index]).as("FCFS").isGreaterThanOrEqualTo(
                        schedule.startSeconds()[index - 1]);
            }
        }
    }

    private static Schedule schedule(List<QueuedJob> jobs, String method, double loadFactor) {
        return AllocationReplay.schedule(TWO_SITES, SLOW_AND_FAST, Workload.of(jobs),
                AllocationMethods.byName(method), loadFactor);
    }

    static QueuedJob job(long id, long submitSeconds, int processors, long runtimeSeconds) {
        return new QueuedJob(id, submitSeconds, processors, runtimeSeconds);
    }

    /** Wraps a method and records each decision as "situation |WQ| → site". */
    private static final class Recording implements AllocationMethod {
        private final AllocationMethod method;
        private final List<String> decisions = new ArrayList<>();

        Recording(AllocationMethod method) {
            this.method = method;
        }

        @Override
        public String name() {
            return method.name();
        }

        @Override
        public int choose(AllocationSnapshot snapshot) {
            int site = method.choose(snapshot);
            decisions.add(snapshot.situation() + " " + snapshot.queueLength() + " → " + site);
            return site;
        }
    }
}
