package org.gridmarket.core.market;

import java.util.Collection;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * A {@link MarketView} that answers everything as the market it wraps does; a view of the market for one kind of
 * job ({@link LeaseView}, {@link GridView}) overrides only what it sees differently.
 */
abstract class ForwardingMarketView implements MarketView {
    protected final MarketView market;

    ForwardingMarketView(MarketView market) {
        this.market = market;
    }

    @Override
    public long costMicroGd(JobDemand demand, GridFederationAgent site) {
        return market.costMicroGd(demand, site);
    }

    @Override
    public boolean negotiate(FederatedJob job, GridFederationAgent candidate) {
        return market.negotiate(job, candidate);
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
