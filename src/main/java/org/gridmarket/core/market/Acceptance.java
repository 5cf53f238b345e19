package org.gridmarket.core.market;

import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.lrms.SiteJob;

/**
 * What the market agreed for a job, in plain values (no agreement type to test): the site, the price held by
 * {@code hold}, the job's runtime there, the job as its site's LRMS planned it (running already if it started at
 * once), what happened in plain words, and, for a job its home grid's gateway redirected (seed 000 §5.2), the
 * contract's terms.
 *
 * @param redirected null unless the job runs in a peer grid under a contract
 */
public record Acceptance(long siteId, long priceMicroGd, long runtimeSeconds, Transfer hold, SiteJob siteJob,
                         String detail, Redirected redirected) {

    /**
     * A redirected job's terms: its home and serving grids, the contract, the agreed price per processor-hour and
     * S, what the serving site's owner receives for the whole job (seed 000 §5.2, {@link RedirectedAgreement}).
     */
    public record Redirected(String homeGrid, String servingGrid, long contractId,
                             long contractPriceMicroGdPerProcessorHour, long sitePriceMicroGd) {

        static Redirected of(RedirectedAgreement agreement) {
            return new Redirected(agreement.homeGrid(), agreement.servingGrid(), agreement.contractId(),
                    agreement.pricePerProcessorHourMicroGd(), agreement.sitePriceMicroGd());
        }

        /** The agreement again after a restart, on site {@code siteId} at price P for {@code runtimeSeconds}. */
        RedirectedAgreement agreement(long siteId, long priceMicroGd, long runtimeSeconds) {
            return new RedirectedAgreement(siteId, priceMicroGd, sitePriceMicroGd, runtimeSeconds, contractId,
                    homeGrid, servingGrid, contractPriceMicroGdPerProcessorHour);
        }
    }

    /** The acceptance of {@code submission}'s job on {@code market}: placed by its strategy, or by {@code detail}. */
    static Acceptance of(MarketView market, MarketJob job, Marketplace.Submission submission, String detail) {
        Agreement agreement = submission.agreement();
        long runtime = market.site(agreement.siteId()).runtimeSeconds(job.demand());
        Redirected redirected = agreement instanceof RedirectedAgreement terms ? Redirected.of(terms) : null;
        String site = market.site(agreement.siteId()).site().name();
        String said = detail != null ? detail : redirected != null ? describe(site, redirected)
                : "placed on " + site + " by " + job.strategy();
        return new Acceptance(agreement.siteId(), agreement.priceMicroGd(), runtime, submission.hold(),
                submission.siteJob(), said, redirected);
    }

    private static String describe(String site, Redirected terms) {
        return "redirected from grid " + terms.homeGrid() + " to grid " + terms.servingGrid()
                + " under contract " + terms.contractId() + " at "
                + Money.formatGd(terms.contractPriceMicroGdPerProcessorHour()) + " G$/processor-hour: "
                + site + "; the cluster's owner receives " + Money.formatGd(terms.sitePriceMicroGd())
                + " G$ from gateway:" + terms.servingGrid();
    }
}
