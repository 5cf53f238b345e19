package org.gridmarket.core.peering;

/**
 * One message of a redirection negotiation (seed 000 §5.2, Fig. 3), kept so a quote or a job's timeline can
 * show how its price came about.
 *
 * @param pricePerUnit the price the message names, G$ per unit (the offer's p_min, the counter's
 *                     mc_j / u_units; for a rejection, the price that was refused)
 */
public record TrailEvent(Kind kind, String contractId, String sellerGrid, double pricePerUnit) {

    /** The messages of Fig. 3. */
    public enum Kind {
        /** Step 1: the buyer offers p_min for the request. */
        OFFER,
        /** Step 2.1: the seller accepts at the offered price. */
        ACCEPT,
        /** Step 2.2: the seller counters at its unit cost for the request. */
        COUNTER_OFFER,
        /** Step 2.3: the seller rejects the offer. */
        REJECT,
        /** Step 3.1: the buyer takes the counter-offer. */
        COUNTER_ACCEPTED,
        /** Step 3.2: the buyer refuses the counter-offer and keeps the request. */
        COUNTER_REFUSED
    }
}
