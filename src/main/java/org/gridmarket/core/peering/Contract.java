package org.gridmarket.core.peering;

import java.util.Objects;

/**
 * Seed 000 §5, §5.1: contract C_ij under which gateway {@code buyerGrid} (IGG_i) may redirect requests to
 * {@code sellerGrid} (IGG_j) at a price per resource unit in PR(C_ij) = [minPrice, maxPrice], as priced at
 * {@code pricedAtSeconds} until its next update at {@code nextUpdateSeconds} ({@link ContractPricing}).
 * Fixed-price contracts have minPrice = maxPrice. A seller that offers nothing until its next update is
 * priced at +∞ both ends: no buyer's unit cost exceeds that, so no offer is made under it.
 *
 * @param id       the contract's reference (the ledger's {@code contractRef})
 * @param minPrice p_min, G$ per unit
 * @param maxPrice p_max, G$ per unit
 */
public record Contract(String id, String buyerGrid, String sellerGrid, ContractType type, double minPrice,
                       double maxPrice, long pricedAtSeconds, long nextUpdateSeconds) {

    public Contract {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(buyerGrid, "buyerGrid");
        Objects.requireNonNull(sellerGrid, "sellerGrid");
        Objects.requireNonNull(type, "type");
        if (buyerGrid.equals(sellerGrid)) {
            throw new IllegalArgumentException("a grid cannot contract with itself: " + buyerGrid);
        }
        if (!(minPrice >= 0) || !(maxPrice >= minPrice)) {
            throw new IllegalArgumentException("prices must satisfy 0 ≤ min ≤ max: " + minPrice + ", " + maxPrice);
        }
        if (type == ContractType.FIXED_PRICE && minPrice != maxPrice) {
            throw new IllegalArgumentException("a fixed-price contract has min = max");
        }
        if (nextUpdateSeconds < pricedAtSeconds) {
            throw new IllegalArgumentException("next update before pricing");
        }
    }

    /** Whether the seller has anything to sell under it until the next update (finite prices). */
    public boolean priced() {
        return Double.isFinite(maxPrice);
    }

    /** The price the buyer offers (§5.2 step 1): p_min, which is p_max for a fixed-price contract. */
    public double offerPrice() {
        return minPrice;
    }
}
