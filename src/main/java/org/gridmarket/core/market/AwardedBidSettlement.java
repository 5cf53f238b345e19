package org.gridmarket.core.market;

/**
 * Settles an {@link AwardedBid} (seed 003 Table 1 step 4, the GRB pays the GSP's fee): a completed job pays
 * its bid, the amount held when it was awarded. A job cancelled while running pays for the part of its
 * agreed window it used, as a posted price does ({@link PostedPriceSettlement#proRata}); one cancelled
 * before its start or failed by its site pays nothing.
 */
public final class AwardedBidSettlement implements SettlementRule<AwardedBid> {
    public static final AwardedBidSettlement INSTANCE = new AwardedBidSettlement();

    private AwardedBidSettlement() {
    }

    @Override
    public long chargeMicroGd(AwardedBid agreement, RunOutcome outcome) {
        if (outcome instanceof RunOutcome.Completed) {
            return agreement.priceMicroGd();
        }
        if (outcome instanceof RunOutcome.Cancelled cancelled) {
            return PostedPriceSettlement.proRata(agreement.priceMicroGd(), cancelled.ranSeconds(),
                    agreement.runtimeSeconds());
        }
        return 0;
    }
}
