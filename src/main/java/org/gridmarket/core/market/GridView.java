package org.gridmarket.core.market;

import java.util.Collection;
import java.util.Set;
import org.gridmarket.core.federation.FederationDirectory;

/**
 * The market as a job of one grid sees it (seed 000 §3: a grid's users are served by its own resources first;
 * only its gateway reaches other grids): only the grid's sites, in a directory of their own with the market's
 * order. Prices, leases, agents and message counts are the market's. Built per placement: O(n log n) for the
 * directory's n listings.
 */
final class GridView extends ForwardingMarketView {
    private final Set<Long> siteIds;
    private final FederationDirectory directory;

    GridView(MarketView market, Set<Long> siteIds) {
        super(market);
        this.siteIds = Set.copyOf(siteIds);
        this.directory = new FederationDirectory(market.pricing().cheaper());
        for (FederationDirectory.Listing listing : market.directory().query(FederationDirectory.Order.CHEAPEST, 0)) {
            if (this.siteIds.contains(listing.siteId())) {
                directory.subscribe(listing);
            }
        }
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
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public int size() {
        return siteIds.size();
    }
}
