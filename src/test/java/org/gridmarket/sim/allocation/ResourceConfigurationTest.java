package org.gridmarket.sim.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridmarket.core.allocation.AllocationReplay.QueuedJob;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

class ResourceConfigurationTest {

    static Job job(long id, long submit, int processors, long runtime, int queue) {
        return Job.builder(id).submitSeconds(submit).processors(processors).runtimeSeconds(runtime)
                .estimateSeconds(runtime).queue(queue).build();
    }

    private static final List<Job> HAND_MADE = List.of(job(1, 0, 100, 50, 2), job(2, 10, 128, 20, 3),
            job(3, 10, 8, 5, 1), job(4, 30, 33, 7, 4), job(5, 40, 32, 9, 5));

    @Test
    void cutsAJobOfAHundredAtTwentyFivePercentIntoThreeThirtyTwosAndAFourAsSection51Says() {
        List<QueuedJob> pieces = ResourceConfiguration.split(List.of(job(7, 5, 100, 60, 3)), 25);

        assertThat(pieces).extracting(QueuedJob::processors).containsExactly(32, 32, 32, 4);
        assertThat(pieces).allSatisfy(piece -> {
            assertThat(piece.submitSeconds()).isEqualTo(5);
            assertThat(piece.runtimeSeconds()).isEqualTo(60);
        });
        assertThat(pieces).extracting(QueuedJob::id).containsExactly(1L, 2L, 3L, 4L);
    }

    @Test
    void countsPiecesPerRcOnAHandMadeLog() {
        assertThat(ResourceConfiguration.split(HAND_MADE, 100)).hasSize(5);
        // 96: 100 → 96 + 4, 128 → 96 + 32
        assertThat(ResourceConfiguration.split(HAND_MADE, 75)).extracting(QueuedJob::processors)
                .containsExactly(96, 4, 96, 32, 8, 33, 32);
        // 64: 100 → 64 + 36, 128 → 64 + 64
        assertThat(ResourceConfiguration.split(HAND_MADE, 50)).hasSize(7);
        // 32: 100 → 4 pieces, 128 → 4, 8 → 1, 33 → 2, 32 → 1
        assertThat(ResourceConfiguration.split(HAND_MADE, 25)).hasSize(12);
    }

    @Test
    void keepsEveryProcessorAndTheSubmissionOrder() {
        for (int rc : ResourceConfiguration.TABLE_7_PERCENTS) {
            List<QueuedJob> pieces = ResourceConfiguration.split(HAND_MADE, rc);
            assertThat(pieces.stream().mapToInt(QueuedJob::processors).sum()).isEqualTo(301);
            assertThat(pieces).extracting(QueuedJob::submitSeconds).isSorted();
            assertThat(pieces).allSatisfy(piece -> assertThat(piece.processors())
                    .isLessThanOrEqualTo(ResourceConfiguration.largestPiece(rc)));
        }
    }

    @Test
    void rejectsAnRcOutsideOneToAHundredPercent() {
        assertThatThrownBy(() -> ResourceConfiguration.largestPiece(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ResourceConfiguration.largestPiece(101)).isInstanceOf(IllegalArgumentException.class);
    }
}
