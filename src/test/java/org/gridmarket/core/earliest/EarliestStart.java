package org.gridmarket.core.earliest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.MarketView;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.PlacementStrategy;
import org.gridmarket.core.market.PostedPrice;
import org.gridmarket.core.market.Quote;

/**
 * A strategy that exists only in the tests (issue 31): EARLIEST places a job on the listed site that can start it
 * soonest (ties: the lower site id) among those within its budget that finish by its deadline, at that site's
 * posted price. It uses only the market's public API and reaches the live market only through
 * {@code src/test/resources/META-INF/services/org.gridmarket.core.market.PlacementStrategy}: no file of app/, the
 * migrations or the web app names it, which is what {@code TestOnlyStrategyTest} and
 * {@code TestOnlyStrategyBrowserTest} prove.
 */
public final class EarliestStart implements PlacementStrategy {
    public static final String NAME = "EARLIEST";
    static final String NONE = "no site can start it within budget and finish it by the deadline";

    /** For {@link java.util.ServiceLoader}. */
    public EarliestStart() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Starts as soon as possible: the site that can start the job first within your budget and "
                + "deadline, at its posted price (a strategy of the tests).";
    }

    @Override
    public Quote quote(MarketJob job, MarketView market) {
        List<MarketSite> sites = market.sites().stream()
                .filter(site -> site.listed() && site.site().processors() >= job.demand().processors())
                .sorted(Comparator.comparingLong((MarketSite site) -> site.earliestStartSeconds(job.demand()))
                        .thenComparingLong(MarketSite::id))
                .toList();
        List<Quote.Candidate> candidates = new ArrayList<>();
        Long chosen = null;
        Long earliestFinish = null;
        Long cheapestMeetingDeadline = null;
        for (MarketSite site : sites) {
            long price = site.bidMicroGd(job.demand());
            long finish = site.earliestFinishSeconds(job.demand());
            boolean withinBudget = price <= job.budgetMicroGd();
            boolean meetsDeadline = finish <= job.deadlineAtSeconds();
            boolean choose = chosen == null && withinBudget && meetsDeadline;
            chosen = choose ? Long.valueOf(site.id()) : chosen;
            earliestFinish = earliestFinish == null ? finish : Math.min(earliestFinish, finish);
            if (meetsDeadline) {
                cheapestMeetingDeadline = cheapestMeetingDeadline == null ? price
                        : Math.min(cheapestMeetingDeadline, price);
            }
            candidates.add(new Quote.Candidate(site.id(), site.site().name(), candidates.size() + 1, price,
                    finish - site.runtimeSeconds(job.demand()), finish, withinBudget, meetsDeadline, choose,
                    choose ? "chosen: the earliest start within budget and deadline" : "not chosen"));
        }
        return chosen != null ? new Quote(NAME, candidates, chosen, null, null, null)
                : new Quote(NAME, candidates, null, NONE, earliestFinish, cheapestMeetingDeadline);
    }

    @Override
    public Placement place(MarketJob job, MarketView market) {
        Quote quote = quote(job, market);
        Quote.Candidate chosen = quote.chosen();
        if (chosen == null) {
            return Placement.rejected(NONE, quote.candidates().size());
        }
        MarketSite site = market.site(chosen.siteId());
        return Placement.accepted(new PostedPrice(site.id(), chosen.priceMicroGd(), site.runtimeSeconds(job.demand())),
                chosen.rank());
    }
}
