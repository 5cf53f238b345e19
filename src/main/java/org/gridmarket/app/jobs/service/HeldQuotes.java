package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.StoredQuotes;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.BoundOption;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.market.QuoteBinding;

/**
 * Issue 32's binding quotes on the engine thread: the option a quote offers ({@link #bindable}), and for a
 * submission naming a quote, the option held or the refusal, before anything is written ({@link #held}). A quote
 * is the user's alone and used once: a quote used this turn is remembered until the turn ends (its job's row,
 * which names it, is written then), and the database's {@code jobs_use_a_quote_once} refuses a second job anyway.
 */
final class HeldQuotes {
    private final StoredQuotes stored;
    private final Set<String> usedThisTurn = new HashSet<>();

    HeldQuotes(AgroalDataSource dataSource) {
        this.stored = new StoredQuotes(dataSource);
    }

    /** A turn begins: what the last one used is in the database now (or was rolled back). */
    void beginTurn() {
        usedThisTurn.clear();
    }

    /**
     * What {@code quote} of {@code job} ({@code request}) offers to hold, with its cluster's name as the market
     * knows it, before it is stored and given an id ({@link QuoteStore}).
     */
    static LeaseQuote.Bindable bindable(Marketplace market, MarketJob job, Quote quote, JobRequest request) {
        BoundOption option = new QuoteBinding(market).bindable(job, quote);
        MarketSite site = option == null || option.siteId() == null ? null : market.site(option.siteId());
        return new LeaseQuote.Bindable(option, site == null ? null : site.site().name(), request.fingerprint(),
                null, null);
    }

    /**
     * The placement a submission of {@code job} ({@code request}, by user {@code userId}) gets from quote
     * {@code quoteId}: the quoted option at the quoted price, or null for a queued job's quote (it binds the budget
     * and the job is submitted as any). Refused, with nothing written: an unknown quote or another user's (422,
     * alike), one used already or expired (409), one made for other job fields (422), or an option no longer
     * available (409, saying why and what a new quote says).
     */
    Placement held(Marketplace market, long userId, String quoteId, JobRequest request, MarketJob job) {
        StoredQuotes.QuoteRecord quote = stored.find(quoteId).filter(found -> found.userId() == userId)
                .orElseThrow(() -> new ApiProblem(422, "quote-unknown", "Unknown quote", "there is no quote "
                        + quoteId + " of yours; ask POST /api/quotes for one"));
        if (quote.usedByJobId() != null || usedThisTurn.contains(quoteId)) {
            throw ApiProblem.conflict("quote-used", "quote " + quoteId + " was used already"
                    + (quote.usedByJobId() == null ? "" : ", by job " + quote.usedByJobId())
                    + "; a quote holds for one job. " + newQuote(market, job, request));
        }
        if (!quote.fingerprint().equals(request.fingerprint())) {
            throw new ApiProblem(422, "quote-mismatch", "Quote for another job", "quote " + quoteId
                    + " was made for other job fields (" + quote.fingerprint() + "), not these ("
                    + request.fingerprint() + "); quote these fields and submit with that quote");
        }
        Instant now = Instant.now();
        if (!now.isBefore(quote.validUntil())) {
            throw ApiProblem.conflict("quote-expired", "quote " + quoteId + " expired at " + quote.validUntil()
                    + ". " + newQuote(market, job, request));
        }
        Placement held = new QuoteBinding(market).placeHeld(job, quote.option());
        if (held != null && !held.isAccepted()) {
            Long siteId = quote.option().siteId();
            throw ApiProblem.conflict("quote-unavailable", "quote " + quoteId + " no longer holds: its option ("
                    + stored.siteNames(List.of(siteId)).get(siteId) + ") is not available now: " + held.rejection()
                    + ". " + newQuote(market, job, request));
        }
        usedThisTurn.add(quoteId);
        return held;
    }

    /** What a new quote for {@code job} says now, in a sentence ("A new quote says 12.50 G$ on LANL Origin."). */
    private String newQuote(Marketplace market, MarketJob job, JobRequest request) {
        Quote quote = market.quote(job);
        BoundOption now = bindable(market, job, quote, request).option();
        if (now == null) {
            return "A new quote finds no site: " + quote.reason() + ".";
        }
        String where = now.siteId() == null ? "" : " on " + stored.siteNames(List.of(now.siteId())).get(now.siteId())
                + (now.redirected() == null ? "" : " in grid " + now.redirected().servingGrid()
                + " under contract " + now.redirected().contractId());
        String what = now.binds() == BoundOption.Binds.BUDGET ? " held from your budget while it waits" : "";
        return "A new quote says " + Money.formatGd(now.priceMicroGd()) + " G$" + what + where + ".";
    }
}
