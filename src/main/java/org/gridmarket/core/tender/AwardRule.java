package org.gridmarket.core.tender;

import java.util.Comparator;
import java.util.function.ToLongFunction;

/**
 * Seed 003 Table 1 steps 3.1–3.3, the grid resource broker's award: the bids in order of the utility U* they
 * leave the user, most first, ties to the lower bidder id (3.1–3.2); the best is awarded when U* ≥ 0, else the
 * task is rejected (3.3). The one rule the simulator ({@link ContractNet}: real-valued G$ over malleable tasks)
 * and the live market ({@link TenderStrategy}: exact µG$ over rigid windows) both apply, whatever a bid holds.
 */
public final class AwardRule {

    private AwardRule() {
    }

    /** Steps 3.1–3.2: most utility first, then the lower bidder id. */
    public static <B> Comparator<B> bestFirst(Comparator<B> byUtility, ToLongFunction<B> bidderId) {
        return byUtility.reversed().thenComparingLong(bidderId);
    }

    /** Step 3.3: a bid may be awarded only when it leaves the user a non-negative utility. */
    public static boolean awardable(double utility) {
        return utility >= 0;
    }

    /** Step 3.3 in exact µG$ ({@link Long#MIN_VALUE}, a utility below any amount, is never awardable). */
    public static boolean awardable(long utilityMicroGd) {
        return utilityMicroGd >= 0;
    }
}
