package org.gridmarket.app.jobs.service;

import java.util.List;
import org.gridmarket.core.market.MarketView;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.market.Redirection;

/**
 * A quote for the lease type asked, beside what each lease type would cost (seed 001 §4.2): for every type the
 * site the strategy would choose, its factor there and the price, with what the type guarantees.
 */
public record LeaseQuote(Quote quote, String leaseType, List<Option> options) {

    /**
     * One lease type: the chosen site (null when none takes it), its factor and price there, the guarantee, and
     * {@code why} no site takes it (null when one does). A job its home grid cannot take is priced through its
     * gateway (seed 000 §5.2): the peer grid's site and the contract's price, with no lease discount (factor
     * null); a type the gateway does not redirect says why.
     */
    public record Option(String leaseType, Integer factorPermille, Long chosenSiteId, Long priceMicroGd,
                         String guarantee, String why) {
    }

    static Option option(String type, Quote quote, MarketView market) {
        Long chosen = quote.chosenSiteId();
        String guarantee = LeaseTypes.guarantee(type);
        if (chosen != null) {
            Long price = quote.candidates().stream().filter(Quote.Candidate::chosen).findFirst()
                    .map(Quote.Candidate::priceMicroGd).orElse(null);
            return new Option(type, market.leasing(chosen).factors().permille(LeaseTypes.core(type)), chosen, price,
                    guarantee, null);
        }
        Redirection redirection = quote.redirection();
        if (redirection != null && redirection.redirected()) {
            return new Option(type, null, redirection.chosen().siteId(), redirection.chosen().priceMicroGd(),
                    guarantee, null);
        }
        return new Option(type, null, null, null, guarantee,
                redirection != null ? redirection.reason() : quote.reason());
    }
}
