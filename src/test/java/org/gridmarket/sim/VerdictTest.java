package org.gridmarket.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one rule every experiment's verdict comes from, one row per situation: same direction and within 25 % of
 * the paper's effect → reproduced; same direction only → direction-only; else not-reproduced. The rows with the
 * experiments' own numbers are their documented full runs.
 */
class VerdictTest {

    static Stream<Arguments> situations() {
        return Stream.of(
                row("equal effects reproduce", 10, 10, 0, Verdict.REPRODUCED),
                row("25 % above the paper's effect still reproduces", 8, 10, 0, Verdict.REPRODUCED),
                row("25 % below the paper's effect still reproduces", 8, 6, 0, Verdict.REPRODUCED),
                row("just beyond 25 % is direction only", 8, 10.01, 0, Verdict.DIRECTION_ONLY),
                row("a decrease within 25 % of the paper's reproduces", -2189, -1852, 0, Verdict.REPRODUCED),
                row("seed 004 acceptance: +8.31 points in the paper, +16.24 ours", 8.31, 16.24, 0,
                        Verdict.DIRECTION_ONLY),
                row("seed 003 λ = 4 gap: paper ≥ 25.7 points, ours 26.5", 25.7, 26.5, 0, Verdict.REPRODUCED),
                row("seed 003 λ = 7 gap: paper ≥ 22.2 points, ours 9.2", 22.2, 9.2, 0, Verdict.DIRECTION_ONLY),
                row("seed 001: best effort cuts most in the paper (+13.8), DC in ours (−16.1)", 13.8, -16.1, 0,
                        Verdict.NOT_REPRODUCED),
                row("seed 002 TAI2: +29 in the paper, exactly 0 ours", 29, 0, 0, Verdict.NOT_REPRODUCED),
                row("seed 002 TAI2 − AI2: +7 in the paper, −12 ours", 7, -12, 0, Verdict.NOT_REPRODUCED),
                row("a change where the paper has none is not reproduced", 0, 1, 0, Verdict.NOT_REPRODUCED),
                row("no change in both reproduces", 0, 0, 0, Verdict.REPRODUCED),
                row("within the no-change band both are no change", 1.0, -2.9, 3, Verdict.REPRODUCED),
                row("outside the band ours is a change where the paper's is none", 1.0, 3.5, 3,
                        Verdict.NOT_REPRODUCED),
                row("a band wider than 25 % of the paper's effect is the tolerance", 10, 13.5, 4, Verdict.REPRODUCED),
                row("seed 000 Grid'5000* EbMf: −1.1 % in the paper, +5.7 % ours, band 3 %", -1.08, 5.68, 3,
                        Verdict.NOT_REPRODUCED),
                row("ours not a number is not reproduced", 5, Double.NaN, 0, Verdict.NOT_REPRODUCED),
                row("the paper's not a number is not reproduced", Double.NaN, 5, 0, Verdict.NOT_REPRODUCED));
    }

    private static Arguments row(String situation, double paper, double ours, double band, Verdict expected) {
        return Arguments.of(situation, paper, ours, band, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void judgesTheEffectsByTheOneRule(String situation, double paper, double ours, double band, Verdict expected) {
        assertThat(Verdict.of(paper, ours, band)).as(situation).isEqualTo(expected);
    }

    @Test
    void aHeadlineStatesItsNumbersVerdictAndReason() {
        PaperHeadline acceptance = PaperHeadline.judge("acceptance", "per job", "90.30 → 98.61 %",
                "83.38 → 99.62 %", 98.61 - 90.30, 99.62 - 83.38, "points", 0, "");
        assertThat(acceptance.verdict()).isEqualTo(Verdict.DIRECTION_ONLY);
        assertThat(acceptance.reason()).isEqualTo("same direction, but ours (+16.2 points) is 95 % off the paper's "
                + "(+8.3 points); reproduced needs ±25 %");

        PaperHeadline gap = PaperHeadline.judge("gap", "per task", "p", "o", 25.7, 26.5, "points", 0, "quick run");
        assertThat(gap.reason()).isEqualTo("same direction, and ours (+26.5 points) is within ±25 % of the "
                + "paper's (+25.7 points); quick run");

        PaperHeadline largest = PaperHeadline.judge("largest", "points", "p", "o", 13.8, -16.1, "points", 0, "");
        assertThat(largest.verdict()).isEqualTo(Verdict.NOT_REPRODUCED);
        assertThat(largest.reason()).isEqualTo("ours (−16.1 points) is a decrease, the paper's (+13.8 points) is an "
                + "increase");

        PaperHeadline band = PaperHeadline.judge("Grid'5000*", "ratio", "0.994", "1.011", -0.6, 1.1, "%", 3, "");
        assertThat(band.verdict()).isEqualTo(Verdict.REPRODUCED);
        assertThat(band.reason())
                .isEqualTo("ours (+1.1 %) and the paper's (−0.6 %) are both no change (within ±3.0 %)");

        PaperHeadline zero = PaperHeadline.judge("TAI2", "TNPIR", "29", "0", 29, 0, "points", 0, "");
        assertThat(zero.reason()).isEqualTo("ours (0.0 points) is no change, the paper's (+29.0 points) is an "
                + "increase");
    }

    @Test
    void writesExactlyTheKeysTheWebAppReads() {
        var array = SummaryJson.newObject().putArray("headlines");
        PaperHeadline.toJson(array, java.util.List.of(PaperHeadline.judge("n", "b", "p", "o", 1, 1, "%", 0, "")));
        assertThat(array.get(0).fieldNames()).toIterable()
                .containsExactly("name", "paper", "ours", "basis", "verdict", "reason");
        assertThat(array.get(0).get("verdict").asText()).isEqualTo("reproduced");
    }
}
