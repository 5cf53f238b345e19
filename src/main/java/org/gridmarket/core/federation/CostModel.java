package org.gridmarket.core.federation;

import java.math.BigDecimal;
import java.math.MathContext;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.ExecutionTime;

/**
 * Seed 004 §3.2–3.5: what a job costs and how long it takes on a site, the quotes of Eq. (5)–(6), and the
 * budgets and deadlines of Eq. (7)–(8) fabricated for trace jobs.
 *
 * <p>Money follows the Grid-Bank's rule (see {@link Money}): a cost is computed exactly and rounded once to
 * micro grid dollars, halves away from zero.
 */
public final class CostModel {

    private CostModel() {
    }

    /** Eq. (1): Γ(J, R_k) = α · γ_k, the data a job moves (in seconds × Gb/s, i.e. gigabits). */
    public static double dataTransferGigabits(JobDemand demand) {
        return demand.communicationSeconds() * demand.originBandwidthGbps();
    }

    /** Eq. (2)–(3): D(J, R_m) = l / (μ_m · p) + Γ / γ_m, in seconds. */
    public static double executionSeconds(JobDemand demand, Site target) {
        return ExecutionTime.seconds(demand.lengthMillionInstructions(), demand.processors(),
                target.mipsPerProcessor(), demand.communicationSeconds(), demand.originBandwidthGbps(),
                target.bandwidthGigabitsPerSecond());
    }

    /** {@link #executionSeconds} in whole seconds, rounded up (at least 1 s): what a site plans with. */
    public static long executionWholeSeconds(JobDemand demand, Site target) {
        return Math.max(1, (long) Math.ceil(executionSeconds(demand, target) - 1e-9));
    }

    /**
     * What {@link #costMicroGd} answers for a cost too large to be an amount of money: more than any
     * {@code long} holds, so more than any budget. A site that would cost this is unaffordable, which is a
     * market outcome, not an error: a huge price times a huge job must not fail anyone's turn.
     */
    public static final long UNAFFORDABLE_MICRO_GD = Long.MAX_VALUE;
    private static final BigDecimal LARGEST_COST_MICRO_GD = BigDecimal.valueOf(Long.MAX_VALUE - 1);

    /**
     * Eq. (4): B(J, R_m) = c_m · l / (μ_m · p), in micro grid dollars, computed exactly and rounded once;
     * {@link #UNAFFORDABLE_MICRO_GD} when it exceeds {@code Long.MAX_VALUE - 1} µG$, whatever the price.
     */
    public static long costMicroGd(JobDemand demand, Site target, long quoteMicroGd) {
        BigDecimal length = BigDecimal.valueOf(demand.lengthMillionInstructions());
        BigDecimal speed = BigDecimal.valueOf(target.mipsPerProcessor()).multiply(BigDecimal.valueOf(demand.processors()));
        BigDecimal exact = BigDecimal.valueOf(quoteMicroGd).multiply(length).divide(speed, MathContext.DECIMAL128);
        return exact.compareTo(LARGEST_COST_MICRO_GD) > 0 ? UNAFFORDABLE_MICRO_GD : Money.roundMicro(exact);
    }

    /** Whether a cost from {@link #costMicroGd} fits {@code budgetMicroGd}; an unaffordable one never does. */
    public static boolean withinBudget(long costMicroGd, long budgetMicroGd) {
        return costMicroGd != UNAFFORDABLE_MICRO_GD && costMicroGd <= budgetMicroGd;
    }

    /** Eq. (5)–(6): c_i = f(μ_i) = c · μ_i / μ, with μ the speed of the federation's fastest site. */
    public static long quoteMicroGd(long accessPriceMicroGd, double mipsPerProcessor, double fastestMipsPerProcessor) {
        return Money.roundMicro(BigDecimal.valueOf(accessPriceMicroGd).multiply(BigDecimal.valueOf(mipsPerProcessor))
                .divide(BigDecimal.valueOf(fastestMipsPerProcessor), MathContext.DECIMAL128));
    }

    /** Eq. (7): b = 2 · B(J, R_k), twice what the job would cost on its origin. */
    public static long budgetMicroGd(JobDemand demand, Site origin, long originQuoteMicroGd) {
        return Math.multiplyExact(2, costMicroGd(demand, origin, originQuoteMicroGd));
    }

    /** Eq. (8): d = 2 · D(J, R_k), twice its execution time on its origin (whole seconds, rounded up). */
    public static long deadlineSeconds(JobDemand demand, Site origin) {
        return Math.max(1, (long) Math.ceil(2 * executionSeconds(demand, origin) - 1e-9));
    }
}
