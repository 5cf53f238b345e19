package org.gridmarket.core.market;

import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.workload.LeaseType;

/**
 * The market as a job of one lease type sees it (seed 001 §4.2): every site's cost is its price for the job
 * times that site's factor for the type ({@link LeaseFactors}), exact and rounded once, so DBC checks the
 * discounted price against the budget and agrees it. Everything else is the market's. The directory still
 * orders sites by posted price (seed 004's OFC walks it as published): a deeper discount does not move a
 * site up the cheapest order.
 */
final class LeaseView extends ForwardingMarketView {
    private final LeaseType type;

    LeaseView(MarketView market, LeaseType type) {
        super(market);
        this.type = type;
    }

    /** The view for {@code job}: the market itself for a non-preemptable job. */
    static MarketView of(MarketView market, MarketJob job) {
        return job.preemptable() ? new LeaseView(market, job.leaseType()) : market;
    }

    @Override
    public long costMicroGd(JobDemand demand, GridFederationAgent site) {
        int permille = market.leasing(site.id()).factors().permille(type);
        return market.pricing().costMicroGd(demand, site.site(), site.quoteMicroGd(), permille);
    }
}
