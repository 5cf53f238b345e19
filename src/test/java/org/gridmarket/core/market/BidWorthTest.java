package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Seed 003 §4's U = B − w · max(0, C − d) − c, by hand. */
class BidWorthTest {

    @ParameterizedTest(name = "finish {0}, deadline {1}, w {2}, B {3}, c {4} → late {5}, penalty {6}, U {7}")
    @CsvSource(nullValues = "none", value = {
            "100, 120, 1000, 500000, 300000, 0, 0, 200000",          // on time: no penalty
            "150, 120, 1000, 500000, 233333, 30, 30000, 236667",     // 30 s late at 1,000 µG$/s
            "150, 120, none, 500000, 233333, 30, 0, 266667",         // late without w (a pushed hard deadline)
            "150, 120, 1000, 100000, 233333, 30, 30000, -163333",    // a bid leaving less than nothing
            "1000000000000, 0, 100000000000, 1, 1, 1000000000000, 9223372036854775807, -9223372036854775808",
            "10, 20, none, 1, 9223372036854775807, 0, 0, -9223372036854775808"})
    void weighsAWindowAsTheBrokerDoes(long finish, long deadline, Long penaltyPerSecond, long budget, long cost,
                                      long lateness, long penalty, long utility) {
        assertThat(BidWorth.of(finish, deadline, penaltyPerSecond, budget, cost))
                .isEqualTo(new BidWorth(lateness, penalty, utility));
    }
}
