package org.gridmarket.core.peering;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Seed 000 §5.2 step 2: how a selling gateway IGG_j answers the offers it has stored. It takes them by
 * decreasing offered price (ties by request id), and for each, with mc_j its cost for the request counting
 * the tickets created so far:
 * <ol>
 *   <li>accepts at p_offer when mc_j ≤ p_offer · u_units (2.1);</li>
 *   <li>under a price-range contract, counters at mc_j / u_units when mc_j ≤ p_max · u_units (2.2) — a
 *       fixed-price contract never counters, its offer already being p_max;</li>
 *   <li>rejects otherwise (2.3).</li>
 * </ol>
 * An accepted or countered request gets a ticket, which raises the cost of the offers after it. A pure
 * function: O(offers · log offers) plus one {@link SellerBook#requestCost} per offer.
 */
public final class SellerEvaluation {

    private SellerEvaluation() {
    }

    /** A buyer's offer for one request under one contract, at the contract's p_min (§5.2 step 1). */
    public record Offer(PeeringRequest request, Contract contract) {
        public Offer {
            Objects.requireNonNull(request, "request");
            Objects.requireNonNull(contract, "contract");
        }

        public double pricePerUnit() {
            return contract.offerPrice();
        }
    }

    /** The seller's answer to one offer. */
    public record Reply(Offer offer, Kind kind, double pricePerUnit) {
        /** Steps 2.1–2.3. */
        public enum Kind { ACCEPT, COUNTER_OFFER, REJECT }
    }

    /** The replies in the order the offers were taken, and the book with the new tickets. */
    public record Evaluated(List<Reply> replies, SellerBook book) {
        public Evaluated {
            replies = List.copyOf(replies);
        }
    }

    /** Answers {@code offers}, all made to {@code book}'s grid. */
    public static Evaluated evaluate(SellerBook book, List<Offer> offers) {
        List<Offer> ordered = new ArrayList<>(offers);
        ordered.sort(Comparator.comparingDouble(Offer::pricePerUnit).reversed()
                .thenComparingLong(offer -> offer.request().id()));
        List<Reply> replies = new ArrayList<>(ordered.size());
        SellerBook current = book;
        for (Offer offer : ordered) {
            if (!offer.contract().sellerGrid().equals(book.gridName())) {
                throw new IllegalArgumentException("offer under " + offer.contract().id() + " is not for "
                        + book.gridName());
            }
            Reply reply = reply(offer, current.requestCost(offer.request()));
            if (reply.kind() != Reply.Kind.REJECT) {
                current = current.withTicket(offer.request());
            }
            replies.add(reply);
        }
        return new Evaluated(replies, current);
    }

    /** One offer against the seller's cost {@code sellerCost} (mc_j) for its request. */
    static Reply reply(Offer offer, double sellerCost) {
        long units = offer.request().units();
        Contract contract = offer.contract();
        if (sellerCost <= offer.pricePerUnit() * units) {
            return new Reply(offer, Reply.Kind.ACCEPT, offer.pricePerUnit());
        }
        if (contract.type() == ContractType.PRICE_RANGE && sellerCost <= contract.maxPrice() * units) {
            return new Reply(offer, Reply.Kind.COUNTER_OFFER, sellerCost / units);
        }
        return new Reply(offer, Reply.Kind.REJECT, offer.pricePerUnit());
    }
}
