package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Seed 004 Eq. (2)–(3) with hand-computed numbers. */
class ExecutionTimeTest {

    @Test
    void computationTermIsLengthOverMipsTimesProcessors() {
        // Seed 003 §5.2: 10,000 MI on half of a 10-machine cluster at 400 MIPS takes 5 time units.
        assertEquals(5.0, ExecutionTime.computationSeconds(10_000, 5, 400), 1e-12);
    }

    @Test
    void communicationTermScalesWithTheBandwidthRatio() {
        // 10,000 / (400 × 5) + 2 s × 4 Gb/s / 2 Gb/s = 5 + 4
        assertEquals(9.0, ExecutionTime.seconds(10_000, 5, 400, 2, 4, 2), 1e-12);
    }

    @Test
    void sameSiteSpeedGivesTheLoggedRuntimeBack() {
        assertEquals(3_600, ExecutionTime.onTargetSeconds(3_600, 360, 16, 920, 4, 920, 4));
    }

    @Test
    void twiceAsFastHalvesOnlyTheComputationPart() {
        // (100 − 10) s × 1000 / 2000 + 10 s × 1 / 1 = 45 + 10
        assertEquals(55, ExecutionTime.onTargetSeconds(100, 10, 8, 1000, 1, 2000, 1));
    }

    @Test
    void partialSecondsRoundUpAndNothingRunsInZeroTime() {
        // 100 s × 1000 / 3000 = 33.3 s
        assertEquals(34, ExecutionTime.onTargetSeconds(100, 0, 1, 1000, 1, 3000, 1));
        assertEquals(1, ExecutionTime.onTargetSeconds(1, 0, 1, 1000, 1, 1_000_000, 1));
    }
}
