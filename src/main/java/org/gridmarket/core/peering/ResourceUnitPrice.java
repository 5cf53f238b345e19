package org.gridmarket.core.peering;

/**
 * Seed 000 §4, Eq. 1: the price a resource provider asks its gateway for one resource unit (one CPU-second),
 * {@code price = cost + cost · load}. The fixed cost is the provider's own (§6.4 draws it from U(0.90, 1.00));
 * the load is the provider's forecast when its policy forecasts (Mf), else the load of its running and
 * waiting jobs (see {@link #queueLoad}). The load is capped at 1, as §4 uses it: a queue longer than the
 * horizon does not make a unit dearer than twice its cost.
 *
 * @param fixedCost the provider's cost of one unit, in G$ (≥ 0, finite)
 * @param load      the provider's load in [0, 1]
 */
public record ResourceUnitPrice(double fixedCost, double load) {

    public ResourceUnitPrice {
        if (!(fixedCost >= 0) || Double.isInfinite(fixedCost)) {
            throw new IllegalArgumentException("fixed cost must be finite and not negative: " + fixedCost);
        }
        if (!(load >= 0 && load <= 1)) {
            throw new IllegalArgumentException("load must be in [0, 1]: " + load);
        }
    }

    /** The price for {@code fixedCost} at {@code load}, a load above 1 counting as 1 (Eq. 1's load ≤ 1). */
    public static ResourceUnitPrice of(double fixedCost, double load) {
        return new ResourceUnitPrice(fixedCost, Math.min(1.0, load));
    }

    /** Eq. 1: cost + cost · load, in G$ per CPU-second. */
    public double price() {
        return fixedCost + fixedCost * load;
    }

    /**
     * §4's load without a forecast: the processor-seconds of the provider's running and waiting jobs over
     * what it can deliver until the horizon (capacity × horizon), capped at 1.
     */
    public static double queueLoad(long demandProcessorSeconds, int capacityProcessors, long horizonSeconds) {
        if (demandProcessorSeconds < 0 || capacityProcessors <= 0 || horizonSeconds <= 0) {
            throw new IllegalArgumentException("demand must not be negative, capacity and horizon positive");
        }
        double deliverable = (double) capacityProcessors * horizonSeconds;
        return Math.min(1.0, demandProcessorSeconds / deliverable);
    }
}
