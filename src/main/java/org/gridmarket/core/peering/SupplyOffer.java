package org.gridmarket.core.peering;

/**
 * What one resource provider offers its gateway until a horizon (seed 000 §4.1, §5): the resource units
 * (CPU-seconds) in the free time slots it published for [now, horizon) — booked by the gateway or not — and
 * its price per unit (Eq. 1, {@link ResourceUnitPrice}). Eq. 2's {@code ru_i} and {@code cp_i}.
 *
 * @param providerId the provider (a site's id)
 * @param units      resource units offered until the horizon (≥ 0)
 * @param unitPrice  the provider's price per unit, in G$ (≥ 0, finite)
 */
public record SupplyOffer(long providerId, long units, double unitPrice) {

    public SupplyOffer {
        if (units < 0) {
            throw new IllegalArgumentException("units must not be negative: " + units);
        }
        if (!(unitPrice >= 0) || Double.isInfinite(unitPrice)) {
            throw new IllegalArgumentException("unit price must be finite and not negative: " + unitPrice);
        }
    }
}
