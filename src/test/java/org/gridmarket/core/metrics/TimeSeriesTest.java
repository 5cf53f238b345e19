package org.gridmarket.core.metrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridmarket.core.lrms.SiteJobState;
import org.junit.jupiter.api.Test;

class TimeSeriesTest {

    @Test
    void averagesBusyProcessorsAndQueueLengthPerHour() {
        // 2 processors. Job 1 runs the first 1.5 h on both; job 2 waits 1.5 h then runs 0.5 h on one.
        List<ReplayedJob> records = List.of(
                new ReplayedJob(1, "site", 0, 0, 5_400, 2, 5_400, SiteJobState.COMPLETED),
                new ReplayedJob(2, "site", 0, 5_400, 7_200, 1, 1_800, SiteJobState.COMPLETED));

        TimeSeries series = TimeSeries.of(records, 2);

        assertEquals(3_600, series.bucketSeconds());
        assertArrayEquals(new double[] {1.0, 0.75}, series.utilisation(), 1e-12);
        assertArrayEquals(new double[] {1.0, 0.5}, series.queueLength(), 1e-12);
    }
}
