package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.gridmarket.core.allocation.AllocationReplayTest.job;

import java.util.List;
import java.util.Map;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

/** Bad input is refused with IllegalArgumentException at the boundary, before any decision or event. */
class AllocationBadInputTest {

    private static final double[] SPEEDS = {1, 2};
    private static final int[] FREE = {4, 4};

    @Test
    void refusesBadSnapshots() {
        assertThatIllegalArgumentException().isThrownBy(() -> new AllocationSnapshot(SPEEDS, FREE, new int[0],
                Situation.AFTER_FINISH));
        assertThatIllegalArgumentException().isThrownBy(() -> new AllocationSnapshot(SPEEDS, FREE, new int[] {1, 2},
                Situation.SUBMISSION_TO_EMPTY_QUEUE));
        assertThatIllegalArgumentException().isThrownBy(() -> new AllocationSnapshot(SPEEDS, new int[] {4},
                new int[] {1}, Situation.AFTER_FINISH));
        assertThatIllegalArgumentException().isThrownBy(() -> new AllocationSnapshot(SPEEDS, new int[] {4, -1},
                new int[] {1}, Situation.AFTER_FINISH));
        assertThatIllegalArgumentException().isThrownBy(() -> new AllocationSnapshot(new double[] {1, 0}, FREE,
                new int[] {1}, Situation.AFTER_FINISH));
        assertThatIllegalArgumentException().isThrownBy(() -> new AllocationSnapshot(SPEEDS, FREE, new int[] {0},
                Situation.AFTER_FINISH));
    }

    @Test
    void refusesUnknownMethodsAndNonPositiveThresholds() {
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationMethods.byName("FIRST-FIT"));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationMethods.byName(null));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationMethods.threshold("AI", 0.05, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationMethods.threshold("TI", 0, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationMethods.threshold("TAI", 0.05, -1));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationMethods.threshold("TAI2", Double.NaN, 1));
    }

    @Test
    void refusesBadReplays() {
        BestFit method = new BestFit();
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationReplay.run(FREE, SPEEDS,
                List.of(job(1, 5, 1, 1), job(2, 4, 1, 1)), method));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationReplay.run(FREE, SPEEDS,
                List.of(job(1, 0, 5, 1)), method));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationReplay.run(new int[] {4}, SPEEDS,
                List.of(job(1, 0, 1, 1)), method));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationReplay.run(FREE, new double[] {1, -2},
                List.of(job(1, 0, 1, 1)), method));
        assertThatIllegalArgumentException().isThrownBy(() -> AllocationReplay.run(FREE, SPEEDS,
                AllocationReplay.Workload.of(List.of(job(1, 0, 1, 1))), method, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> job(1, 0, 1, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> job(1, -1, 1, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> job(1, 0, 0, 1));
    }

    @Test
    void refusesBadHeterogeneityAndArts() {
        var random = RandomSource.XO_RO_SHI_RO_128_PP.create(1L);
        assertThatIllegalArgumentException().isThrownBy(() -> SpeedVectors.draw(-0.01, random));
        assertThatIllegalArgumentException().isThrownBy(() -> SpeedVectors.draw(Double.NaN, random));
        assertThatIllegalArgumentException().isThrownBy(() -> Npir.ratio(0, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> Npir.againstBetterOfBestFitAndFastestFirst(
                Map.of("BF", 1.0)));
        assertThatIllegalArgumentException().isThrownBy(() -> Npir.againstMean(Map.of()));
    }
}
