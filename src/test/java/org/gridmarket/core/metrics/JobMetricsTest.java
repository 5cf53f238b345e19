package org.gridmarket.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridmarket.core.lrms.SiteJobState;
import org.junit.jupiter.api.Test;

/** Three jobs on a 4-processor site, with every formula worked out by hand. */
class JobMetricsTest {

    /**
     * job 1: submit 0, start 0, end 100, 2 processors: wait 0, run 100, response 100.
     * job 2: submit 10, start 100, end 105, 4 processors: wait 90, run 5, response 95.
     * job 3: submit 20, start 20, end 60, 1 processor: wait 0, run 40, response 40.
     * job 4: rejected, ignored by every formula except the counts.
     */
    private static final List<ReplayedJob> RECORDS = List.of(
            new ReplayedJob(1, "site", 0, 0, 100, 2, 100, SiteJobState.COMPLETED),
            new ReplayedJob(2, "site", 10, 100, 105, 4, 5, SiteJobState.COMPLETED),
            new ReplayedJob(3, "site", 20, 20, 60, 1, 30, SiteJobState.KILLED),
            new ReplayedJob(4, "site", 30, -1, -1, 8, 10, SiteJobState.REJECTED));

    @Test
    void averageResponseTimeIsSeed002Equation1() {
        assertEquals((100 + 95 + 40) / 3.0, JobMetrics.averageResponseTimeSeconds(RECORDS), 1e-12);
    }

    @Test
    void averageWeightedResponseTimeIsSeed000Equation5() {
        // weights p·m: 100·2 = 200, 5·4 = 20, 40·1 = 40
        double expected = (200 * 100 + 20 * 95 + 40 * 40) / (200.0 + 20 + 40);

        assertEquals(expected, JobMetrics.averageWeightedResponseTimeSeconds(RECORDS), 1e-12);
    }

    @Test
    void boundedSlowdownUsesATenSecondFloor() {
        // job 2: (90 + 5) / max(5, 10) = 9.5; job 1: 100 / 100 = 1; job 3: 40 / 40 = 1
        assertEquals(9.5, JobMetrics.boundedSlowdown(RECORDS.get(1)), 1e-12);
        assertEquals((1 + 9.5 + 1) / 3, JobMetrics.averageBoundedSlowdown(RECORDS), 1e-12);
    }

    @Test
    void makespanAndUtilisation() {
        assertEquals(105, JobMetrics.makespanSeconds(RECORDS));
        assertEquals((200 + 20 + 40) / (4.0 * 105), JobMetrics.utilisation(RECORDS, 4), 1e-12);
        assertEquals(30.0, JobMetrics.averageWaitSeconds(RECORDS), 1e-12);
    }

    @Test
    void summaryCountsEveryOutcome() {
        MetricsSummary summary = MetricsSummary.of("site", RECORDS, 4);

        assertEquals(4, summary.jobs());
        assertEquals(2, summary.completed());
        assertEquals(1, summary.killed());
        assertEquals(1, summary.rejected());
    }

    @Test
    void emptyInputGivesZeros() {
        MetricsSummary summary = MetricsSummary.of("empty", List.of(), 4);

        assertEquals(0, summary.utilisation());
        assertEquals(0, summary.averageWeightedResponseTimeSeconds());
        assertEquals(0, summary.makespanSeconds());
    }
}
