package org.gridmarket.core.peering;

/**
 * A selling gateway's view while it evaluates offers (seed 000 §5.2): the cost mc_j of serving a request
 * given what its grid has booked and the tickets it has created for negotiations in progress. Creating a
 * ticket corresponds to finding a time slot for the request. Immutable: a ticket gives a new book, so a
 * negotiation stays a pure function of its inputs. {@link TicketBook} counts ticket units against the
 * gateway's cost function; the simulator or the live service may book real slots instead.
 */
public interface SellerBook {

    /** The seller's grid. */
    String gridName();

    /** Eq. 3 for the seller, counting every ticket in progress; ∞ when it cannot serve the request. */
    double requestCost(PeeringRequest request);

    /** The book with a ticket for {@code request} (it was accepted or countered). */
    SellerBook withTicket(PeeringRequest request);

    /** The book without the ticket for {@code request} (its counter-offer was refused). */
    SellerBook withoutTicket(PeeringRequest request);
}
