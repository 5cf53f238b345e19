package org.gridmarket.core.peering;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** EbMf's decision rules (seed 000 Algorithm 1), one row per situation. */
class LoadForecastRuleTest {

    static Stream<Arguments> shares() {
        return Stream.of(
                Arguments.of("an idle forecast hands the whole site to the grid", 0.0, 10, 10),
                Arguments.of("a full forecast hands it nothing", 1.0, 10, 0),
                Arguments.of("0.7 leaves exactly three of ten, despite binary fractions", 0.7, 10, 3),
                Arguments.of("a share between processors rounds down", 0.356, 10, 6),
                Arguments.of("AuverGrid-sized clusters: 0.5 of 95 is 47", 0.5, 95, 47));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shares")
    void givesTheGridWhatTheForecastLeaves(String situation, double forecast, int capacity, int gridProcessors) {
        assertEquals(gridProcessors, LoadForecastRule.gridProcessors(LoadForecastRule.gridShare(forecast), capacity),
                situation);
    }

    static Stream<Arguments> reallocations() {
        return Stream.of(
                Arguments.of("local load below the forecast: keep, schedule the next event", 0.3, 0.4,
                        OptionalInt.empty()),
                Arguments.of("local load equal to the forecast is not an underestimate", 0.4, 0.4,
                        OptionalInt.empty()),
                Arguments.of("local load above the forecast: shrink the grid to what it leaves", 0.6, 0.4,
                        OptionalInt.of(4)),
                Arguments.of("a saturated site gives the grid nothing", 1.0, 0.2, OptionalInt.of(0)),
                Arguments.of("a tiny underestimate still reallocates", 0.21, 0.2, OptionalInt.of(7)),
                Arguments.of("an idle interval after a busy forecast keeps the partitions", 0.0, 0.9,
                        OptionalInt.empty()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reallocations")
    void reallocatesOnlyWhenTheForecastWasTooLow(String situation, double localLoad, double forecast,
                                                  OptionalInt gridProcessors) {
        assertEquals(gridProcessors, LoadForecastRule.reallocation(localLoad, forecast, 10), situation);
    }
}
