package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What one gateway's negotiation round costs: 100 queued requests against 3 price-range contracts, sellers
 * near their threshold so every kind of reply occurs. Prints the time per round (not asserted: the machine is
 * shared); asserts only that every request was answered.
 */
class NegotiationBenchmarkTest {
    private static final int REQUESTS = 100;
    private static final int ROUNDS = 2_000;
    /** The cheapest seller is near its threshold, the next past it, the dearest half idle. */
    private static final double[] BOOKED_SHARE = {0.93, 0.96, 0.5};

    @Test
    void printsTheCostOfOneNegotiationOfAHundredRequestsUnderThreeContracts() {
        List<PeeringRequest> queue = new ArrayList<>();
        for (int id = 1; id <= REQUESTS; id++) {
            queue.add(new PeeringRequest(id, 1 + id % 8, 600 + 60L * (id % 30), 21_600));
        }
        List<Contract> contracts = new ArrayList<>();
        Map<String, SellerBook> sellers = new HashMap<>();
        String[] grids = {"das2", "grid5000", "other"};
        for (int index = 0; index < grids.length; index++) {
            long units = 400L * 21_600;
            GridSupply supply = GridSupply.fixed(List.of(new SupplyOffer(1, units / 2, 0.95),
                    new SupplyOffer(2, units / 2, 0.9 + 0.05 * index)), (long) (units * BOOKED_SHARE[index]));
            InterGridGateway seller = new InterGridGateway(grids[index], supply, 1.0);
            contracts.add(ContractPricing.PAPER.price("c-" + grids[index], "auvergrid", seller,
                    ContractType.PRICE_RANGE, 0, 21_600));
            sellers.put(grids[index], TicketBook.empty(seller, 0));
        }
        InterGridGateway home = new InterGridGateway("auvergrid", GridSupply.fixed(
                List.of(new SupplyOffer(1, 475L * 21_600, 0.95)), (long) (475L * 21_600 * 0.97)), 1.0);

        Negotiation.Result result = null;
        for (int warmUp = 0; warmUp < ROUNDS; warmUp++) {
            result = Negotiation.negotiate(queue, request -> home.requestCost(request, 0), contracts, sellers);
        }
        long started = System.nanoTime();
        for (int round = 0; round < ROUNDS; round++) {
            result = Negotiation.negotiate(queue, request -> home.requestCost(request, 0), contracts, sellers);
        }
        double microsPerRound = (System.nanoTime() - started) / 1_000.0 / ROUNDS;

        Map<RedirectionOutcome, Integer> counts = new HashMap<>();
        result.outcomes().forEach(outcome -> counts.merge(outcome.outcome(), 1, Integer::sum));
        System.out.printf(Locale.ROOT, "negotiation of %d requests under %d contracts: %.1f µs per round %s%n",
                REQUESTS, contracts.size(), microsPerRound, counts);
        assertThat(result.outcomes()).hasSize(REQUESTS);
    }
}
