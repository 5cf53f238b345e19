package org.gridmarket.core.market;

/**
 * Issue 32's firm quote in the market: what option a quote offers that a later submission may hold
 * ({@link #bindable}), and whether that option still stands when the job is submitted ({@link #placeHeld}).
 * Deciding only: {@link Marketplace#submitHeld} holds the money and admits the job.
 */
public final class QuoteBinding {
    private final Marketplace market;

    public QuoteBinding(Marketplace market) {
        this.market = market;
    }

    /**
     * The option {@code quote} offers {@code job}: the chosen site at its price (a redirected job's peer site
     * under its contract), or for a job that waits in the federation queue its budget; null when the quote chose
     * nothing.
     */
    public BoundOption bindable(MarketJob job, Quote quote) {
        if (pricedAtStart(job)) {
            return BoundOption.budget(quote.chosenSiteId(), job.budgetMicroGd());
        }
        if (quote.redirection() != null && quote.redirection().redirected()) {
            Redirection.Chosen chosen = quote.redirection().chosen();
            return BoundOption.price(chosen.siteId(), chosen.priceMicroGd(),
                    chosen.agreement().plannedRuntimeSeconds(), chosen.terms());
        }
        Quote.Candidate chosen = quote.chosen();
        MarketSite site = chosen == null ? null : market.site(chosen.siteId());
        return site == null ? null : BoundOption.price(site.id(), chosen.priceMicroGd(),
                site.runtimeSeconds(job.demand()), null);
    }

    /** Whether {@code job} waits in the federation queue (seed 002) and so is priced when it starts. */
    public boolean pricedAtStart(MarketJob job) {
        return market.queue() != null && market.strategies().strategy(job.strategy()).waitsInQueue();
    }

    /**
     * Whether {@code bound} still stands for {@code job} now (nothing held, admitted or told): the agreement at
     * the quoted price at the quoted site, by the job's strategy ({@link PlacementStrategy#held}) or under the
     * quoted contract ({@link MarketPeering}), or a rejected placement saying why the option is gone. Null for a
     * budget: a queued job is priced when it starts, so it is submitted as any job.
     */
    public Placement placeHeld(MarketJob job, BoundOption bound) {
        if (bound.binds() == BoundOption.Binds.BUDGET) {
            return null;
        }
        if (bound.redirected() != null) {
            return market.peering().held(job, bound);
        }
        return market.strategies().strategyFor(job).held(job, market.site(bound.siteId()), bound.priceMicroGd());
    }
}
