package org.gridmarket.core.market;

import java.util.Collection;
import java.util.List;
import org.gridmarket.core.federation.FederationDirectory;

/**
 * The market as a job sees it by the work it brings (issue 33): a job that carries a script sees only the sites
 * that run scripts (real clusters behind an agent whose owners accept them), and a job that carries none sees
 * only the other sites ({@link MarketSite#runsWorkOf}). Every strategy asks the market through this view, so DBC's
 * directory, the tender's bidders and the queue's sites are the same set. Prices, leases, agents and message
 * counts are the market's. Built per quote or placement, O(n log n) for the directory's n listings; a job without
 * a script in a market where no site runs scripts (every simulation) sees the market itself.
 */
final class ScriptView extends ForwardingMarketView {
    /** Why a job with a script finds no site, in the words a user reads. */
    static final String NO_SITE_RUNS_SCRIPTS = "no cluster that runs scripts takes new jobs now: a job with a "
            + "script runs only on a real cluster whose owner lets it run scripts; submit it without the script to "
            + "run it on a modelled cluster";

    private final boolean scripts;
    private final FederationDirectory directory;

    private ScriptView(MarketView market, boolean scripts) {
        super(market);
        this.scripts = scripts;
        this.directory = new FederationDirectory(market.pricing().cheaper());
        for (FederationDirectory.Listing listing : market.directory().query(FederationDirectory.Order.CHEAPEST, 0)) {
            if (site(listing.siteId()) != null) {
                directory.subscribe(listing);
            }
        }
    }

    /** The view for {@code job}: the market itself when the job carries no script and no site runs scripts. */
    static MarketView of(MarketView market, MarketJob job) {
        if (!job.carriesScript() && market.sites().stream().noneMatch(MarketSite::runsScripts)) {
            return market;
        }
        return new ScriptView(market, job.carriesScript());
    }

    /** Whether {@code job} carries a script and no listed site of {@code market} runs scripts. */
    static boolean noSiteRuns(MarketView market, MarketJob job) {
        return job.carriesScript() && market.sites().stream().noneMatch(site -> site.listed() && site.runsWorkOf(job));
    }

    /** What {@code strategy} quotes a job with a script while no site runs scripts: no candidate, and why. */
    static Quote refusedQuote(String strategy) {
        return new Quote(strategy, List.of(), null, NO_SITE_RUNS_SCRIPTS, null, null);
    }

    @Override
    public MarketSite site(long siteId) {
        MarketSite site = market.site(siteId);
        return site != null && site.runsScripts() == scripts ? site : null;
    }

    @Override
    public Collection<MarketSite> sites() {
        return market.sites().stream().filter(site -> site.runsScripts() == scripts).toList();
    }

    @Override
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public int size() {
        return sites().size();
    }
}
