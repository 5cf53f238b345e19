package org.gridmarket.core.market;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Comparator;
import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.lrms.Site;

/**
 * The live market's prices: an owner posts a price P per processor-hour, as owners of real clusters and
 * clouds do, and a job pays P × processors × its runtime on that site.
 *
 * <p>The runtime is seed 004 Eq. (2)–(3), D = l / (μ · p) + Γ / γ, taken exactly (not the whole seconds
 * the site plans with), so the cost is P · (l / μ + p · Γ / γ) / 3,600, computed exactly and rounded once to
 * the µG$, halves away from zero. For a job without communication (every live job) that is
 * P · l / (3,600 · μ): the price per MI, P / (3,600 · μ), times the job's length; a cost that rounds to 0
 * is 1 µG$, the least a job pays. So the order of sites by
 * price per MI ({@link #cheaper()}, compared exactly by cross-multiplying) is every job's cost order, and a
 * 64-processor job costs 64 times a 1-processor job of the same runtime.
 */
public final class ProcessorHourPricing implements PricingRule {
    public static final ProcessorHourPricing INSTANCE = new ProcessorHourPricing();
    private static final BigDecimal SECONDS_PER_HOUR = BigDecimal.valueOf(3600);
    private static final BigDecimal LARGEST_COST_MICRO_GD = BigDecimal.valueOf(Long.MAX_VALUE - 1);
    /** The least a job pays: the Grid-Bank holds no zero amounts, and a job that uses a site is never free. */
    public static final long MINIMUM_COST_MICRO_GD = 1;

    private ProcessorHourPricing() {
    }

    /**
     * P · (l / μ + p · Γ / γ) / 3,600 as one exact fraction, P · (l · γ + p · Γ · μ) / (3,600 · μ · γ),
     * divided once (34 significant digits) and rounded once: two sites with the same price per MI give the same
     * cost. Jobs without communication take {@link #withoutCommunication}'s exact {@code long} path instead.
     */
    @Override
    public long costMicroGd(JobDemand demand, Site site, long pricePerProcessorHourMicroGd) {
        return costMicroGd(demand, site, pricePerProcessorHourMicroGd, LeaseFactors.WHOLE);
    }

    /**
     * The cost above times a lease's factor f ÷ 1,000 (seed 001, {@link LeaseFactors}) as the same one exact
     * fraction, P · f · (l · γ + p · Γ · μ) / (3,600,000 · μ · γ), rounded once: a discounted price is never a
     * rounded price rounded again.
     */
    @Override
    public long costMicroGd(JobDemand demand, Site site, long pricePerProcessorHourMicroGd, int permille) {
        if (permille <= 0 || permille > LeaseFactors.WHOLE) {
            throw new IllegalArgumentException("a lease factor is in (0, 1000] permille: " + permille);
        }
        long exactInLongs = withoutCommunication(demand, site, pricePerProcessorHourMicroGd, permille);
        if (exactInLongs >= 0) {
            return Math.max(MINIMUM_COST_MICRO_GD, exactInLongs);
        }
        BigDecimal mips = BigDecimal.valueOf(site.mipsPerProcessor());
        BigDecimal bandwidth = BigDecimal.valueOf(site.bandwidthGigabitsPerSecond());
        BigDecimal work = BigDecimal.valueOf(demand.lengthMillionInstructions()).multiply(bandwidth)
                .add(BigDecimal.valueOf(CostModel.dataTransferGigabits(demand))
                        .multiply(BigDecimal.valueOf(demand.processors())).multiply(mips));
        BigDecimal exact = BigDecimal.valueOf(pricePerProcessorHourMicroGd).multiply(BigDecimal.valueOf(permille))
                .multiply(work).divide(SECONDS_PER_HOUR.multiply(BigDecimal.valueOf(LeaseFactors.WHOLE))
                        .multiply(mips).multiply(bandwidth), MathContext.DECIMAL128);
        return exact.compareTo(LARGEST_COST_MICRO_GD) > 0 ? CostModel.UNAFFORDABLE_MICRO_GD
                : Math.max(MINIMUM_COST_MICRO_GD, Money.roundMicro(exact));
    }

    /**
     * The same cost in {@code long} arithmetic, exact, for the common case (every live job): no communication,
     * whole MI and whole MIPS, and a product P · f · l that fits a {@code long}: P · f · l / (3,600,000 · μ)
     * rounded half up (f = 1,000 without a discount). −1 when the case does not apply; then {@link #costMicroGd}
     * divides in {@link BigDecimal}.
     */
    private static long withoutCommunication(JobDemand demand, Site site, long price, int permille) {
        double length = demand.lengthMillionInstructions();
        double mips = site.mipsPerProcessor();
        if (demand.communicationSeconds() != 0 || length != Math.rint(length) || mips != Math.rint(mips)
                || length >= 0x1p53 || mips >= 0x1p31) {
            return -1;
        }
        long numerator;
        long denominator = 3600 * (long) mips;
        try {
            numerator = Math.multiplyExact(price, (long) length);
            if (permille != LeaseFactors.WHOLE) {
                numerator = Math.multiplyExact(numerator, permille);
                denominator = Math.multiplyExact(denominator, LeaseFactors.WHOLE);
            }
        } catch (ArithmeticException tooLarge) {
            return -1;
        }
        long quotient = numerator / denominator;
        long remainder = numerator % denominator;
        return remainder >= denominator - remainder ? quotient + 1 : quotient;
    }

    /**
     * Lower price per MI first: P_a / μ_a &lt; P_b / μ_b, compared as P_a · μ_b &lt; P_b · μ_a, exactly (the
     * products as 128-bit numbers, allocating nothing: the directory sorts with this on every query).
     */
    @Override
    public Comparator<FederationDirectory.Listing> cheaper() {
        return (a, b) -> compareProducts(a.priceMicroGd(), b.mipsPerProcessor(),
                b.priceMicroGd(), a.mipsPerProcessor());
    }

    /** Compares x1 · y1 with x2 · y2 for non-negative longs, exactly. */
    static int compareProducts(long x1, long y1, long x2, long y2) {
        int high = Long.compare(Math.multiplyHigh(x1, y1), Math.multiplyHigh(x2, y2));
        return high != 0 ? high : Long.compareUnsigned(x1 * y1, x2 * y2);
    }

    /** The price per MI, P / (3,600 · μ), in µG$ (to 34 digits): what the directory's cheapest order sorts by. */
    public static BigDecimal pricePerMiMicroGd(long pricePerProcessorHourMicroGd, int mipsPerProcessor) {
        return BigDecimal.valueOf(pricePerProcessorHourMicroGd)
                .divide(SECONDS_PER_HOUR.multiply(BigDecimal.valueOf(mipsPerProcessor)), MathContext.DECIMAL128);
    }

    @Override
    public String unit() {
        return "µG$ per processor-hour";
    }
}
