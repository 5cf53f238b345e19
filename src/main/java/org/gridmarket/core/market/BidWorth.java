package org.gridmarket.core.market;

/**
 * Seed 003 §4: what a window ending at C is worth to the job's user, U = B − w · max(0, C − d) − c. The one
 * place that weighs a bid, when it is made, after a restart and when a placed job is shown.
 *
 * @param tardinessSeconds max(0, C − d)
 * @param penaltyMicroGd w · tardiness: 0 without w (a hard deadline), {@link Long#MAX_VALUE} beyond any amount
 * @param utilityMicroGd B − penalty − c; {@link Long#MIN_VALUE} when the penalty or the cost
 *        ({@code CostModel.UNAFFORDABLE_MICRO_GD}) is beyond any amount
 */
public record BidWorth(long tardinessSeconds, long penaltyMicroGd, long utilityMicroGd) {

    /** The worth of a window ending at {@code finishSeconds} for {@code costMicroGd}. */
    public static BidWorth of(long finishSeconds, long deadlineAtSeconds, Long penaltyMicroGdPerSecond,
                              long budgetMicroGd, long costMicroGd) {
        long lateness = Math.max(0, finishSeconds - deadlineAtSeconds);
        long penalty = lateness == 0 || penaltyMicroGdPerSecond == null ? 0
                : saturatedProduct(lateness, penaltyMicroGdPerSecond);
        return new BidWorth(lateness, penalty, utility(budgetMicroGd, penalty, costMicroGd));
    }

    private static long utility(long budgetMicroGd, long penaltyMicroGd, long costMicroGd) {
        if (penaltyMicroGd == Long.MAX_VALUE || costMicroGd == Long.MAX_VALUE) {
            return Long.MIN_VALUE;
        }
        try {
            return Math.subtractExact(Math.subtractExact(budgetMicroGd, penaltyMicroGd), costMicroGd);
        } catch (ArithmeticException beyondAnyAmount) {
            return Long.MIN_VALUE;
        }
    }

    private static long saturatedProduct(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        return high != 0 || low < 0 ? Long.MAX_VALUE : low;
    }
}
