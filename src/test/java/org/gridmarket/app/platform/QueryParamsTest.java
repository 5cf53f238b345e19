package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A number in a query string is a canonical decimal within its bounds (issue 30 D2, D3), like an id in a path. */
class QueryParamsTest {
    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(value = {"5,5", "0,0", "-3,-3", "500,500", "NULL,7", "'',7"}, nullValues = "NULL")
    void canonicalDecimalsAndAbsentValues(String value, int expected) {
        assertThat(QueryParams.integer("size", value, 7, -10, 500)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"+5", "05", "00", "-0", " 5", "5 ", " ", "5.0", "1e2", "0x5", "٥", "2147483648", "501"})
    void anythingElseIsA422NamingTheParameter(String value) {
        assertThatThrownBy(() -> QueryParams.integer("size", value, 7, -10, 500)).isInstanceOf(ApiProblem.class)
                .hasMessageStartingWith("size: ");
    }
}
