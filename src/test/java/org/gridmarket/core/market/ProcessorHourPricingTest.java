package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.Site;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The live price rule by hand: cost = P × p × D / 3,600 with D = l / (μ · p), exact, rounded once. */
class ProcessorHourPricingTest {
    private static final ProcessorHourPricing PRICING = ProcessorHourPricing.INSTANCE;

    private static long cost(double lengthMi, int processors, double mips, long pricePerProcessorHour) {
        return PRICING.costMicroGd(JobDemand.ofLength(lengthMi, processors), new Site("s", 4096, mips, 1),
                pricePerProcessorHour);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // l = one hour at 1,000 MIPS per processor: D = 3,600 s, so the cost is P × p.
        "one processor for an hour pays the posted price,          3600000,    1, 1000, 2500000,     2500000",
        "64 processors for an hour pay 64 times it,              230400000,   64, 1000, 2500000,   160000000",
        // The same l on a site twice as fast runs half as long: half the processor-hours.
        "a faster site runs fewer processor-hours,                 3600000,    1, 2000, 2500000,     1250000",
        // 5,400 µG$ × 1 MI / (3,600 × 1 MIPS) = 1.5 µG$: halves round away from zero.
        "a half micro grid dollar rounds up,                             1,    1,    1,    5400,           2",
        // 1 µG$ × 1 MI / (3,600 × 3 MIPS) ≈ 0.00009 µG$: the Grid-Bank holds no zero, so the least is 1 µG$.
        "a tiny cost is the least a job pays,                            1,    1,    3,       1,           1",
    })
    void costsPricePerProcessorHourTimesProcessorHours(String situation, double lengthMi, int processors,
                                                       double mips, long price, long expectedMicroGd) {
        assertThat(cost(lengthMi, processors, mips, price)).isEqualTo(expectedMicroGd);
    }

    @Test
    void aSixtyFourProcessorJobCostsSixtyFourTimesAOneProcessorJobOfTheSameRuntime() {
        long one = cost(7_200 * 1_000.0, 1, 1000, 1_234_567);
        long many = cost(7_200 * 1_000.0 * 64, 64, 1000, 1_234_567);
        assertThat(many).isEqualTo(64 * one);
    }

    @Test
    void aCostBeyondAnyAmountIsUnaffordableNotAnError() {
        assertThat(cost(1e15, 1, 1, 1_000_000_000_000L)).isEqualTo(CostModel.UNAFFORDABLE_MICRO_GD);
    }

    @Test
    void cheaperMeansLowerPricePerMiNotLowerPricePerHour() {
        // 3.6 G$/h at 1,000 MIPS is 1 µG$ per MI; 2.0 G$/h at 500 MIPS is 1.11 µG$ per MI.
        var fastDearPerHour = new FederationDirectory.Listing(1, "fast", 8, 1000, 1, 3_600_000);
        var slowCheapPerHour = new FederationDirectory.Listing(2, "slow", 8, 500, 1, 2_000_000);
        assertThat(PRICING.cheaper().compare(fastDearPerHour, slowCheapPerHour)).isNegative();
        assertThat(ProcessorHourPricing.pricePerMiMicroGd(3_600_000, 1000)).isEqualByComparingTo("1");
        FederationDirectory directory = new FederationDirectory(PRICING.cheaper());
        directory.subscribe(slowCheapPerHour);
        directory.subscribe(fastDearPerHour);
        assertThat(directory.query(FederationDirectory.Order.CHEAPEST, 1))
                .extracting(FederationDirectory.Listing::name).containsExactly("fast", "slow");
    }

    @Test
    void seed004sQuotePricingStaysEquationFourAsPrinted() {
        // B = c · l / (μ · p): 1 G$ × 320,000 MI / (400 MIPS × 4) = 200 G$, whatever p does to the runtime.
        assertThat(QuotePricing.SEED_004.costMicroGd(JobDemand.ofLength(320_000, 4), new Site("A", 8, 400, 1),
                1_000_000)).isEqualTo(200_000_000);
    }
}
