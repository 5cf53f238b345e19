package org.gridmarket.sim.intergrid;

import org.gridmarket.core.peering.PeeringRequest;
import org.gridmarket.core.peering.SellerBook;
import org.gridmarket.core.peering.TicketBook;

/**
 * A selling gateway's book in the simulation (seed 000 §5.2: "creating a ticket corresponds to finding a time
 * slot"): a request no published slot of the seller can take — wider than every cluster, or nothing free long
 * enough — costs ∞ and is rejected; otherwise the price is the {@link TicketBook}'s (Eq. 3 with the tickets in
 * progress counted as booked).
 */
record SlotCheckedBook(GridGateway gateway, TicketBook tickets, long nowSeconds) implements SellerBook {

    static SlotCheckedBook empty(GridGateway gateway, long nowSeconds) {
        return new SlotCheckedBook(gateway, TicketBook.empty(gateway.pricing(), nowSeconds), nowSeconds);
    }

    @Override
    public String gridName() {
        return tickets.gridName();
    }

    @Override
    public double requestCost(PeeringRequest request) {
        if (gateway.earliestStart(request.processors(), request.runtimeSeconds(), nowSeconds).isEmpty()) {
            return Double.POSITIVE_INFINITY;
        }
        return tickets.requestCost(request);
    }

    @Override
    public SellerBook withTicket(PeeringRequest request) {
        return new SlotCheckedBook(gateway, tickets.withTicket(request), nowSeconds);
    }

    @Override
    public SellerBook withoutTicket(PeeringRequest request) {
        return new SlotCheckedBook(gateway, tickets.withoutTicket(request), nowSeconds);
    }
}
