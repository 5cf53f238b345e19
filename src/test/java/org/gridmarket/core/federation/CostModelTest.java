package org.gridmarket.core.federation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

/**
 * Seed 004 Eq. (1)–(8) on one hand-computed pair: a 100 s, 4-processor trace job from site K (500 MIPS,
 * 1 Gb/s) moved to site M (1000 MIPS, 2 Gb/s).
 */
class CostModelTest {
    private static final Site K = new Site("K", 10, 500, 1);
    private static final Site M = new Site("M", 10, 1000, 2);
    private static final Job JOB = Job.builder(1).processors(4).runtimeSeconds(100).originSite("K").build();
    private static final JobDemand DEMAND = JobDemand.ofTraceJob(JOB, K);

    @Test
    void traceJobIsTenPercentCommunication() {
        // §4.1: α = 0.1 · 100 s = 10 s; l = 0.9 · 100 s · 500 MIPS · 4 = 180,000 MI.
        assertThat(DEMAND.communicationSeconds()).isEqualTo(10.0);
        assertThat(DEMAND.lengthMillionInstructions()).isCloseTo(180_000.0, within(1e-6));
    }

    @Test
    void eq1DataMovedIsAlphaTimesOriginBandwidth() {
        assertThat(CostModel.dataTransferGigabits(DEMAND)).isEqualTo(10.0);
    }

    @Test
    void eq2And3ExecutionTimeOnOriginAndTarget() {
        // On K: 180,000 / (500 · 4) + 10 · 1 / 1 = 90 + 10 = 100 s (the logged runtime back).
        assertThat(CostModel.executionSeconds(DEMAND, K)).isCloseTo(100.0, within(1e-9));
        // On M: 180,000 / (1000 · 4) + 10 · 1 / 2 = 45 + 5 = 50 s.
        assertThat(CostModel.executionSeconds(DEMAND, M)).isCloseTo(50.0, within(1e-9));
        assertThat(CostModel.executionWholeSeconds(DEMAND, M)).isEqualTo(50);
    }

    @Test
    void eq4CostIsQuoteTimesLengthOverAggregateSpeed() {
        // c_M = 3 G$: 3 · 180,000 / (1000 · 4) = 135 G$.
        assertThat(CostModel.costMicroGd(DEMAND, M, 3_000_000)).isEqualTo(135_000_000);
    }

    @Test
    void eq5And6QuoteScalesWithSpeed() {
        // Table 2: c = 5.3 G$ at the fastest 930 MIPS gives CTC SP2 (850 MIPS) 5.3 · 850 / 930 = 4.844086 G$.
        assertThat(CostModel.quoteMicroGd(5_300_000, 850, 930)).isEqualTo(4_844_086);
        assertThat(CostModel.quoteMicroGd(5_300_000, 930, 930)).isEqualTo(5_300_000);
    }

    @Test
    void eq7And8BudgetAndDeadlineAreTwiceTheOrigin() {
        // c_K = 2 G$: B(J, K) = 2 · 180,000 / 2,000 = 180 G$, so b = 360 G$; d = 2 · 100 s.
        assertThat(CostModel.budgetMicroGd(DEMAND, K, 2_000_000)).isEqualTo(360_000_000);
        assertThat(CostModel.deadlineSeconds(DEMAND, K)).isEqualTo(200);
    }

    @Test
    void costRoundsOnceHalfAwayFromZero() {
        // 1 µG$ · 5 MI / (2 MIPS · 1) = 2.5 µG$ → 3 µG$.
        assertThat(CostModel.costMicroGd(JobDemand.ofLength(5, 1), new Site("S", 1, 2, 1), 1)).isEqualTo(3);
    }

    /** Issue 18 A2: 10¹² µG$ per MI times 10¹⁵ MI does not fit a long; it is unaffordable, not an error. */
    @Test
    void aCostBeyondAnyAmountIsUnaffordableNotAnOverflow() {
        JobDemand huge = JobDemand.ofLength(1e15, 1);
        long cost = CostModel.costMicroGd(huge, M, 1_000_000_000_000L);
        assertThat(cost).isEqualTo(CostModel.UNAFFORDABLE_MICRO_GD);
        assertThat(CostModel.withinBudget(cost, Long.MAX_VALUE)).isFalse();
        // Whatever the price: the largest long price on the slowest processor.
        assertThat(CostModel.costMicroGd(JobDemand.ofLength(1e17, 1), new Site("slow", 1, 1, 1), Long.MAX_VALUE))
                .isEqualTo(CostModel.UNAFFORDABLE_MICRO_GD);
        // Just below the boundary the cost is exact: 9,223,372,036,854,775,806 µG$ fits and is affordable.
        assertThat(CostModel.costMicroGd(JobDemand.ofLength(1, 1), new Site("one", 1, 1, 1), Long.MAX_VALUE - 1))
                .isEqualTo(Long.MAX_VALUE - 1);
        assertThat(CostModel.withinBudget(Long.MAX_VALUE - 1, Long.MAX_VALUE - 1)).isTrue();
    }
}
