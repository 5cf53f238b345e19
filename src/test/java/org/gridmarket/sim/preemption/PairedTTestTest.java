package org.gridmarket.sim.preemption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Table I's statistics on hand-made paired samples. */
class PairedTTestTest {

    @Test
    void meanIntervalAndPOfFiveDifferencesMatchTheHandComputation() {
        // d = NOP − MOML = 1..5: mean 3, s = √2.5, se = √0.5 = 0.7071068, t(0.975, 4) = 2.7764451,
        // half-width 1.9632432; t = 3 / 0.7071068 = 4.2426407, two-sided p with 4 df = 0.0132356.
        PairedTTest test = PairedTTest.ofPairs(new double[] {11, 22, 33, 44, 55}, new double[] {10, 20, 30, 40, 50});

        assertThat(test.n()).isEqualTo(5);
        assertThat(test.mean()).isCloseTo(3, within(1e-12));
        assertThat(test.lower()).isCloseTo(1.0367568, within(1e-6));
        assertThat(test.upper()).isCloseTo(4.9632432, within(1e-6));
        assertThat(test.p()).isCloseTo(0.0132356, within(1e-6));
    }

    @Test
    void noSpreadGivesAPointIntervalAndPZeroOrOne() {
        assertThat(PairedTTest.of(2, 2, 2)).isEqualTo(new PairedTTest(2, 2, 2, 0, 3));
        assertThat(PairedTTest.of(0, 0)).isEqualTo(new PairedTTest(0, 0, 0, 1, 2));
    }

    @Test
    void oneDifferenceHasNoIntervalAndAnUndefinedOneIsNotTested() {
        assertThat(PairedTTest.of(4).lower()).isNaN();
        assertThat(PairedTTest.of(4).mean()).isEqualTo(4);
        assertThat(PairedTTest.of(1, Double.NaN).mean()).isNaN();
    }

    @Test
    void trendLinearityIsTheSquaredCorrelation() {
        assertThat(Trends.rSquared(new double[] {10, 20, 30}, new double[] {1, 2, 3})).isCloseTo(1, within(1e-12));
        // y = 1, 3, 2: r = 0.5, r² = 0.25
        assertThat(Trends.rSquared(new double[] {10, 20, 30}, new double[] {1, 3, 2})).isCloseTo(0.25,
                within(1e-12));
    }
}
