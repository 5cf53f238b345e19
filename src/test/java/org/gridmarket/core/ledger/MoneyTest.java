package org.gridmarket.core.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoneyTest {

    @ParameterizedTest(name = "{0} G$ is {1} µG$")
    @CsvSource({"4.84, 4840000", "1000000, 1000000000000", "0.000001, 1", "-2.5, -2500000", "0, 0"})
    void parsesGridDollarsExactly(String text, long micro) {
        assertThat(Money.parseGd(text)).isEqualTo(micro);
        assertThat(Money.parseGd(Money.formatGd(micro))).isEqualTo(micro);
    }

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource({"0.0000001", "abc", "1e30"})
    void refusesInexactOrHugeAmounts(String text) {
        assertThatThrownBy(() -> Money.parseGd(text)).isInstanceOf(RuntimeException.class);
    }

    @ParameterizedTest(name = "{0} µG$ rounds to {1}")
    @CsvSource({"2.5, 3", "2.4999, 2", "-2.5, -3", "89.0, 89"})
    void roundsComputedAmountsHalfAwayFromZero(String exact, long rounded) {
        assertThat(Money.roundMicro(new BigDecimal(exact))).isEqualTo(rounded);
    }

    @ParameterizedTest(name = "{0} formats as {1}")
    @CsvSource({"1500000, 1.500000", "1, 0.000001", "-1, -0.000001"})
    void formatsWithSixDecimals(long micro, String text) {
        assertThat(Money.formatGd(micro)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} µG$ reads {1} G$")
    @CsvSource(delimiter = ';', value = {"1234567891; 1,234.56", "2345679; 2.34", "9999; 0.00", "0; 0.00",
        "-1500000; -1.50", "1000000000000; 1,000,000.00"})
    void formatsForPeopleWithTwoDecimalsNeverOverstating(long micro, String text) {
        assertThat(Money.formatGdTwoDecimals(micro)).isEqualTo(text);
    }
}
