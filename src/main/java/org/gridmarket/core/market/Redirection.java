package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.peering.TrailEvent;

/**
 * What a home grid's gateway did with a job its own sites could not take (seed 000 §5.2, Fig. 3, one request,
 * one hop per contract, contracts in ascending price): every message exchanged, and the site and price of the
 * peer grid that takes it, or why none does. One shape for a quote and for a submission's trail.
 *
 * @param homeUnitCostMicroGdPerProcessorHour the home gateway's cost of the request per unit (mc_i / u_units),
 *        per processor-hour; null for ∞, when no home site can finish the job by its deadline
 * @param chosen null unless the job is redirected
 * @param reason why the job goes where it goes or why no grid takes it: then every peer grid asked, in order, each
 *        as "grid NAME: why it refused", joined by "; "
 */
public record Redirection(String homeGrid, Outcome outcome, Long homeUnitCostMicroGdPerProcessorHour,
                          List<Message> trail, Chosen chosen, String reason) {

    /** How it ended: §5.2's outcomes, and two of our own for a grid that buys under no contract. */
    public enum Outcome {
        /** A seller accepted the offer at p_min (step 2.1). */
        ACCEPTED,
        /** A seller countered and the buyer took it (2.2, 3.1). */
        COUNTER_ACCEPTED,
        /** The last seller's counter-offer was refused (3.2). */
        COUNTER_REFUSED,
        /** The last seller rejected the offer (2.3), had no site for the job, or priced it over the budget. */
        REJECTED,
        /** No contract's p_min was below the home cost: nothing was offered. */
        HOME,
        /** The home grid buys under no active, priced contract. */
        NO_CONTRACT
    }

    /** One message of Fig. 3, priced per processor-hour (null: no price, e.g. a seller with no site for it). */
    public record Message(TrailEvent.Kind kind, long contractId, String sellerGrid, Long microGdPerProcessorHour) {
    }

    /** The peer grid's site that takes the job, the agreement and when it would run. */
    public record Chosen(RedirectedAgreement agreement, String siteName, long startSeconds, long finishSeconds) {
        public long siteId() {
            return agreement.siteId();
        }

        /** P, what the user would pay. */
        public long priceMicroGd() {
            return agreement.priceMicroGd();
        }

        /** The contract's terms in plain values. */
        public Acceptance.Redirected terms() {
            return Acceptance.Redirected.of(agreement);
        }
    }

    public Redirection {
        trail = List.copyOf(trail);
    }

    public boolean redirected() {
        return chosen != null;
    }
}
