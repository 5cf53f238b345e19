package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.gridmarket.core.peering.TrailEvent.Kind.ACCEPT;
import static org.gridmarket.core.peering.TrailEvent.Kind.COUNTER_ACCEPTED;
import static org.gridmarket.core.peering.TrailEvent.Kind.COUNTER_OFFER;
import static org.gridmarket.core.peering.TrailEvent.Kind.COUNTER_REFUSED;
import static org.gridmarket.core.peering.TrailEvent.Kind.OFFER;
import static org.gridmarket.core.peering.TrailEvent.Kind.REJECT;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seed 000 §5.2, Fig. 3, one row per situation: a 10-unit request (1 processor × 10 s), the buyer's cost at
 * home mc_i and the seller's cost mc_j given, under a price-range contract [2, 3] (offer 20, ceiling 30) or
 * a fixed-price one [3, 3] (offer 30).
 */
class NegotiationTest {
    private static final PeeringRequest REQUEST = new PeeringRequest(1, 1, 10, 3_600);
    private static final Contract RANGE = new Contract("range", "auvergrid", "das2", ContractType.PRICE_RANGE,
            2.0, 3.0, 0, 3_600);
    private static final Contract FIXED = new Contract("fixed", "auvergrid", "das2", ContractType.FIXED_PRICE,
            3.0, 3.0, 0, 3_600);

    static Stream<Arguments> situations() {
        return Stream.of(
                row("seller accepts at the offer when mc_j ≤ p_offer · u", RANGE, 40, 15,
                        RedirectionOutcome.ACCEPTED, 2.0, OFFER, ACCEPT),
                row("seller accepts at exactly the offered amount", RANGE, 40, 20,
                        RedirectionOutcome.ACCEPTED, 2.0, OFFER, ACCEPT),
                row("seller counters at mc_j / u, buyer takes it as mc_i > p_ct · u", RANGE, 40, 25,
                        RedirectionOutcome.COUNTER_ACCEPTED, 2.5, OFFER, COUNTER_OFFER, COUNTER_ACCEPTED),
                row("seller counters at the ceiling p_max · u", RANGE, 40, 30,
                        RedirectionOutcome.COUNTER_ACCEPTED, 3.0, OFFER, COUNTER_OFFER, COUNTER_ACCEPTED),
                row("buyer refuses a counter above its own cost", RANGE, 24, 25,
                        RedirectionOutcome.COUNTER_REFUSED, 2.5, OFFER, COUNTER_OFFER, COUNTER_REFUSED),
                row("buyer refuses a counter equal to its own cost", RANGE, 25, 25,
                        RedirectionOutcome.COUNTER_REFUSED, 2.5, OFFER, COUNTER_OFFER, COUNTER_REFUSED),
                row("seller rejects when mc_j > p_max · u", RANGE, 40, 35,
                        RedirectionOutcome.REJECTED, 2.0, OFFER, REJECT),
                row("seller that cannot serve (mc_j = ∞) rejects", RANGE, 40, Double.POSITIVE_INFINITY,
                        RedirectionOutcome.REJECTED, 2.0, OFFER, REJECT),
                row("no offer when the unit cost at home equals p_min", RANGE, 20, 0,
                        RedirectionOutcome.HOME, 0.0),
                row("no offer when the unit cost at home is below p_min", RANGE, 5, 0,
                        RedirectionOutcome.HOME, 0.0),
                row("a full home grid (mc_i = ∞) offers and takes any counter", RANGE, Double.POSITIVE_INFINITY, 29,
                        RedirectionOutcome.COUNTER_ACCEPTED, 2.9, OFFER, COUNTER_OFFER, COUNTER_ACCEPTED),
                row("fixed price: accepted at p_max", FIXED, 40, 30,
                        RedirectionOutcome.ACCEPTED, 3.0, OFFER, ACCEPT),
                row("fixed price never counters, even just above the offer", FIXED, 40, 30.0001,
                        RedirectionOutcome.REJECTED, 3.0, OFFER, REJECT),
                row("fixed price: no offer below p_max", FIXED, 30, 0,
                        RedirectionOutcome.HOME, 0.0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void decidesAsFigureThree(String situation, Contract contract, double homeCost, double sellerCost,
                              RedirectionOutcome expected, double expectedPrice, List<TrailEvent.Kind> expectedTrail) {
        Negotiation.Result result = Negotiation.negotiate(List.of(REQUEST), request -> homeCost, List.of(contract),
                Map.of("das2", FixedCostBook.of("das2", Map.of(1L, sellerCost))));

        RequestOutcome outcome = result.outcomes().get(0);
        assertThat(outcome.outcome()).as(situation).isEqualTo(expected);
        assertThat(outcome.pricePerUnit()).as(situation).isCloseTo(expectedPrice, within(1e-12));
        assertThat(outcome.trail()).extracting(TrailEvent::kind).as(situation).containsExactlyElementsOf(expectedTrail);
        assertThat(outcome.trail()).filteredOn(event -> event.kind() == OFFER)
                .allSatisfy(event -> assertThat(event.pricePerUnit()).isEqualTo(contract.minPrice()));
        assertThat(outcome.servingGrid("auvergrid")).isEqualTo(expected.redirected() ? "das2" : "auvergrid");
        long tickets = ((FixedCostBook) result.sellers().get("das2")).ticketIds().size();
        assertThat(tickets).as("a ticket stays exactly for a redirected request").isEqualTo(expected.redirected() ? 1 : 0);
    }

    @Test
    void triesContractsInAscendingPriceAndStopsAtTheFirstSellerThatTakesTheRequest() {
        Contract dear = new Contract("dear", "auvergrid", "grid5000", ContractType.PRICE_RANGE, 3.0, 4.0, 0, 3_600);
        Contract cheap = new Contract("cheap", "auvergrid", "das2", ContractType.PRICE_RANGE, 2.0, 3.0, 0, 3_600);
        Contract dearest = new Contract("dearest", "auvergrid", "other", ContractType.FIXED_PRICE, 5.0, 5.0, 0, 3_600);
        Map<String, SellerBook> sellers = Map.of(
                "das2", FixedCostBook.of("das2", Map.of(1L, 35.0)),
                "grid5000", FixedCostBook.of("grid5000", Map.of(1L, 30.0)),
                "other", FixedCostBook.of("other", Map.of(1L, 1.0)));

        RequestOutcome outcome = Negotiation.negotiate(List.of(REQUEST), request -> 100.0,
                List.of(dearest, dear, cheap), sellers).outcomes().get(0);

        assertThat(outcome.trail()).extracting(TrailEvent::contractId).containsExactly("cheap", "cheap", "dear", "dear");
        assertThat(outcome.trail()).extracting(TrailEvent::kind).containsExactly(OFFER, REJECT, OFFER, ACCEPT);
        assertThat(outcome.contract().id()).isEqualTo("dear");
        assertThat(outcome.servingGrid("auvergrid")).isEqualTo("grid5000");
    }

    @Test
    void aRefusedCounterMovesOnToTheNextContractAndDropsTheSellersTicket() {
        Contract cheap = new Contract("cheap", "auvergrid", "das2", ContractType.PRICE_RANGE, 2.0, 3.0, 0, 3_600);
        Contract dear = new Contract("dear", "auvergrid", "grid5000", ContractType.FIXED_PRICE, 2.4, 2.4, 0, 3_600);
        Map<String, SellerBook> sellers = Map.of(
                "das2", FixedCostBook.of("das2", Map.of(1L, 28.0)),
                "grid5000", FixedCostBook.of("grid5000", Map.of(1L, 24.0)));

        Negotiation.Result result = Negotiation.negotiate(List.of(REQUEST), request -> 26.0, List.of(dear, cheap),
                sellers);

        RequestOutcome outcome = result.outcomes().get(0);
        assertThat(outcome.trail()).extracting(TrailEvent::kind)
                .containsExactly(OFFER, COUNTER_OFFER, COUNTER_REFUSED, OFFER, ACCEPT);
        assertThat(outcome.outcome()).isEqualTo(RedirectionOutcome.ACCEPTED);
        assertThat(outcome.pricePerUnit()).isEqualTo(2.4);
        assertThat(((FixedCostBook) result.sellers().get("das2")).ticketIds()).isEmpty();
        assertThat(((FixedCostBook) result.sellers().get("grid5000")).ticketIds()).containsExactly(1L);
    }

    @Test
    void aBatchIsPartlyAcceptedAsTheSellersTicketsFillItsGrid() {
        // Seller: 1,000 units at p_cost 1, β 1, 750 booked. Three 100-unit requests offered 350 each:
        // mc at L = 0.75 is 100 × (1 + 0.85² + 0.85 × 0.75 + 0.75²) = 292.25 → accept; with that ticket
        // L = 0.85: 100 × (1 + 0.95² + 0.95 × 0.85 + 0.85²) = 343.25 → accept; then L = 0.95 and 100 more
        // do not fit → ∞ → reject.
        InterGridGateway seller = new InterGridGateway("das2",
                GridSupply.fixed(List.of(new SupplyOffer(1, 1_000, 1.0)), 750), 1.0);
        Contract fixed = new Contract("c", "auvergrid", "das2", ContractType.FIXED_PRICE, 3.5, 3.5, 0, 3_600);
        List<PeeringRequest> batch = List.of(new PeeringRequest(1, 1, 100, 3_600),
                new PeeringRequest(2, 2, 50, 3_600), new PeeringRequest(3, 4, 25, 3_600));

        Negotiation.Result result = Negotiation.negotiate(batch, request -> Double.POSITIVE_INFINITY, List.of(fixed),
                Map.of("das2", TicketBook.empty(seller, 0)));

        assertThat(result.outcomes()).extracting(RequestOutcome::outcome).containsExactly(
                RedirectionOutcome.ACCEPTED, RedirectionOutcome.ACCEPTED, RedirectionOutcome.REJECTED);
        assertThat(((TicketBook) result.sellers().get("das2")).ticketUnits()).isEqualTo(200);
    }

    @Test
    void sellerTakesOffersByDecreasingPrice() {
        // Room for one 100-unit request only: the offer at 4 (from one buyer) is served before the one at 3.5
        // (another buyer's) although it came later.
        InterGridGateway seller = new InterGridGateway("das2",
                GridSupply.fixed(List.of(new SupplyOffer(1, 1_000, 1.0)), 850), 1.0);
        Contract low = new Contract("low", "auvergrid", "das2", ContractType.FIXED_PRICE, 3.5, 3.5, 0, 3_600);
        Contract high = new Contract("high", "grid5000", "das2", ContractType.FIXED_PRICE, 4.0, 4.0, 0, 3_600);
        List<SellerEvaluation.Offer> offers = List.of(
                new SellerEvaluation.Offer(new PeeringRequest(1, 1, 100, 3_600), low),
                new SellerEvaluation.Offer(new PeeringRequest(2, 1, 100, 3_600), high));

        SellerEvaluation.Evaluated evaluated = SellerEvaluation.evaluate(TicketBook.empty(seller, 0), offers);

        assertThat(evaluated.replies()).extracting(reply -> reply.offer().contract().id()).containsExactly("high", "low");
        assertThat(evaluated.replies()).extracting(SellerEvaluation.Reply::kind).containsExactly(
                SellerEvaluation.Reply.Kind.ACCEPT, SellerEvaluation.Reply.Kind.REJECT);
    }

    private static Arguments row(String situation, Contract contract, double homeCost, double sellerCost,
                                 RedirectionOutcome expected, double price, TrailEvent.Kind... trail) {
        return Arguments.of(situation, contract, homeCost, sellerCost, expected, price, List.of(trail));
    }
}
