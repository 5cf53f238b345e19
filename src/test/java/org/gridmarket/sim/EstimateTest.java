package org.gridmarket.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Mean and Student-t 95 % half-width, checked by hand. */
class EstimateTest {

    @Test
    void threeValuesGiveTTimesTheStandardErrorOfTheMean() {
        // mean 2, s = 1, t(0.975, 2) = 4.3027: half-width 4.3027 / √3 = 2.4841
        Estimate estimate = Estimate.of(1, 2, 3);

        assertThat(estimate.mean()).isEqualTo(2.0);
        assertThat(estimate.ci95()).isCloseTo(2.4841, within(1e-4));
        assertThat(estimate.samples()).isEqualTo(3);
    }

    @Test
    void undefinedRunsAreLeftOutAndOneRunHasNoInterval() {
        Estimate estimate = Estimate.of(Double.NaN, 5);

        assertThat(estimate.mean()).isEqualTo(5.0);
        assertThat(estimate.ci95()).isNaN();
        assertThat(Estimate.of(Double.NaN).mean()).isNaN();
    }
}
