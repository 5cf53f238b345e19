package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Scale;
import org.gridmarket.core.ledger.TransferKind;
import org.gridmarket.core.ledger.TransferRequest;

/** Invariants of seed 000's gateway side: the cost function's shape, the negotiation's bookkeeping, the legs. */
class PeeringProperties {

    @Property(tries = 500)
    void costIsIncreasingAndConvexInLoad(@ForAll @LongRange(min = 1, max = 1_000_000_000L) long units,
                                         @ForAll @DoubleRange(min = 0.5, max = 2.0) double unitPrice,
                                         @ForAll @DoubleRange(min = 0, max = 3) double beta,
                                         @ForAll @DoubleRange(min = 0, max = 0.98) @Scale(6) double low,
                                         @ForAll @DoubleRange(min = 0.001, max = 0.01) @Scale(6) double step) {
        GatewayCost cost = new GatewayCost(units, unitPrice, beta);
        double middle = low + step;
        double high = middle + step;
        double tolerance = 1e-9 * Math.max(1, cost.cost(high));
        assertThat(cost.cost(middle)).isGreaterThanOrEqualTo(cost.cost(low) - tolerance);
        assertThat(cost.cost(high)).isGreaterThanOrEqualTo(cost.cost(middle) - tolerance);
        // Convex: the second slope is at least the first (equal steps).
        assertThat(cost.cost(high) - cost.cost(middle))
                .isGreaterThanOrEqualTo(cost.cost(middle) - cost.cost(low) - tolerance);
        // The closed-form marginal cost grows with the load too.
        assertThat(cost.increment(middle, 1)).isGreaterThanOrEqualTo(cost.increment(low, 1));
    }

    @Property(tries = 500)
    void marginalCostIsNeverNegative(@ForAll @LongRange(min = 0, max = 1_000_000) long available,
                                     @ForAll @DoubleRange(min = 0, max = 0.999) @Scale(6) double bookedShare,
                                     @ForAll @LongRange(min = 0, max = 2_000_000) long units,
                                     @ForAll @DoubleRange(min = 0, max = 2.0) double unitPrice,
                                     @ForAll @DoubleRange(min = 0, max = 3) double beta) {
        GatewayCost cost = new GatewayCost(available, unitPrice, beta);
        double marginal = cost.marginalCostOfUnits((long) (bookedShare * available), units);
        assertThat(marginal).isGreaterThanOrEqualTo(0.0).isNotNaN();
    }

    @Property(tries = 300)
    void everyRequestGetsOneOutcomeAndAtMostOneSeller(@ForAll("scenarios") Scenario scenario) {
        Negotiation.Result result = Negotiation.negotiate(scenario.queue, scenario::homeCost, scenario.contracts,
                scenario.sellers);

        assertThat(result.outcomes()).extracting(RequestOutcome::request).containsExactlyElementsOf(scenario.queue);
        Map<String, Set<Long>> redirectedBySeller = new HashMap<>();
        for (RequestOutcome outcome : result.outcomes()) {
            long agreements = outcome.trail().stream().filter(event -> event.kind() == TrailEvent.Kind.ACCEPT
                    || event.kind() == TrailEvent.Kind.COUNTER_ACCEPTED).count();
            assertThat(agreements).isEqualTo(outcome.redirected() ? 1 : 0);
            for (TrailEvent event : outcome.trail()) {
                if (event.kind() == TrailEvent.Kind.OFFER) {
                    Contract under = scenario.contract(event.contractId());
                    assertThat(event.pricePerUnit()).isEqualTo(under.minPrice());
                    assertThat(scenario.homeCost(outcome.request())).isGreaterThan(under.minPrice() * outcome.request().units());
                }
            }
            Statistics.collect(outcome.outcome());
            if (outcome.redirected()) {
                assertThat(outcome.pricePerUnit()).isBetween(outcome.contract().minPrice(), outcome.contract().maxPrice());
                redirectedBySeller.computeIfAbsent(outcome.contract().sellerGrid(), grid -> new HashSet<>())
                        .add(outcome.request().id());
            }
        }
        for (var seller : result.sellers().entrySet()) {
            Set<Long> tickets = new HashSet<>();
            ((TicketBook) seller.getValue()).tickets().forEach(ticket -> tickets.add(ticket.id()));
            assertThat(tickets).isEqualTo(redirectedBySeller.getOrDefault(seller.getKey(), Set.of()));
        }
    }

    @Property(tries = 500)
    void theLegsBalance(@ForAll @DoubleRange(min = 0, max = 50) double pricePerUnit,
                        @ForAll @LongRange(min = 0, max = 100_000_000L) long units,
                        @ForAll @LongRange(min = 0, max = 5_000_000_000_000L) long sitePrice,
                        @ForAll @LongRange(min = 0, max = 2_000) long ranSeconds) {
        GatewaySettlement full = GatewaySettlement.of(pricePerUnit, units, sitePrice);
        GatewaySettlement settled = full.proRata(ranSeconds, 1_000);
        long wallet = 1;
        long home = 2;
        long peer = 3;
        long revenue = 4;
        TransferRequest hold = full.holdRequest("job-1", wallet, home, "c");
        Map<Long, Long> net = new HashMap<>();
        for (TransferRequest request : settled.settlementRequests("job-1", hold.id(), home, peer, revenue, "c")) {
            boolean posted = request.kind() == TransferKind.POST_PENDING;
            long debit = posted ? hold.debitAccountId() : request.debitAccountId();
            long credit = posted ? hold.creditAccountId() : request.creditAccountId();
            if (request.kind() != TransferKind.VOID_PENDING) {
                assertThat(request.amount()).isPositive();
                net.merge(debit, -request.amount(), Math::addExact);
                net.merge(credit, request.amount(), Math::addExact);
            }
        }
        assertThat(net.values().stream().mapToLong(Long::longValue).sum()).isZero();
        assertThat(net.getOrDefault(home, 0L)).isZero();
        assertThat(net.getOrDefault(wallet, 0L)).isEqualTo(-settled.amountMicroGd());
        assertThat(net.getOrDefault(peer, 0L)).isEqualTo(settled.peerMarginMicroGd());
        assertThat(net.getOrDefault(revenue, 0L)).isEqualTo(settled.sitePriceMicroGd());
        assertThat(settled.amountMicroGd()).isLessThanOrEqualTo(full.amountMicroGd());
    }

    /** A buyer's queue, its contracts with up to three sellers, their books and the buyer's costs. */
    record Scenario(List<PeeringRequest> queue, Map<Long, Double> homeCosts, List<Contract> contracts,
                    Map<String, SellerBook> sellers) {
        double homeCost(PeeringRequest request) {
            return homeCosts.get(request.id());
        }

        Contract contract(String id) {
            return contracts.stream().filter(contract -> contract.id().equals(id)).findFirst().orElseThrow();
        }
    }

    @Provide
    Arbitrary<Scenario> scenarios() {
        Arbitrary<List<long[]>> requests = Combinators.combine(Arbitraries.integers().between(1, 8),
                        Arbitraries.longs().between(1, 200), Arbitraries.oneOf(Arbitraries.longs().between(0, 2_000), Arbitraries.longs().between(900, 1_050)))
                .as((processors, runtime, homeCostPerMille) -> new long[] {processors, runtime, homeCostPerMille})
                .list().ofMinSize(0).ofMaxSize(20);
        // Half the sellers near the 95 % threshold, where their cost for a request falls inside the range.
        Arbitrary<Double> nearThreshold = Arbitraries.doubles().between(0.88, 0.96);
        Arbitrary<List<double[]>> sellers = Combinators.combine(Arbitraries.longs().between(0, 5_000),
                        Arbitraries.oneOf(Arbitraries.doubles().between(0, 1), nearThreshold), Arbitraries.doubles().between(0.5, 1.5),
                        Arbitraries.integers().between(0, 1))
                .as((units, bookedShare, unitPrice, fixed) -> new double[] {units, bookedShare, unitPrice, fixed})
                .list().ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(requests, sellers).as(PeeringProperties::scenario);
    }

    private static Scenario scenario(List<long[]> requestRows, List<double[]> sellerRows) {
        List<Contract> contracts = new ArrayList<>();
        Map<String, SellerBook> books = new HashMap<>();
        for (int index = 0; index < sellerRows.size(); index++) {
            double[] row = sellerRows.get(index);
            String grid = "seller" + index;
            long units = (long) row[0];
            GridSupply supply = GridSupply.fixed(List.of(new SupplyOffer(index, units, row[2])),
                    (long) (row[1] * units));
            InterGridGateway gateway = new InterGridGateway(grid, supply, 1.0);
            ContractType type = row[3] == 1 ? ContractType.FIXED_PRICE : ContractType.PRICE_RANGE;
            contracts.add(ContractPricing.PAPER.price("c" + index, "buyer", gateway, type, 0, 3_600));
            books.put(grid, TicketBook.empty(gateway, 0));
        }
        // The buyer's unit cost at home: per mille of the dearest contract's p_max (over 1,950 ‰: its grid is full).
        double reference = contracts.stream().mapToDouble(Contract::maxPrice).filter(Double::isFinite).max().orElse(1);
        List<PeeringRequest> queue = new ArrayList<>();
        Map<Long, Double> homeCosts = new HashMap<>();
        for (int index = 0; index < requestRows.size(); index++) {
            long[] row = requestRows.get(index);
            PeeringRequest request = new PeeringRequest(index + 1, (int) row[0], row[1], 3_600);
            queue.add(request);
            homeCosts.put(request.id(), row[2] > 1_950 ? Double.POSITIVE_INFINITY
                    : row[2] / 1_000.0 * reference * request.units());
        }
        return new Scenario(queue, homeCosts, contracts, books);
    }
}
