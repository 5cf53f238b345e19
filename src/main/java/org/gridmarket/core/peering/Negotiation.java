package org.gridmarket.core.peering;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Seed 000 §5.2, Fig. 3: one buyer gateway IGG_i redirecting the requests it queued during an interval, one
 * round and one hop per contract, as a pure function of its inputs:
 * <ol>
 *   <li>order the buyer's contracts by ascending price (p_min, then p_max, then id);</li>
 *   <li>for each contract, batch every request still queued whose unit cost at home exceeds p_min
 *       (mc_i &gt; p_min · u_units) into one offer at p_min (step 1; never below p_min);</li>
 *   <li>the seller answers the batch ({@link SellerEvaluation}): accept, counter or reject each request;</li>
 *   <li>the buyer takes a counter-offer when mc_i &gt; p_ct · u_units (3.1), else refuses it (3.2) and the
 *       seller drops its ticket;</li>
 *   <li>accepted requests leave the queue (a request goes to one seller at most); the rest try the next
 *       contract. What is left at the end runs at home.</li>
 * </ol>
 * Cost: O(contracts · requests) cost evaluations plus the sellers' sorting.
 */
public final class Negotiation {

    private Negotiation() {
    }

    /** Each request's outcome in queue order, and the sellers' books after the round. */
    public record Result(List<RequestOutcome> outcomes, Map<String, SellerBook> sellers) {
        public Result {
            outcomes = List.copyOf(outcomes);
            sellers = Map.copyOf(sellers);
        }
    }

    /**
     * Negotiates {@code queue} under {@code contracts} (all bought by one grid), with {@code homeCost} the
     * buyer's mc_i of each request and {@code sellers} each seller's book by grid name.
     */
    public static Result negotiate(List<PeeringRequest> queue, ToDoubleFunction<PeeringRequest> homeCost,
                                   List<Contract> contracts, Map<String, SellerBook> sellers) {
        requireOneBuyer(contracts);
        Map<Long, Attempt> attempts = new LinkedHashMap<>();
        for (PeeringRequest request : queue) {
            if (attempts.put(request.id(), new Attempt(request, homeCost.applyAsDouble(request))) != null) {
                throw new IllegalArgumentException("request " + request.id() + " is queued twice");
            }
        }
        Map<String, SellerBook> books = new HashMap<>(sellers);
        for (Contract contract : ascendingPrice(contracts)) {
            SellerBook book = books.get(contract.sellerGrid());
            if (book == null) {
                throw new IllegalArgumentException("no seller book for " + contract.sellerGrid());
            }
            List<SellerEvaluation.Offer> batch = new ArrayList<>();
            for (Attempt attempt : attempts.values()) {
                double offeredAmount = contract.offerPrice() * attempt.request.units();
                if (!attempt.outcome.redirected() && attempt.homeCost > offeredAmount) {
                    batch.add(new SellerEvaluation.Offer(attempt.request, contract));
                    attempt.record(TrailEvent.Kind.OFFER, contract, contract.offerPrice());
                }
            }
            if (batch.isEmpty()) {
                continue;
            }
            SellerEvaluation.Evaluated evaluated = SellerEvaluation.evaluate(book, batch);
            book = evaluated.book();
            for (SellerEvaluation.Reply reply : evaluated.replies()) {
                Attempt attempt = attempts.get(reply.offer().request().id());
                book = attempt.answer(reply, book);
            }
            books.put(contract.sellerGrid(), book);
        }
        List<RequestOutcome> outcomes = new ArrayList<>(queue.size());
        for (Attempt attempt : attempts.values()) {
            outcomes.add(attempt.toOutcome());
        }
        return new Result(outcomes, books);
    }

    private static List<Contract> ascendingPrice(List<Contract> contracts) {
        List<Contract> ordered = new ArrayList<>(contracts);
        ordered.sort(Comparator.comparingDouble(Contract::minPrice).thenComparingDouble(Contract::maxPrice)
                .thenComparing(Contract::id));
        return ordered;
    }

    private static void requireOneBuyer(List<Contract> contracts) {
        long buyers = contracts.stream().map(Contract::buyerGrid).distinct().count();
        if (buyers > 1) {
            throw new IllegalArgumentException("contracts of more than one buyer: negotiate per buyer");
        }
    }

    /** One request's negotiation so far; mutable, confined to one call. */
    private static final class Attempt {
        private final PeeringRequest request;
        private final double homeCost;
        private final List<TrailEvent> trail = new ArrayList<>();
        private RedirectionOutcome outcome = RedirectionOutcome.HOME;
        private Contract contract;
        private double pricePerUnit;

        Attempt(PeeringRequest request, double homeCost) {
            this.request = request;
            this.homeCost = homeCost;
        }

        void record(TrailEvent.Kind kind, Contract under, double price) {
            trail.add(new TrailEvent(kind, under.id(), under.sellerGrid(), price));
            contract = under;
            pricePerUnit = price;
        }

        /** Applies the seller's reply and the buyer's answer to a counter; returns the seller's book after. */
        SellerBook answer(SellerEvaluation.Reply reply, SellerBook book) {
            Contract under = reply.offer().contract();
            switch (reply.kind()) {
                case ACCEPT -> {
                    record(TrailEvent.Kind.ACCEPT, under, reply.pricePerUnit());
                    outcome = RedirectionOutcome.ACCEPTED;
                }
                case REJECT -> {
                    record(TrailEvent.Kind.REJECT, under, reply.pricePerUnit());
                    outcome = RedirectionOutcome.REJECTED;
                }
                case COUNTER_OFFER -> {
                    record(TrailEvent.Kind.COUNTER_OFFER, under, reply.pricePerUnit());
                    if (homeCost > reply.pricePerUnit() * request.units()) {
                        record(TrailEvent.Kind.COUNTER_ACCEPTED, under, reply.pricePerUnit());
                        outcome = RedirectionOutcome.COUNTER_ACCEPTED;
                    } else {
                        record(TrailEvent.Kind.COUNTER_REFUSED, under, reply.pricePerUnit());
                        outcome = RedirectionOutcome.COUNTER_REFUSED;
                        return book.withoutTicket(request);
                    }
                }
                default -> throw new IllegalStateException("unknown reply " + reply.kind());
            }
            return book;
        }

        RequestOutcome toOutcome() {
            return new RequestOutcome(request, outcome, contract, pricePerUnit, trail);
        }
    }
}
