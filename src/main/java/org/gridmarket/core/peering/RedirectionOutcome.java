package org.gridmarket.core.peering;

/**
 * How a request's negotiation ended (seed 000 §5.2). Only the first two redirect it; every other request runs
 * in its home grid, at the earliest start its gateway's slots give.
 */
public enum RedirectionOutcome {
    /** A seller accepted the offer at p_min (step 2.1). */
    ACCEPTED,
    /** A seller countered and the buyer took it (steps 2.2, 3.1). */
    COUNTER_ACCEPTED,
    /** The last contract tried ended in a counter-offer the buyer refused (3.2): the request stays home. */
    COUNTER_REFUSED,
    /** The last contract tried ended in a rejection (2.3): the request stays home. */
    REJECTED,
    /** No contract's p_min was below the request's unit cost at home, so nothing was offered. */
    HOME;

    /** Whether the request runs in the seller's grid. */
    public boolean redirected() {
        return this == ACCEPTED || this == COUNTER_ACCEPTED;
    }
}
