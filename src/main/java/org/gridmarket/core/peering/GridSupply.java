package org.gridmarket.core.peering;

import java.util.List;

/**
 * What a gateway knows about its grid's resources (seed 000 §4.1, §5): each provider's offer in a window
 * and the units the gateway has already handed out in it. The provider side (the profiles a gateway rebuilds
 * from published free time slots, and books until the next publication) and the live service implement it;
 * {@link InterGridGateway} prices over it.
 *
 * <p>{@code bookedUnits} counts units inside the offered ones: a grid's load L (§5) is booked ÷ offered,
 * so an implementation must keep {@code bookedUnits ≤ Σ units} of the same window.
 */
public interface GridSupply {

    /** Each provider's offer for [fromSeconds, horizonSeconds), in provider-id order. */
    List<SupplyOffer> offersUntil(long fromSeconds, long horizonSeconds);

    /** The units already booked (handed out by the gateway) in [fromSeconds, horizonSeconds). */
    long bookedUnits(long fromSeconds, long horizonSeconds);

    /** A supply that offers the same units whatever the window: a snapshot, for tests and fixed scenarios. */
    static GridSupply fixed(List<SupplyOffer> offers, long bookedUnits) {
        List<SupplyOffer> copy = List.copyOf(offers);
        long offered = copy.stream().mapToLong(SupplyOffer::units).reduce(0, Math::addExact);
        if (bookedUnits < 0 || bookedUnits > offered) {
            throw new IllegalArgumentException("booked units must be in [0, " + offered + "]: " + bookedUnits);
        }
        return new GridSupply() {
            @Override
            public List<SupplyOffer> offersUntil(long fromSeconds, long horizonSeconds) {
                return copy;
            }

            @Override
            public long bookedUnits(long fromSeconds, long horizonSeconds) {
                return bookedUnits;
            }
        };
    }
}
