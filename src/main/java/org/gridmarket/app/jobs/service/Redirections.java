package org.gridmarket.app.jobs.service;

import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.RedirectedAgreement;
import org.gridmarket.core.market.Redirection;

/**
 * A live job's redirection (seed 000 §5.2) in its record and trail: each message of the negotiation as a
 * NEGOTIATING event before the job is accepted or rejected, the contract, serving grid and prices on the
 * record, and the agreement again after a restart. Engine thread only.
 */
final class Redirections {
    /** The label of a negotiation message in a job's events (not a state: the job stays SUBMITTED meanwhile). */
    static final String NEGOTIATING = "NEGOTIATING";

    private Redirections() {
    }

    /** Records each message of {@code redirection} as a NEGOTIATING event of {@code job}, at {@code nowSeconds}. */
    static void trail(ActiveJobs jobs, JobRecord job, Redirection redirection, long nowSeconds) {
        if (redirection == null) {
            return;
        }
        for (Redirection.Message message : redirection.trail()) {
            jobs.event(job, nowSeconds, NEGOTIATING, describe(message));
        }
    }

    /** A message in plain words, e.g. "offer to grid south under contract 3 at 1.050000 G$/processor-hour". */
    static String describe(Redirection.Message message) {
        String grid = "grid " + message.sellerGrid();
        String price = message.microGdPerProcessorHour() == null ? ""
                : " at " + Money.formatGd(message.microGdPerProcessorHour()) + " G$/processor-hour";
        String contract = " under contract " + message.contractId();
        return switch (message.kind()) {
            case OFFER -> "offer to " + grid + contract + price;
            case ACCEPT -> grid + " accepted" + price;
            case COUNTER_OFFER -> grid + " countered" + price;
            case COUNTER_ACCEPTED -> "counter-offer taken" + price;
            case COUNTER_REFUSED -> "counter-offer refused" + price;
            case REJECT -> message.microGdPerProcessorHour() == null
                    ? grid + " rejected" + contract + ": no site there finishes the job by its deadline"
                    : grid + " rejected the offer" + price;
        };
    }

    /** Sets the redirected job's serving grid, contract and prices; the ACCEPTED event's detail. */
    static String accepted(JobRecord job, RedirectedAgreement agreement) {
        job.servingGrid = agreement.servingGrid();
        job.contractId = agreement.contractId();
        job.contractPriceMicroGdPerProcessorHour = agreement.pricePerProcessorHourMicroGd();
        job.sitePriceMicroGd = agreement.sitePriceMicroGd();
        return "redirected from grid " + agreement.homeGrid() + " to grid " + agreement.servingGrid()
                + " under contract " + agreement.contractId() + " at "
                + Money.formatGd(agreement.pricePerProcessorHourMicroGd()) + " G$/processor-hour: site "
                + agreement.siteId() + "; the site's owner receives " + Money.formatGd(agreement.sitePriceMicroGd())
                + " G$ from gateway:" + agreement.servingGrid();
    }

    /** The agreement of a redirected job put back after a restart, from its record; null for any other job. */
    static RedirectedAgreement restored(JobRecord job) {
        if (job.contractId == null) {
            return null;
        }
        return new RedirectedAgreement(job.siteId, job.priceMicroGd, job.sitePriceMicroGd, job.runtimeSeconds,
                job.contractId, job.homeGrid, job.servingGrid, job.contractPriceMicroGdPerProcessorHour);
    }
}
