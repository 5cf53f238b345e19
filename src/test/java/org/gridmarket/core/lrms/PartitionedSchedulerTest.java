package org.gridmarket.core.lrms;

import static org.gridmarket.core.lrms.Jobs.job;
import static org.gridmarket.core.lrms.PartitionedScheduler.Partition.GRID;
import static org.gridmarket.core.lrms.PartitionedScheduler.Partition.LOCAL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.PartitionedProfile.Hold;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.profile.FreeTimeSlot;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Two partitions borrowing from each other (seed 000 §4.2), on situations computed by hand. */
class PartitionedSchedulerTest {

    /**
     * Four processors, two local and two grid. L1(0, 2p, 100 s) fills the local partition. G1(1, 2p, 50 s) fills
     * the grid one until 51. G2(2, 2p, 10 s) is the grid's reservation at [51, 61). L2(3, 1p, 60 s) finds no
     * local processor before 100, so it borrows one grid processor at [61, 121), after G2, not before it.
     * G3(4, 2p, 10 s) then has one grid processor from 61 and borrows a local one when L1 ends at 100.
     */
    private static Map<Job, Partition> borrowingAroundAReservation() {
        Map<Job, Partition> jobs = new LinkedHashMap<>();
        jobs.put(job(1, 0, 2, 100), LOCAL);
        jobs.put(job(2, 1, 2, 50), GRID);
        jobs.put(job(3, 2, 2, 10), GRID);
        jobs.put(job(4, 3, 1, 60), LOCAL);
        jobs.put(job(5, 4, 2, 10), GRID);
        return jobs;
    }

    static Stream<Arguments> policies() {
        return Stream.of(Arguments.of("conservative (CbM)", "conservative"), Arguments.of("EASY, one pivot", "easy"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("policies")
    void borrowsIdleProcessorsWithoutDelayingTheOtherPartitionsReservation(String name, String policy) {
        PartitionedHarness harness = PartitionedHarness.run(4, 2, settings(policy), borrowingAroundAReservation(),
                List.of());

        assertEquals(List.of(0L, 1L, 51L, 61L, 100L), starts(harness, 5));
        assertEquals(new Hold(LOCAL, 61, 121, 0, 1), harness.outcome(4).holdAtStart);
        assertEquals(new Hold(GRID, 100, 110, 1, 1), harness.outcome(5).holdAtStart);
    }

    @Test
    void aLocalJobLargerThanItsPartitionBorrowsAtOnce() {
        Map<Job, Partition> jobs = new LinkedHashMap<>();
        jobs.put(job(1, 0, 3, 10), LOCAL);
        PartitionedHarness harness = PartitionedHarness.run(4, 2, settings("conservative"), jobs, List.of());

        assertEquals(new Hold(LOCAL, 0, 10, 2, 1), harness.outcome(1).holdAtStart);
    }

    @Test
    void anEmptyGridPartitionLendsNothingButItsJobsBorrowEverything() {
        Map<Job, Partition> jobs = new LinkedHashMap<>();
        jobs.put(job(1, 0, 4, 10), GRID);
        jobs.put(job(2, 0, 1, 10), LOCAL);
        PartitionedHarness harness = PartitionedHarness.run(4, 0, settings("conservative"), jobs, List.of());

        assertEquals(new Hold(GRID, 0, 10, 0, 4), harness.outcome(1).holdAtStart);
        assertEquals(10, harness.outcome(2).startSeconds);
    }

    /**
     * Four processors, two per partition. L1(0, 2p, 100 s) runs. At 10 the grid partition shrinks to one: L1
     * keeps its processors (both local, since the local partition now has three). A grid job G1(20, 2p, 10 s)
     * finds one grid and one local processor free, so it starts at 20 with one of each.
     */
    @Test
    void resizingMovesProcessorsAndKeepsRunningJobs() {
        Map<Job, Partition> jobs = new LinkedHashMap<>();
        jobs.put(job(1, 0, 2, 100), LOCAL);
        jobs.put(job(2, 20, 2, 10), GRID);
        PartitionedHarness harness = PartitionedHarness.run(4, 2, settings("conservative"), jobs,
                List.of(new PartitionedHarness.Resize(10, 1)));

        assertEquals(3, harness.scheduler().capacity(LOCAL));
        assertEquals(1, harness.scheduler().capacity(GRID));
        assertEquals(new Hold(GRID, 20, 30, 1, 1), harness.outcome(2).holdAtStart);
        assertEquals(100, harness.outcome(1).endSeconds);
    }

    /** Grid slots are those of the grid partition only, with what local jobs borrowed taken out (Fig. 2b). */
    @Test
    void publishesTheGridPartitionsSlots() {
        EventLoop loop = new EventLoop(0);
        PartitionedScheduler scheduler = new PartitionedScheduler(Site.atReferenceSpeed("site", 4), 2,
                settings("conservative"), loop, new SchedulerListener() { });
        scheduler.submit(LOCAL, job(1, 0, 3, 50), 50, 50);

        assertEquals(List.of(new FreeTimeSlot(0, 100, 1), new FreeTimeSlot(50, 100, 2)),
                scheduler.freeTimeSlots(GRID, 100));
        assertEquals(List.of(new FreeTimeSlot(50, 100, 2)), scheduler.freeTimeSlots(LOCAL, 100));
    }

    @Test
    void countsProcessorSecondsPerPartition() {
        PartitionedHarness harness = PartitionedHarness.run(4, 2, settings("conservative"),
                borrowingAroundAReservation(), List.of());

        assertEquals(2 * 100 + 60, harness.processorSecondsRun().get(LOCAL));
        assertEquals(2 * 50 + 2 * 10 + 2 * 10, harness.processorSecondsRun().get(GRID));
    }

    @Test
    void refusesFcfsAndPartitionsLargerThanTheSite() {
        EventLoop loop = new EventLoop(0);
        Site site = Site.atReferenceSpeed("site", 4);
        SchedulerListener quiet = new SchedulerListener() { };
        assertThrows(IllegalArgumentException.class,
                () -> new PartitionedScheduler(site, 2, settings("fcfs"), loop, quiet));
        assertThrows(IllegalArgumentException.class,
                () -> new PartitionedScheduler(site, 5, settings("easy"), loop, quiet));
    }

    private static List<Long> starts(PartitionedHarness harness, int jobs) {
        List<Long> starts = new ArrayList<>();
        for (long id = 1; id <= jobs; id++) {
            starts.add(harness.outcome(id).startSeconds);
        }
        return starts;
    }

    private static SchedulerSettings settings(String policy) {
        return SchedulerSettings.of(BackfillingPolicy.parse(policy)).withOverrunRule(OverrunRule.KILL_AT_ESTIMATE);
    }
}
