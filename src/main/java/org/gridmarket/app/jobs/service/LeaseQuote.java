package org.gridmarket.app.jobs.service;

import java.util.List;
import org.gridmarket.core.market.MarketView;
import org.gridmarket.core.market.Quote;

/**
 * A quote for the lease type asked, beside what each lease type would cost (seed 001 §4.2): for every type the
 * site the strategy would choose, its factor there and the price, with what the type guarantees.
 */
public record LeaseQuote(Quote quote, String leaseType, List<Option> options) {

    /** One lease type: the chosen site (null when none takes it), its factor and price there, the guarantee. */
    public record Option(String leaseType, Integer factorPermille, Long chosenSiteId, Long priceMicroGd,
                         String guarantee) {
    }

    static Option option(String type, Quote quote, MarketView market) {
        Long chosen = quote.chosenSiteId();
        Long price = chosen == null ? null : quote.candidates().stream().filter(Quote.Candidate::chosen)
                .findFirst().map(Quote.Candidate::priceMicroGd).orElse(null);
        Integer factor = chosen == null ? null
                : market.leasing(chosen).factors().permille(LeaseTypes.core(type));
        return new Option(type, factor, chosen, price, LeaseTypes.guarantee(type));
    }
}
