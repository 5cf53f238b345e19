package org.gridmarket.core.peering;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A {@link SellerBook} over an {@link InterGridGateway}: a ticket counts its request's units as booked.
 * Where a ticket's slot falls is not known until it is placed, so each ticket counts in full against every
 * horizon — a seller never promises a unit twice, at the price of seeing itself slightly fuller for a request
 * with an earlier deadline than the ticket's. Costs: {@link #requestCost} one gateway pricing,
 * {@link #withTicket} and {@link #withoutTicket} O(tickets) to copy.
 *
 * @param tickets requests with a ticket, in the order they were created
 */
public record TicketBook(InterGridGateway gateway, long nowSeconds, List<PeeringRequest> tickets)
        implements SellerBook {

    public TicketBook {
        Objects.requireNonNull(gateway, "gateway");
        tickets = List.copyOf(tickets);
    }

    /** A book with no ticket yet. */
    public static TicketBook empty(InterGridGateway gateway, long nowSeconds) {
        return new TicketBook(gateway, nowSeconds, List.of());
    }

    @Override
    public String gridName() {
        return gateway.gridName();
    }

    /** The units held by tickets in progress. */
    public long ticketUnits() {
        long units = 0;
        for (PeeringRequest ticket : tickets) {
            units = Math.addExact(units, ticket.units());
        }
        return units;
    }

    @Override
    public double requestCost(PeeringRequest request) {
        return gateway.requestCost(request.units(), nowSeconds, request.horizonSeconds(), ticketUnits());
    }

    @Override
    public TicketBook withTicket(PeeringRequest request) {
        List<PeeringRequest> more = new ArrayList<>(tickets);
        more.add(request);
        return new TicketBook(gateway, nowSeconds, more);
    }

    @Override
    public TicketBook withoutTicket(PeeringRequest request) {
        List<PeeringRequest> fewer = new ArrayList<>(tickets);
        if (!fewer.remove(request)) {
            throw new IllegalArgumentException("no ticket for request " + request.id());
        }
        return new TicketBook(gateway, nowSeconds, fewer);
    }
}
