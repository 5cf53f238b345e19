package org.gridmarket.core.peering;

import java.util.List;
import java.util.Objects;

/**
 * The result of negotiating one request (seed 000 §5.2): its outcome, the contract of the last attempt (null
 * when nothing was offered), the price per unit and every message exchanged about it, in order.
 *
 * @param pricePerUnit G$ per unit: the agreed price_final when redirected, else the last price named (the
 *                     refused counter, the rejected offer), 0 when nothing was offered
 */
public record RequestOutcome(PeeringRequest request, RedirectionOutcome outcome, Contract contract,
                             double pricePerUnit, List<TrailEvent> trail) {

    public RequestOutcome {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(outcome, "outcome");
        trail = List.copyOf(trail);
        if ((contract == null) != (outcome == RedirectionOutcome.HOME)) {
            throw new IllegalArgumentException("a contract is named exactly when an offer was made");
        }
    }

    public boolean redirected() {
        return outcome.redirected();
    }

    /** The grid the request runs in: the contract's seller when redirected, else {@code homeGrid}. */
    public String servingGrid(String homeGrid) {
        return redirected() ? contract.sellerGrid() : homeGrid;
    }
}
