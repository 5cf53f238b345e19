package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.Site;

/** The directory's cheapest order is every job's cost order under the live rule (issue 19 §2). */
class PricingProperties {
    private static final ProcessorHourPricing PRICING = ProcessorHourPricing.INSTANCE;

    @Property(tries = 500)
    void aCheaperListingNeverCostsAJobMore(@ForAll @LongRange(min = 1, max = 1_000_000_000_000L) long priceA,
                                           @ForAll @IntRange(min = 1, max = 100_000) int mipsA,
                                           @ForAll @LongRange(min = 1, max = 1_000_000_000_000L) long priceB,
                                           @ForAll @IntRange(min = 1, max = 100_000) int mipsB,
                                           @ForAll @LongRange(min = 1, max = 10_000_000_000L) long lengthMi,
                                           @ForAll @IntRange(min = 1, max = 4096) int processors) {
        var a = new FederationDirectory.Listing(1, "a", 4096, mipsA, 1, priceA);
        var b = new FederationDirectory.Listing(2, "b", 4096, mipsB, 1, priceB);
        JobDemand demand = JobDemand.ofLength(lengthMi, processors);
        long costA = PRICING.costMicroGd(demand, new Site("a", 4096, mipsA, 1), priceA);
        long costB = PRICING.costMicroGd(demand, new Site("b", 4096, mipsB, 1), priceB);
        if (PRICING.cheaper().compare(a, b) < 0) {
            assertThat(costA).isLessThanOrEqualTo(costB);
        } else if (PRICING.cheaper().compare(a, b) > 0) {
            assertThat(costA).isGreaterThanOrEqualTo(costB);
        } else {
            assertThat(costA).isEqualTo(costB);
        }
    }

    @Property(tries = 300)
    void costScalesWithProcessorsAtTheSameRuntime(@ForAll @LongRange(min = 3_600, max = 1_000_000_000L) long price,
                                                  @ForAll @IntRange(min = 1, max = 10_000) int mips,
                                                  @ForAll @LongRange(min = 1, max = 1_000_000) long runtimeSeconds,
                                                  @ForAll @IntRange(min = 2, max = 1024) int processors) {
        Site site = new Site("s", 4096, mips, 1);
        double oneProcessorLength = (double) runtimeSeconds * mips;
        long one = PRICING.costMicroGd(JobDemand.ofLength(oneProcessorLength, 1), site, price);
        long many = PRICING.costMicroGd(JobDemand.ofLength(oneProcessorLength * processors, processors), site, price);
        // Each is rounded once: p × (one's exact cost) differs from p × one by at most p / 2 µG$.
        assertThat(Math.abs(many - (long) processors * one)).isLessThanOrEqualTo((processors + 1) / 2);
    }

    @Property(tries = 1000)
    void productsCompareAsExactIntegers(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long x1,
                                        @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long y1,
                                        @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long x2,
                                        @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long y2) {
        int exact = java.math.BigInteger.valueOf(x1).multiply(java.math.BigInteger.valueOf(y1))
                .compareTo(java.math.BigInteger.valueOf(x2).multiply(java.math.BigInteger.valueOf(y2)));
        assertThat(Integer.signum(ProcessorHourPricing.compareProducts(x1, y1, x2, y2))).isEqualTo(exact);
    }

    @Property(tries = 1000)
    void theLongArithmeticAgreesWithTheDecimalOne(@ForAll @LongRange(min = 1, max = 1_000_000_000_000L) long price,
                                                 @ForAll @IntRange(min = 1, max = 100_000) int mips,
                                                 @ForAll @LongRange(min = 1, max = 100_000_000_000L) long lengthMi,
                                                 @ForAll @IntRange(min = 1, max = 4096) int processors) {
        Site site = new Site("s", 4096, mips, 1);
        // A communication share of 0 takes the long path; the smallest positive share forces the decimal one.
        long inLongs = PRICING.costMicroGd(JobDemand.ofLength(lengthMi, processors), site, price);
        long inDecimals = PRICING.costMicroGd(new JobDemand(lengthMi, processors, Double.MIN_VALUE, 1), site, price);
        assertThat(inLongs).isEqualTo(inDecimals);
    }
}
