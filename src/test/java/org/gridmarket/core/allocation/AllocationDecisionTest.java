package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seed 002 §4: one row per situation and method, the site each method picks for the head job. Sites are
 * A = 0 and B = 1. The issue's table: A (CS 1.0, 10 free), B (CS 2.0, 40 free); after a finish WQ needs 8,
 * 35, 5. Every printed number of the issue agrees with Eq. (2)–(17) as checked below.
 */
class AllocationDecisionTest {

    private static final int A = 0;
    private static final int B = 1;
    private static final int NOWHERE = -1;
    private static final double[] UNEQUAL_SPEEDS = {1.0, 2.0};

    /** After a finish: S_bf = A (2 left), S_ff = B; SL = 48 / 50 = 0.96; SH = 0.25. */
    private static final AllocationSnapshot ISSUE_TABLE = snapshot(UNEQUAL_SPEEDS, new int[] {10, 40},
            Situation.AFTER_FINISH, 8, 35, 5);
    /** The job of 8 submitted to an empty queue: SL = 8 / 50 = 0.16. */
    private static final AllocationSnapshot SUBMITTED_EIGHT = snapshot(UNEQUAL_SPEEDS, new int[] {10, 40},
            Situation.SUBMISSION_TO_EMPTY_QUEUE, 8);
    /** After a finish, FJ alone: both look-aheads allocate FJ only, so AIScore = 1 and AI2Score = 4 → FF. */
    private static final AllocationSnapshot LONE_HEAD = snapshot(UNEQUAL_SPEEDS, new int[] {10, 40},
            Situation.AFTER_FINISH, 8);
    /** S_bf = S_ff = B (1 left, and faster). */
    private static final AllocationSnapshot BOTH_AGREE = snapshot(UNEQUAL_SPEEDS, new int[] {10, 9},
            Situation.AFTER_FINISH, 8, 35, 5);
    /** Equal speeds: S_ff is the lower index A, S_bf is B; AIScore = 0 (→ FF), AI2Score = 1 (→ BF). */
    private static final AllocationSnapshot EQUAL_SPEEDS_AFTER_FINISH = snapshot(new double[] {1, 1},
            new int[] {40, 10}, Situation.AFTER_FINISH, 8);
    private static final AllocationSnapshot EQUAL_SPEEDS_SUBMITTED = snapshot(new double[] {1, 1},
            new int[] {40, 10}, Situation.SUBMISSION_TO_EMPTY_QUEUE, 8);
    private static final AllocationSnapshot NOTHING_FREE = snapshot(UNEQUAL_SPEEDS, new int[] {0, 0},
            Situation.AFTER_FINISH, 8, 35, 5);
    private static final AllocationSnapshot HEAD_TOO_WIDE = snapshot(UNEQUAL_SPEEDS, new int[] {10, 40},
            Situation.AFTER_FINISH, 41, 1);

    static Stream<Arguments> decisions() {
        return Stream.of(
                row("after a finish, BF takes the least leftover", "BF", ISSUE_TABLE, A),
                row("after a finish, FF takes the fastest", "FF", ISSUE_TABLE, B),
                row("after a finish, SI is best-fit (Eq. 2)", "SI", ISSUE_TABLE, A),
                row("after a finish, AI: TNoA 3 vs 1, AIScore −1 → best-fit", "AI", ISSUE_TABLE, A),
                row("after a finish, AI2: TCC 88 vs 16, AI2Score 0.364 → best-fit", "AI2", ISSUE_TABLE, A),
                row("after a finish, TI (0.05, 2): SL 0.96 ≤ 2 → fastest-first", "TI", ISSUE_TABLE, B),
                row("after a finish, TAI (0.05, 1.5): high SH, low SL → FF", "TAI", ISSUE_TABLE, B),
                row("after a finish, TAI2 (0.05, 1): SL 0.96 ≤ 1 is low → FF", "TAI2", ISSUE_TABLE, B),
                row("submitted to an empty queue, BF takes A", "BF", SUBMITTED_EIGHT, A),
                row("submitted to an empty queue, FF takes B", "FF", SUBMITTED_EIGHT, B),
                row("submitted to an empty queue, SI is fastest-first", "SI", SUBMITTED_EIGHT, B),
                row("submitted to an empty queue, TI: SH 0.25 > 0.05 → FF", "TI", SUBMITTED_EIGHT, B),
                row("submitted to an empty queue, AI: CS_bf < CS_ff → FF (Eq. 7)", "AI", SUBMITTED_EIGHT, B),
                row("submitted to an empty queue, AI2: CS_bf < CS_ff → FF (Eq. 7)", "AI2", SUBMITTED_EIGHT, B),
                row("S_bf = S_ff: AI takes that site", "AI", BOTH_AGREE, B),
                row("S_bf = S_ff: AI2 takes that site", "AI2", BOTH_AGREE, B),
                row("S_bf = S_ff: TAI2 takes that site", "TAI2", BOTH_AGREE, B),
                row("equal speeds: FF breaks the tie by lower index", "FF", EQUAL_SPEEDS_AFTER_FINISH, A),
                row("equal speeds: BF still minimises the leftover", "BF", EQUAL_SPEEDS_AFTER_FINISH, B),
                row("equal speeds: AIScore 0 ≥ 0 → fastest-first", "AI", EQUAL_SPEEDS_AFTER_FINISH, A),
                row("equal speeds: AI2Score 1 ≤ 1 → best-fit", "AI2", EQUAL_SPEEDS_AFTER_FINISH, B),
                row("equal speeds, SH 0 ≤ 0.05 and SL low: TAI is AI", "TAI", EQUAL_SPEEDS_AFTER_FINISH, A),
                row("equal speeds, SH 0 ≤ 0.05 and SL low: TAI2 is AI2", "TAI2", EQUAL_SPEEDS_AFTER_FINISH, B),
                row("equal speeds, submitted: TI with SH 0 ≤ SHT is best-fit", "TI", EQUAL_SPEEDS_SUBMITTED, B),
                row("equal speeds, submitted: AI with CS_bf ≥ CS_ff is best-fit", "AI", EQUAL_SPEEDS_SUBMITTED, B),
                row("nothing free: BF finds nothing", "BF", NOTHING_FREE, NOWHERE),
                row("nothing free: AI finds nothing", "AI", NOTHING_FREE, NOWHERE),
                row("nothing free: TAI2 finds nothing", "TAI2", NOTHING_FREE, NOWHERE),
                row("a head wider than every free count: FF finds nothing", "FF", HEAD_TOO_WIDE, NOWHERE),
                row("a head wider than every free count: AI2 finds nothing", "AI2", HEAD_TOO_WIDE, NOWHERE));
    }

    @ParameterizedTest(name = "{0}: {1} → site {3}")
    @MethodSource("decisions")
    void choosesTheSiteTheEquationsGive(String situation, String method, AllocationSnapshot snapshot, int site) {
        assertThat(AllocationMethods.byName(method).choose(snapshot)).as(situation).isEqualTo(site);
    }

    /** LONE_HEAD (SH 0.25, SL 0.16): AI and AI2 say B there, BF says A, so each quadrant shows its rule. */
    static Stream<Arguments> tableThreeQuadrants() {
        return Stream.of(
                quadrant("low SH, low SL → AI", "TAI", 0.5, 1, LONE_HEAD, B),
                quadrant("low SH, high SL → BF", "TAI", 0.5, 0.1, LONE_HEAD, A),
                quadrant("high SH, low SL → FF", "TAI", 0.05, 1, ISSUE_TABLE, B),
                quadrant("high SH, high SL → AI", "TAI", 0.05, 0.1, LONE_HEAD, B),
                quadrant("low SH, low SL → AI2", "TAI2", 0.5, 1, LONE_HEAD, B),
                quadrant("low SH, high SL → BF", "TAI2", 0.5, 0.1, LONE_HEAD, A),
                quadrant("high SH, low SL → FF", "TAI2", 0.05, 1, ISSUE_TABLE, B),
                quadrant("high SH, high SL → AI2", "TAI2", 0.05, 0.1, LONE_HEAD, B),
                quadrant("SL exactly at the threshold is low (Eq. 6)", "TI", 0.05, 0.96, ISSUE_TABLE, B),
                quadrant("SL above the threshold → best-fit (Eq. 6)", "TI", 0.05, 0.95, ISSUE_TABLE, A));
    }

    @ParameterizedTest(name = "{1} {0}")
    @MethodSource("tableThreeQuadrants")
    void followsTableThree(String quadrant, String method, double shThreshold, double slThreshold,
            AllocationSnapshot snapshot, int site) {
        assertThat(AllocationMethods.threshold(method, shThreshold, slThreshold).choose(snapshot)).as(quadrant)
                .isEqualTo(site);
    }

    @Test
    void theIssueTableNumbersFollowFromTheEquations() {
        assertThat(Indicators.speedHeterogeneity(UNEQUAL_SPEEDS)).isEqualTo(0.25);
        assertThat(Indicators.systemLoading(ISSUE_TABLE)).isEqualTo(0.96);
        assertThat(QueueLookahead.walk(ISSUE_TABLE, A, false)).isEqualTo(3);
        assertThat(QueueLookahead.walk(ISSUE_TABLE, B, false)).isEqualTo(1);
        assertThat(AdaptiveIntelligent.score(ISSUE_TABLE, A, B)).isEqualTo(-1);
        assertThat(QueueLookahead.walk(ISSUE_TABLE, A, true)).isEqualTo(88);
        assertThat(QueueLookahead.walk(ISSUE_TABLE, B, true)).isEqualTo(16);
        assertThat(AdaptiveIntelligent2.score(ISSUE_TABLE, A, B)).isCloseTo(0.364, within(5e-4));
    }

    @Test
    void lookAheadStopsAtTheFirstJobThatFitsNowhere() {
        // With FJ on B, 35 fits nowhere; skipping it would place 5 on A, TNoA_ff = 2, AIScore 0 and AI → B.
        assertThat(QueueLookahead.walk(ISSUE_TABLE, B, false)).isEqualTo(1);
    }

    @Test
    void systemLoadingUsesOneWhenNothingIsFree() {
        assertThat(Indicators.systemLoading(NOTHING_FREE)).isEqualTo(48);
    }

    private static Arguments row(String situation, String method, AllocationSnapshot snapshot, int site) {
        return Arguments.of(situation, method, snapshot, site);
    }

    private static Arguments quadrant(String name, String method, double shThreshold, double slThreshold,
            AllocationSnapshot snapshot, int site) {
        return Arguments.of(name, method, shThreshold, slThreshold, snapshot, site);
    }

    private static AllocationSnapshot snapshot(double[] speeds, int[] free, Situation situation, int... queued) {
        return new AllocationSnapshot(speeds, free, queued, situation);
    }
}
