package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How a refusal for insufficient funds reads (issue 18 C3): G$ amounts, never an account id. */
class HoldRefusalTest {

    @Test
    void insufficientFundsNamesThePriceAndTheAvailableGd() {
        assertThat(HoldRefusal.insufficientFunds(2_051_428_571L, 1_000_000_000L))
                .isEqualTo("insufficient funds: the price 2,051.43 G$ exceeds the 1,000.00 G$ available in your wallet");
        assertThat(HoldRefusal.insufficientFunds(12_345_678_901_234L, 0))
                .isEqualTo("insufficient funds: the price 12,345,678.90 G$ exceeds the 0.00 G$ available in your wallet");
    }

    @Test
    void amountsThatLookEqualAtTwoDecimalsAreShownExactly() {
        assertThat(HoldRefusal.insufficientFunds(1_000_004_000L, 1_000_001_000L)).isEqualTo(
                "insufficient funds: the price 1,000.004000 G$ exceeds the 1,000.001000 G$ available in your wallet");
    }
}
