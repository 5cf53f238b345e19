package org.gridmarket.sim.intergrid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.commons.rng.simple.RandomSource;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

/** Window selection, wide jobs dropped and counted, arrival compression, cyclic replay of a short trace. */
class UserTraceTest {
    private static final IntergridGrid GRID = new IntergridGrid("G*", List.of(4, 8), List.of("t"), 1);
    private static final long DAY = 86_400;

    private static Job job(long id, long submit, int processors) {
        return Job.builder(id).submitSeconds(submit).processors(processors).runtimeSeconds(100).estimateSeconds(100)
                .build();
    }

    /** One job a day for 30 days, from day 1000 (the trace's own clock). */
    private static List<Job> daily() {
        return java.util.stream.LongStream.range(0, 30).mapToObj(day -> job(day + 1, (1000 + day) * DAY, 2))
                .toList();
    }

    @Test
    void jobsWiderThanTheLargestClusterAreDroppedAndCounted() {
        UserTrace trace = UserTrace.of("t", List.of(job(1, 0, 8), job(2, 10, 9), job(3, 20, 1), job(4, 30, 12)),
                GRID);

        assertThat(trace.jobs()).extracting(Job::id).containsExactly(1L, 3L);
        assertThat(trace.droppedWide()).isEqualTo(2);
    }

    @Test
    void submitTimesCountFromTheFirstAndAreDividedByTheFactor() {
        IntergridGrid compressed = new IntergridGrid("G*", List.of(8), List.of("t"), 4);

        UserTrace trace = UserTrace.of("t", List.of(job(1, 1_000, 1), job(2, 1_400, 1), job(3, 2_002, 1)), compressed);

        assertThat(trace.jobs()).extracting(Job::submitSeconds).containsExactly(0L, 100L, 251L);
        assertThat(trace.spanSeconds()).isEqualTo(251);
    }

    @Test
    void aWindowIsOneOfTheWholeWindowsShiftedToZero() {
        UserTrace trace = UserTrace.of("t", daily(), GRID);

        assertThat(trace.wholeWindows(10 * DAY)).isEqualTo(2);
        for (long seed = 0; seed < 20; seed++) {
            List<Job> window = trace.window(10 * DAY, RandomSource.XO_RO_SHI_RO_128_PP.create(seed));
            assertThat(window).hasSize(10);
            assertThat(window.get(0).submitSeconds()).isZero();
            assertThat(window.get(0).id()).isIn(1L, 11L);
            assertThat(window).extracting(Job::submitSeconds).allMatch(submit -> submit < 10 * DAY);
        }
    }

    @Test
    void theSameSeedGivesTheSameWindowAndBothWindowsOccur() {
        UserTrace trace = UserTrace.of("t", daily(), GRID);

        java.util.Set<Long> firsts = new java.util.HashSet<>();
        for (long seed = 0; seed < 30; seed++) {
            List<Job> once = trace.window(10 * DAY, new RandomStreams(seed).stream("w"));
            List<Job> again = trace.window(10 * DAY, new RandomStreams(seed).stream("w"));
            assertThat(again).isEqualTo(once);
            firsts.add(once.get(0).id());
        }
        assertThat(firsts).containsExactlyInAnyOrder(1L, 11L);
    }

    @Test
    void aTraceShorterThanAWindowIsReplayedCyclically() {
        UserTrace trace = UserTrace.of("t", daily(), GRID);

        List<Job> window = trace.window(45 * DAY, RandomSource.XO_RO_SHI_RO_128_PP.create(3));

        assertThat(trace.wholeWindows(45 * DAY)).isZero();
        assertThat(window).hasSizeBetween(45, 48);
        assertThat(window).extracting(Job::submitSeconds).isSorted().allMatch(submit -> submit >= 0 && submit < 45 * DAY);
    }

    @Test
    void everyScenarioOfARoundSeesTheSameGridJobs() {
        IntergridWorkload workload = TinyConfiguration.workload(5);

        assertThat(workload.gridJobs(TinyConfiguration.AUVER, 1)).isEqualTo(
                TinyConfiguration.workload(5).gridJobs(TinyConfiguration.AUVER, 1));
        assertThat(workload.localJobs(TinyConfiguration.G5K, 2, 0)).allMatch(job -> job.processors() <= 8)
                .isNotEmpty();
    }
}
