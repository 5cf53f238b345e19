package org.gridmarket.core.peering;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A seller whose cost mc_j per request is given by a table, whatever its tickets: the table tests state the
 * seller's cost directly, as the rows of Fig. 3 do. Tickets are still kept, so a test can see them.
 */
record FixedCostBook(String gridName, Map<Long, Double> costByRequest, List<Long> ticketIds) implements SellerBook {

    FixedCostBook {
        costByRequest = Map.copyOf(costByRequest);
        ticketIds = List.copyOf(ticketIds);
    }

    static FixedCostBook of(String gridName, Map<Long, Double> costByRequest) {
        return new FixedCostBook(gridName, costByRequest, List.of());
    }

    @Override
    public double requestCost(PeeringRequest request) {
        Double cost = costByRequest.get(request.id());
        if (cost == null) {
            throw new IllegalArgumentException("no cost for request " + request.id() + " at " + gridName);
        }
        return cost;
    }

    @Override
    public SellerBook withTicket(PeeringRequest request) {
        List<Long> more = new ArrayList<>(ticketIds);
        more.add(request.id());
        return new FixedCostBook(gridName, costByRequest, more);
    }

    @Override
    public SellerBook withoutTicket(PeeringRequest request) {
        List<Long> fewer = new ArrayList<>(ticketIds);
        if (!fewer.remove(request.id())) {
            throw new IllegalArgumentException("no ticket for " + request.id());
        }
        return new FixedCostBook(gridName, costByRequest, fewer);
    }
}
