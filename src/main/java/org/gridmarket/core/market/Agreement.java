package org.gridmarket.core.market;

/**
 * What a job's user and a site agreed when the job was placed: where it runs and the most it will pay (the
 * amount held in the Grid-Bank). One {@link SettlementRule} per kind of agreement turns it and what actually
 * ran into the charge. Posted prices (seed 004) and awarded tender bids (seed 003) today; peering contracts (seed
 * 000) and lease discounts (seed 001) join this sealed family.
 */
public sealed interface Agreement permits PostedPrice, AwardedBid, RedirectedAgreement {

    long siteId();

    /** The price agreed for the whole job: the amount held from the user's wallet. */
    long priceMicroGd();

    /**
     * The start agreed with the site, which its LRMS must keep (an awarded bid's window), or −1 when the LRMS
     * plans the start itself.
     */
    default long agreedStartSeconds() {
        return -1;
    }
}
