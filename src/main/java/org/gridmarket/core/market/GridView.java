package org.gridmarket.core.market;

import java.util.Collection;
import java.util.Set;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * The market as a job of one grid sees it (seed 000 §3: a grid's users are served by its own resources first;
 * only its gateway reaches other grids): only the grid's sites, in a directory of their own with the market's
 * order. Prices, leases, agents and message counts are the market's. Built per placement: O(n log n) for the
 * directory's n listings.
 */
final class GridView implements MarketView {
    private final MarketView market;
    private final Set<Long> siteIds;
    private final FederationDirectory directory;

    GridView(MarketView market, Set<Long> siteIds) {
        this.market = market;
        this.siteIds = Set.copyOf(siteIds);
        this.directory = new FederationDirectory(market.pricing().cheaper());
        for (FederationDirectory.Listing listing : market.directory().query(FederationDirectory.Order.CHEAPEST, 0)) {
            if (this.siteIds.contains(listing.siteId())) {
                directory.subscribe(listing);
            }
        }
    }

    @Override
    public long costMicroGd(JobDemand demand, GridFederationAgent site) {
        return market.costMicroGd(demand, site);
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
        return siteIds.contains(siteId) ? market.site(siteId) : null;
    }

    @Override
    public Collection<MarketSite> sites() {
        return market.sites().stream().filter(site -> siteIds.contains(site.id())).toList();
    }

    @Override
    public FederatedJob federated(MarketJob job, OptimisationStrategy optimisation) {
        return market.federated(job, optimisation);
    }

    @Override
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public GridFederationAgent agent(long id) {
        return market.agent(id);
    }

    @Override
    public int size() {
        return siteIds.size();
    }

    @Override
    public MessageCounter messages() {
        return market.messages();
    }
}
