package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Issue 20's hand-computed cases: 10 machines × 400 MIPS at 6–8 G$/s (p^i = 6 + 2(i − 1)/9), O = 10,000 MI,
 * r = 0. Figures as printed in the issue (two decimals, T to three or four significant digits); each matches
 * Seed 003 §3–4's model: e.g. c(5) on the empty cluster = 5·Π(2,000) = 5·(5·6 + (2/9)·10) = 161.11.
 */
class HandComputedTest {

    private static final double PRINTED = 0.005;
    private static final double SIZE_MI = 10_000;

    static PriceIndexedMachines machines() {
        return new PriceIndexedMachines(10, 400, 6, 8);
    }

    static TenderTask task(double dueDate) {
        return new TenderTask(1, 0, SIZE_MI, 250, dueDate, 50);
    }

    @Nested
    class EmptyCluster {
        private final LoadProfile load = new LoadProfile(4_000);
        private final ResourceCostCurve curve = ResourceCostCurve.of(load, machines(), 0, SIZE_MI);

        @Test
        void earliestCompletionOnTheFirstKMachinesIs25OverK() {
            double[] expected = new double[10];
            for (int k = 10; k >= 1; k--) {
                expected[10 - k] = 25.0 / k;
            }
            assertThat(curve.times()).containsExactly(expected, within(1e-9));
        }

        @Test
        void costsAtAllMachinesHalfAndOne() {
            assertThat(curve.costAt(2.5)).isCloseTo(175, within(PRINTED));
            assertThat(curve.costAt(5)).isCloseTo(161.11, within(PRINTED));
            assertThat(curve.costAt(25)).isCloseTo(150, within(PRINTED));
            assertThat(curve.costAt(40)).isCloseTo(150, within(PRINTED));
            assertThat(curve.costAt(2.4)).isInfinite();
        }

        @Test
        void bestCompletionIsTheDueDate() {
            TenderCluster cluster = new TenderCluster(0, machines());
            Bid bid = GridResourceBroker.bestBid(task(10), cluster, 0);
            assertThat(bid.completion()).isEqualTo(10);
            assertThat(bid.cost()).isCloseTo(154.44, within(PRINTED));
            assertThat(bid.utility()).isCloseTo(95.56, within(PRINTED));
            assertThat(bid.penalty()).isZero();
        }
    }

    @Nested
    class HalfLoadedForFiveSeconds {
        /** Another task of 10,000 MI due at 5 levels the empty cluster to 2,000 MIPS on [0, 5). */
        private final TenderCluster cluster = loadedCluster();
        private final LoadProfile load = cluster.load();
        private final ResourceCostCurve curve = ResourceCostCurve.of(load, machines(), 0, SIZE_MI);

        private static TenderCluster loadedCluster() {
            TenderCluster cluster = new TenderCluster(0, machines());
            cluster.commit(new TenderTask(0, 0, SIZE_MI, 0, 5, 0), 5, 0);
            return cluster;
        }

        @Test
        void theLoadIs2000OnTheFirstFiveSeconds() {
            assertThat(load.loadAt(0)).isCloseTo(2_000, within(1e-9));
            assertThat(load.loadAt(4.999)).isCloseTo(2_000, within(1e-9));
            assertThat(load.loadAt(5)).isZero();
            assertThat(load.changePointsAfter(0)).isEqualTo(1);
        }

        @Test
        void breakpointsAreTheThetas() {
            assertThat(curve.times()).containsExactly(new double[] {
                5, 5.556, 6.25, 7.143, 8.333, 10, 11.25, 13.33, 17.5, 30}, within(PRINTED));
        }

        @Test
        void costsAtFiveEightAndTen() {
            assertThat(curve.costAt(5)).isCloseTo(188.89, within(PRINTED));
            assertThat(curve.costAt(8)).isCloseTo(168.22, within(PRINTED));
            assertThat(curve.costAt(10)).isCloseTo(161.11, within(PRINTED));
            assertThat(ResourceCostCurve.naiveCost(load, machines(), 0, SIZE_MI, 8)).isCloseTo(168.22,
                    within(PRINTED));
        }

        @Test
        void dueDateTenIsBest() {
            Bid bid = GridResourceBroker.bestBid(task(10), cluster, 0);
            assertThat(bid.completion()).isEqualTo(10);
            assertThat(bid.utility()).isCloseTo(88.89, within(PRINTED));
        }

        @Test
        void dueDateSixIsBestToo() {
            Bid bid = GridResourceBroker.bestBid(task(6), cluster, 0);
            assertThat(bid.completion()).isEqualTo(6);
            assertThat(bid.cost()).isCloseTo(179.78, within(PRINTED));
            assertThat(bid.utility()).isCloseTo(70.22, within(PRINTED));
        }

        @Test
        void theLevelAtEightIs2500FromTheRelease() {
            Allocation allocation = LoadLevellingScheduler.plan(load, machines(), 0, SIZE_MI, 8);
            assertThat(allocation.levelMips()).isCloseTo(2_500, within(1e-9));
            assertThat(allocation.start()).isZero();
            assertThat(allocation.workBetween(0, 5)).isCloseTo(2_500, within(1e-9));
        }

        @Test
        void theLevelAtTenStartsWhenTheLoadEnds() {
            Allocation allocation = LoadLevellingScheduler.plan(load, machines(), 0, SIZE_MI, 10);
            assertThat(allocation.levelMips()).isCloseTo(2_000, within(1e-9));
            assertThat(allocation.start()).isEqualTo(5);
        }
    }
}
