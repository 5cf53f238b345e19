package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.peering.GatewaySettlement;

/**
 * The Grid-Bank side of a {@link RedirectedAgreement} (seed 000 §5, issue 23): the hold from the user's wallet
 * towards the home grid's gateway, and at the end one linked group that posts it and pays the serving grid's
 * gateway and the site's owner ({@link GatewaySettlement}), each leg pro rata when the job did not run its
 * planned time. Every transfer names the job and the contract.
 */
final class GatewayLegs {
    private GatewayLegs() {
    }

    /** The hold of P, {@code job-N:hold}, wallet → {@code gateway:<home>}. */
    static Transfer hold(Marketplace.Bank bank, Marketplace.Accounts accounts, MarketJob job,
                         RedirectedAgreement agreement) {
        String reference = Marketplace.jobReference(job.id());
        return bank.submit(new GatewaySettlement(agreement.priceMicroGd(), agreement.sitePriceMicroGd())
                .holdRequest(reference, accounts.walletOf(job), accounts.gatewayOf(agreement.homeGrid()),
                        agreement.contractRef()));
    }

    /**
     * Settles: posts the user's charge from hold {@code holdId} (or voids it when nothing is owed), moves it to
     * the serving gateway and pays the site its share, all or nothing. The first transfer of the group.
     */
    static Transfer settle(Marketplace.Bank bank, Marketplace.Accounts accounts, long jobId, String holdId,
                           RedirectedAgreement agreement, GatewaySettlement legs) {
        List<Transfer> group = bank.submitLinked(legs.settlementRequests(Marketplace.jobReference(jobId), holdId,
                accounts.gatewayOf(agreement.homeGrid()), accounts.gatewayOf(agreement.servingGrid()),
                accounts.revenueOf(agreement.siteId()), agreement.contractRef()));
        return group.get(0);
    }
}
