package org.gridmarket.app.jobs.service;

import java.time.Instant;
import java.util.List;
import org.gridmarket.core.market.BoundOption;
import org.gridmarket.core.market.MarketView;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.market.Redirection;

/**
 * A quote for the lease type asked, beside what each lease type would cost (seed 001 §4.2): for every type the
 * site the strategy would choose, its factor there and the price, with what the type guarantees. Each option
 * a submission may hold ({@link Bindable}, issue 32) has a quote id of its own once the quote is stored.
 */
public record LeaseQuote(Quote quote, String leaseType, List<Option> options, Bindable bound) {

    /**
     * What a submission naming {@code quoteId} holds ({@code option}; null when the quote chose nothing), the
     * quoted site's name, the fingerprint of the job fields it was made for, and until when it holds (wall clock).
     */
    public record Bindable(BoundOption option, String siteName, String fingerprint, String quoteId,
                           Instant validUntil) {
        Bindable issued(String id, Instant until) {
            return new Bindable(option, siteName, fingerprint, id, until);
        }
    }

    /**
     * One lease type: the chosen site (null when none takes it), its factor and price there, the guarantee, and
     * {@code why} no site takes it (null when one does). A job its home grid cannot take is priced through its
     * gateway (seed 000 §5.2): the peer grid's site and the contract's price, with no lease discount (factor
     * null); a type the gateway does not redirect says why.
     */
    public record Option(String leaseType, Integer factorPermille, Long chosenSiteId, Long priceMicroGd,
                         String guarantee, String why, Bindable bound) {
        Option issued(Bindable issued) {
            return new Option(leaseType, factorPermille, chosenSiteId, priceMicroGd, guarantee, why, issued);
        }
    }

    static Option option(String type, Quote quote, MarketView market, Bindable bound) {
        Long chosen = quote.chosenSiteId();
        String guarantee = LeaseTypes.guarantee(type);
        if (chosen != null) {
            Long price = quote.candidates().stream().filter(Quote.Candidate::chosen).findFirst()
                    .map(Quote.Candidate::priceMicroGd).orElse(null);
            return new Option(type, market.leasing(chosen).factors().permille(LeaseTypes.core(type)), chosen, price,
                    guarantee, null, bound);
        }
        Redirection redirection = quote.redirection();
        if (redirection != null && redirection.redirected()) {
            return new Option(type, null, redirection.chosen().siteId(), redirection.chosen().priceMicroGd(),
                    guarantee, null, bound);
        }
        return new Option(type, null, null, null, guarantee,
                redirection != null ? redirection.reason() : quote.reason(), bound);
    }
}
