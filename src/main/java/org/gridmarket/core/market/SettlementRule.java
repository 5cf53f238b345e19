package org.gridmarket.core.market;

/**
 * How one kind of {@link Agreement} is settled: from the agreement and what actually ran, the amount the
 * user pays the site's owner out of the hold (the rest is released; 0 voids the hold). Never more than the
 * agreed price, which is all that was held.
 */
public interface SettlementRule<A extends Agreement> {

    long chargeMicroGd(A agreement, RunOutcome outcome);

    /** The charge under the rule of {@code agreement}'s kind. */
    static long chargeFor(Agreement agreement, RunOutcome outcome) {
        if (agreement instanceof PostedPrice posted) {
            return PostedPriceSettlement.INSTANCE.chargeMicroGd(posted, outcome);
        }
        if (agreement instanceof AwardedBid bid) {
            return AwardedBidSettlement.INSTANCE.chargeMicroGd(bid, outcome);
        }
        if (agreement instanceof RedirectedAgreement redirected) {
            return redirected.settlement(outcome).amountMicroGd();
        }
        throw new IllegalArgumentException("no settlement rule for " + agreement);
    }
}
