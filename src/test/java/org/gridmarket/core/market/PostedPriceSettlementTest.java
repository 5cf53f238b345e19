package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Settling a posted price of 1,000 µG$ for a planned 300 s: price · min(t, T) / T, rounded once. */
class PostedPriceSettlementTest {
    private static final PostedPrice AGREEMENT = new PostedPrice(1, 1_000, 300);

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "a completed job pays its price,                                 COMPLETED, 300, 1000",
        "a job reported finished early pays for the time it ran,         COMPLETED, 100,  333",
        "a job that outran its plan pays no more than its price,         COMPLETED, 900, 1000",
        "a job cancelled before it started pays nothing,                 CANCELLED,   0,    0",
        "a job cancelled half way pays half (500 exactly),               CANCELLED, 150,  500",
        "two thirds of 1000 µG$ is 666.67: rounded once to 667,         CANCELLED, 200,  667",
        "a failed job pays nothing,                                      FAILED,    250,    0",
    })
    void chargesForWhatRan(String situation, String outcome, long ranSeconds, long expectedMicroGd) {
        RunOutcome ran = switch (outcome) {
            case "COMPLETED" -> new RunOutcome.Completed(ranSeconds);
            case "CANCELLED" -> new RunOutcome.Cancelled(ranSeconds);
            default -> new RunOutcome.Failed();
        };
        assertThat(SettlementRule.chargeFor(AGREEMENT, ran)).isEqualTo(expectedMicroGd);
    }
}
