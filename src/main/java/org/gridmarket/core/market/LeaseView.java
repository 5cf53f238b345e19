package org.gridmarket.core.market;

import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.workload.LeaseType;

/**
 * The market as a job of one lease type sees it (seed 001 §4.2): every site's cost is its price for the job
 * times that site's factor for the type ({@link LeaseFactors}), exact and rounded once, so DBC checks the
 * discounted price against the budget and agrees it. Its directory lists each site at its discounted price, so
 * seed 004 §3.3's "r-th cheapest" (OFC) and the fastest order's ties (OFT) compare what this job would pay: a
 * deeper discount moves a site up the cheapest order. Everything else is the market's. Built per quote or
 * placement of a preemptable job: O(n log n) for the directory's n listings. Non-preemptable jobs (every job of
 * the seed 004 simulations) see the market itself.
 */
final class LeaseView extends ForwardingMarketView {
    private final LeaseType type;
    private final FederationDirectory directory;

    LeaseView(MarketView market, LeaseType type) {
        super(market);
        this.type = type;
        this.directory = new FederationDirectory(market.pricing().cheaper());
        for (FederationDirectory.Listing listing : market.directory().query(FederationDirectory.Order.CHEAPEST, 0)) {
            directory.subscribe(discounted(listing, market.leasing(listing.siteId()).factors().permille(type)));
        }
    }

    /** The view for {@code job}: the market itself for a non-preemptable job. */
    static MarketView of(MarketView market, MarketJob job) {
        return job.preemptable() ? new LeaseView(market, job.leaseType()) : market;
    }

    /**
     * {@code listing} at its posted price times {@code permille}: in thousandths of the posted unit, so every
     * listing keeps the same unit and the pricing rule's "cheaper" compares exactly what the job pays per MI (a
     * price past {@code Long.MAX_VALUE} thousandths, over 9 × 10⁹ G$ per processor-hour, is ranked last).
     */
    static FederationDirectory.Listing discounted(FederationDirectory.Listing listing, int permille) {
        long price;
        try {
            price = Math.multiplyExact(listing.priceMicroGd(), (long) permille);
        } catch (ArithmeticException tooLarge) {
            price = Long.MAX_VALUE;
        }
        return new FederationDirectory.Listing(listing.siteId(), listing.name(), listing.processors(),
                listing.mipsPerProcessor(), listing.bandwidthGbps(), price);
    }

    @Override
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public long costMicroGd(JobDemand demand, GridFederationAgent site) {
        int permille = market.leasing(site.id()).factors().permille(type);
        return market.pricing().costMicroGd(demand, site.site(), site.quoteMicroGd(), permille);
    }
}
