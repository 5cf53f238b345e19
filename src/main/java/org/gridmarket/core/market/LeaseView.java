package org.gridmarket.core.market;

import java.util.Collection;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.workload.LeaseType;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * The market as a job of one lease type sees it (seed 001 §4.2): every site's cost is its price for the job
 * times that site's factor for the type ({@link LeaseFactors}), exact and rounded once, so DBC checks the
 * discounted price against the budget and agrees it. Everything else is the market's. The directory still
 * orders sites by posted price (seed 004's OFC walks it as published): a deeper discount does not move a
 * site up the cheapest order.
 */
final class LeaseView implements MarketView {
    private final MarketView market;
    private final LeaseType type;

    LeaseView(MarketView market, LeaseType type) {
        this.market = market;
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

    @Override
    public SiteLeasing leasing(long siteId) {
        return market.leasing(siteId);
    }

    @Override
    public PricingRule pricing() {
        return market.pricing();
    }

    @Override
    public MarketSite site(long siteId) {
        return market.site(siteId);
    }

    @Override
    public Collection<MarketSite> sites() {
        return market.sites();
    }

    @Override
    public FederatedJob federated(MarketJob job, OptimisationStrategy optimisation) {
        return market.federated(job, optimisation);
    }

    @Override
    public FederationDirectory directory() {
        return market.directory();
    }

    @Override
    public GridFederationAgent agent(long id) {
        return market.agent(id);
    }

    @Override
    public int size() {
        return market.size();
    }

    @Override
    public MessageCounter messages() {
        return market.messages();
    }
}
