package org.gridmarket.app.jobs.rest;

import java.time.Instant;
import java.util.List;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.Acceptance;
import org.gridmarket.core.market.Redirection;

/** A quote's redirection (seed 000 §5.2) for the API: the home gateway's negotiation and its outcome. */
final class RedirectionViews {
    private RedirectionViews() {
    }

    public record MessageView(String kind, long contractId, String sellerGrid, Long microGdPerProcessorHour) {
    }

    public record ChosenView(long contractId, String sellerGrid, long siteId, String siteName,
                             long microGdPerProcessorHour, long priceMicroGd, String priceGd, long sitePriceMicroGd,
                             Instant startAt, Instant finishAt) {
    }

    public record RedirectionView(String homeGrid, String outcome, Long homeUnitCostMicroGdPerProcessorHour,
                                  List<MessageView> trail, ChosenView chosen, String reason) {
    }

    static RedirectionView of(Redirection redirection) {
        if (redirection == null) {
            return null;
        }
        ChosenView chosen = null;
        if (redirection.chosen() != null) {
            Redirection.Chosen taken = redirection.chosen();
            Acceptance.Redirected terms = taken.terms();
            chosen = new ChosenView(terms.contractId(), terms.servingGrid(), taken.siteId(), taken.siteName(),
                    terms.contractPriceMicroGdPerProcessorHour(), taken.priceMicroGd(),
                    Money.formatGd(taken.priceMicroGd()), terms.sitePriceMicroGd(),
                    Instant.ofEpochSecond(redirection.chosen().startSeconds()),
                    Instant.ofEpochSecond(redirection.chosen().finishSeconds()));
        }
        return new RedirectionView(redirection.homeGrid(), redirection.outcome().name(),
                redirection.homeUnitCostMicroGdPerProcessorHour(), redirection.trail().stream()
                .map(m -> new MessageView(m.kind().name(), m.contractId(), m.sellerGrid(), m.microGdPerProcessorHour()))
                .toList(), chosen, redirection.reason());
    }
}
