package org.gridmarket.core.lrms;

import static org.gridmarket.core.lrms.Jobs.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What happens when jobs end before or after their estimates. */
class EstimateBehaviourTest {

    private static final SchedulerSettings CONSERVATIVE = SchedulerSettings.of(new ConservativeBackfilling());

    @Test
    void earlyFinishCompressesTheWaitingJobsReservation() {
        SchedulerHarness harness = SchedulerHarness.run(4, CONSERVATIVE,
                List.of(job(1, 0, 4, 10, 100), job(2, 1, 4, 10)));

        assertEquals(100, harness.outcome(2).firstPromiseSeconds);
        assertEquals(10, harness.outcome(2).startSeconds);
        assertEquals(10, harness.outcome(2).latestPromiseSeconds);
    }

    @Test
    void earlyFinishLetsALaterReservationMoveUpWithoutPassingAnEarlierOne() {
        SchedulerHarness harness = SchedulerHarness.run(4, CONSERVATIVE,
                List.of(job(1, 0, 4, 10, 100), job(2, 1, 4, 50), job(3, 2, 2, 5)));

        assertEquals(10, harness.outcome(2).startSeconds);
        assertEquals(60, harness.outcome(3).startSeconds);
    }

    @Test
    void overrunningJobIsKilledAtItsEstimateWhenConfigured() {
        SchedulerHarness harness = SchedulerHarness.run(4, CONSERVATIVE.withOverrunRule(OverrunRule.KILL_AT_ESTIMATE),
                List.of(job(1, 0, 2, 50, 10), job(2, 1, 4, 10)));

        assertEquals(SiteJobState.KILLED, harness.outcome(1).finalState);
        assertEquals(10, harness.outcome(1).endSeconds);
        assertEquals(10, harness.outcome(2).startSeconds);
    }

    @Test
    void overrunningJobRunsToCompletionAndTheWaitingJobFollowsItsActualEnd() {
        SchedulerSettings extendByFive = new SchedulerSettings(new ConservativeBackfilling(),
                OverrunRule.EXTEND_ESTIMATE, 5);
        SchedulerHarness harness = SchedulerHarness.run(4, extendByFive,
                List.of(job(1, 0, 4, 12, 10), job(2, 1, 4, 10)));

        assertEquals(SiteJobState.COMPLETED, harness.outcome(1).finalState);
        assertEquals(12, harness.outcome(1).endSeconds);
        assertEquals(10, harness.outcome(2).firstPromiseSeconds);
        assertEquals(12, harness.outcome(2).startSeconds);
    }

    @Test
    void overrunningJobKeepsItsProcessorsAcrossSeveralExtensions() {
        SchedulerSettings extendByTwo = new SchedulerSettings(new EasyBackfilling(1), OverrunRule.EXTEND_ESTIMATE, 2);
        SchedulerHarness harness = SchedulerHarness.run(4, extendByTwo,
                List.of(job(1, 0, 3, 17, 10), job(2, 10, 2, 5), job(3, 11, 1, 3)));

        assertEquals(17, harness.outcome(1).endSeconds);
        assertEquals(17, harness.outcome(2).startSeconds);
        assertEquals(11, harness.outcome(3).startSeconds);
        assertEquals(4, harness.peakBusyProcessors());
    }

    @Test
    void jobLargerThanTheSiteIsRejected() {
        SchedulerHarness harness = SchedulerHarness.run(4, CONSERVATIVE, List.of(job(1, 0, 5, 10)));

        assertEquals(SiteJobState.REJECTED, harness.outcome(1).finalState);
        assertEquals(1, harness.outcome(1).endings);
    }
}
