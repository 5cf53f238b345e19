package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.profile.FreeSteps;
import org.junit.jupiter.api.Test;

/**
 * Hand-computed bids on a 4-processor site priced 3.60 to 7.20 G$ per processor-hour: p¹…p⁴ = 3.6, 4.8, 6.0,
 * 7.2 G$/h, i.e. 1,000, 1,333.33, 1,666.67 and 2,000 µG$ per second. A job takes processors k + 1 … k + p
 * while k are busy.
 */
class RigidBidTest {
    private static final PriceBand BAND = new PriceBand(3_600_000, 7_200_000);
    private static final long BUDGET = 1_000_000;

    /** Two processors busy on [0, 50), the rest free. */
    private static FreeSteps halfBusyUntil50() {
        AvailabilityProfile profile = new AvailabilityProfile(4, 0);
        profile.reserve(0, 50, 2);
        return profile.freeSteps(0);
    }

    private static RigidBid.Request request(long deadlineAt, Long penaltyPerSecond) {
        return new RigidBid.Request(2, 100, 0, deadlineAt, BUDGET, penaltyPerSecond);
    }

    @Test
    void anIdleSiteChargesItsCheapestProcessors() {
        FreeSteps idle = new AvailabilityProfile(4, 0).freeSteps(0);
        // (1,000 + 1,333.33) µG$/s × 100 s = 233,333.33
        assertThat(RigidBid.costMicroGd(idle, BAND, 2, 0, 100)).isEqualTo(233_333);
        // all four: (3.6 + 4.8 + 6.0 + 7.2) G$/h × 100 s = 600,000 µG$
        assertThat(RigidBid.costMicroGd(idle, BAND, 4, 0, 100)).isEqualTo(600_000);
    }

    @Test
    void busyProcessorsPushTheJobOntoDearerOnes() {
        // [0, 50): processors 3 and 4, 13.2 G$/h = 3,666.67 µG$/s × 50 = 183,333.33; [50, 100): 116,666.67
        assertThat(RigidBid.costMicroGd(halfBusyUntil50(), BAND, 2, 0, 100)).isEqualTo(300_000);
        assertThat(RigidBid.costMicroGd(halfBusyUntil50(), BAND, 3, 0, 100)).isEqualTo(-1);
    }

    @Test
    void aLooseDeadlineWaitsForTheCheapWindowAndTiesGoEarliest() {
        RigidBid.Terms best = RigidBid.best(halfBusyUntil50(), BAND, request(200, null));
        assertThat(best.startSeconds()).isEqualTo(50);
        assertThat(best.costMicroGd()).isEqualTo(233_333);
        assertThat(best.utilityMicroGd()).isEqualTo(BUDGET - 233_333);
    }

    @Test
    void aHardDeadlineTakesTheCheapestWindowThatEndsByIt() {
        // d = 120: start 0 costs 300,000; start d − D = 20 costs 30 × 3,666.67 + 70 × 2,333.33 = 273,333.33
        RigidBid.Terms best = RigidBid.best(halfBusyUntil50(), BAND, request(120, null));
        assertThat(best.startSeconds()).isEqualTo(20);
        assertThat(best.finishSeconds()).isEqualTo(120);
        assertThat(best.costMicroGd()).isEqualTo(273_333);
        assertThat(best.tardinessSeconds()).isZero();
    }

    @Test
    void aPenaltyCheaperThanTheDearProcessorsMakesTheJobLate() {
        // w = 1,000 µG$/s: start 50 ends 30 s late, 233,333 + 30,000 = 263,333 < 273,333 at start 20
        RigidBid.Terms best = RigidBid.best(halfBusyUntil50(), BAND, request(120, 1_000L));
        assertThat(best.startSeconds()).isEqualTo(50);
        assertThat(best.tardinessSeconds()).isEqualTo(30);
        assertThat(best.penaltyMicroGd()).isEqualTo(30_000);
        assertThat(best.utilityMicroGd()).isEqualTo(BUDGET - 263_333);
    }

    @Test
    void aHardDeadlineNoWindowMeetsGivesNoBidButShowsTheEarliestWindow() {
        assertThat(RigidBid.best(halfBusyUntil50(), BAND, request(99, null))).isNull();
        RigidBid.Terms earliest = RigidBid.earliest(halfBusyUntil50(), BAND, request(99, null));
        assertThat(earliest.startSeconds()).isZero();
        assertThat(earliest.costMicroGd()).isEqualTo(300_000);
        assertThat(earliest.tardinessSeconds()).isEqualTo(1);
        // three processors: only from 50, when the two busy ones are free
        RigidBid.Terms wide = RigidBid.earliest(halfBusyUntil50(), BAND,
                new RigidBid.Request(3, 100, 0, 99, BUDGET, null));
        assertThat(wide.startSeconds()).isEqualTo(50);
        assertThat(wide.finishSeconds()).isEqualTo(150);
    }

    @Test
    void aFlatPriceChargesEveryProcessorTheSame() {
        // 2 processors × 1.80 G$/h × 100 s = 100,000 µG$ whatever is busy
        assertThat(RigidBid.costMicroGd(halfBusyUntil50(), PriceBand.flat(1_800_000), 2, 0, 100)).isEqualTo(100_000);
    }

    @Test
    void aOneProcessorSitePaysItsMinimumPrice() {
        FreeSteps single = new AvailabilityProfile(1, 0).freeSteps(0);
        assertThat(RigidBid.costMicroGd(single, BAND, 1, 0, 3600)).isEqualTo(3_600_000);
    }

    @Test
    void pricesBeyondALongStayExactOrUnaffordable() {
        FreeSteps wide = new AvailabilityProfile(1_000_000, 0).freeSteps(0);
        PriceBand dear = new PriceBand(1_000_000_000_000L, 1_000_000_000_000L);
        // 10^6 processors × 10^12 µG$/h × 3,600 s = 10^18 µG$: exact, through the BigInteger path
        assertThat(RigidBid.costMicroGd(wide, dear, 1_000_000, 0, 3600)).isEqualTo(1_000_000_000_000_000_000L);
        assertThat(RigidBid.costMicroGd(wide, dear, 1_000_000, 0, 36_000_000))
                .isEqualTo(org.gridmarket.core.federation.CostModel.UNAFFORDABLE_MICRO_GD);
    }

    @Test
    void badRequestsAreRefused() {
        assertThatThrownBy(() -> new RigidBid.Request(0, 100, 0, 10, 1, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RigidBid.Request(1, 100, 0, 10, 1, 0L))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PriceBand(5, 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
