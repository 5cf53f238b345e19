package org.gridmarket.sim.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.sim.allocation.ResourceConfigurationTest.job;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.gridmarket.core.workload.TraceDirectory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class AllocationLogTest {

    @Test
    void mapsQueueQToSiteQOfTableSix() {
        assertThat(List.of(1, 2, 3, 4, 5).stream().map(AllocationLog::siteOf)).containsExactly(0, 1, 2, 3, 4);
        assertThat(AllocationLog.siteProcessors()).containsExactly(8, 128, 128, 128, 50);
    }

    @Test
    void refusesAJobInAQueueWithoutASite() {
        assertThatThrownBy(() -> AllocationLog.siteOf(6)).hasMessageContaining("queue 6");
        assertThatThrownBy(() -> new AllocationLog("test", List.of(job(1, 0, 4, 10, 0)), List.of()))
                .hasMessageContaining("queue 0");
    }

    @Test
    void tableFiveCountsEachQueueAndTheTotal() {
        AllocationLog log = new AllocationLog("test", List.of(job(1, 0, 4, 10, 1), job(2, 1, 100, 30, 3),
                job(3, 2, 2, 20, 3), job(4, 3, 50, 40, 5)), List.of());

        assertThat(log.table5()).extracting(AllocationLog.QueueStatistics::jobs).containsExactly(1, 0, 2, 0, 1, 4);
        AllocationLog.QueueStatistics queue3 = log.table5().get(2);
        assertThat(queue3.maximumRuntimeSeconds()).isEqualTo(30);
        assertThat(queue3.meanProcessors()).isEqualTo(51.0);
    }

    /** §5.1 on the real log; skips when SDSC-SP2 is not on this machine. */
    @Test
    void theSdscSp2LogGivesTheIssuesCountsPerQueueAndPerRc() {
        Optional<Path> trace = TraceDirectory.find(AllocationLog.TRACE_FILE);
        Assumptions.assumeTrue(trace.isPresent(), "no " + AllocationLog.TRACE_FILE + " in the trace directory");
        AllocationLog log = AllocationLog.load(trace.get());

        assertThat(log.jobs()).hasSize(54_034);
        assertThat(log.table5()).extracting(AllocationLog.QueueStatistics::jobs)
                .containsExactly(5_038, 8_838, 27_070, 12_857, 231, 54_034);
        assertThat(log.table5()).extracting(AllocationLog.QueueStatistics::maximumProcessors)
                .containsExactly(8, 128, 128, 128, 50, 128);
        assertThat(log.queuedJobs(75)).hasSize(54_298);
        assertThat(log.queuedJobs(50)).hasSize(54_527);
        assertThat(log.queuedJobs(25)).hasSize(58_882);
        assertThat(ResourceConfiguration.Row.of(25, log.queuedJobs(25)).meanProcessors()).isCloseTo(11.28,
                org.assertj.core.data.Offset.offset(0.005));
    }
}
