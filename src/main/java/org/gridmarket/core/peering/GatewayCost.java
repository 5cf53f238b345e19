package org.gridmarket.core.peering;

/**
 * Seed 000 §5: a gateway's total cost {@code cost(L) = L_units · (p_cost + p_cost · (βL)²)} of serving load L
 * of the A resource units its grid offers until a horizon, and the per-request cost of Eq. 3.
 * {@code L_units = L · A} is the number of units in use at load L; p_cost is Eq. 2's average provider price
 * ({@link InterGridGateway#averageUnitPrice}); β sets how steeply the unit price rises as L nears 1 (the paper
 * gives no value; 1 by default, see docs/experiments/peering.md).
 *
 * <p>Eq. 3 is computed in closed form, {@code mc(u, L) = p_cost · u_units · (1 + β²(L'² + L'L + L²))} with
 * {@code L' = L + u_units / A}, which equals {@code cost(L') − cost(L)} exactly in real arithmetic but does
 * not subtract two large, nearly equal totals, so one unit's cost stays precise on grids of 10⁹ units.
 *
 * @param availableUnits     A: units offered until the horizon (≥ 0); with none, every request costs ∞
 * @param averageUnitPrice   p_cost in G$ per unit (≥ 0, finite)
 * @param beta               β (≥ 0, finite)
 */
public record GatewayCost(long availableUnits, double averageUnitPrice, double beta) {

    public GatewayCost {
        if (availableUnits < 0) {
            throw new IllegalArgumentException("available units must not be negative: " + availableUnits);
        }
        requireFiniteNotNegative(averageUnitPrice, "average unit price");
        requireFiniteNotNegative(beta, "beta");
    }

    /** §5: cost(L) = L·A · p_cost · (1 + (βL)²), in G$, for L in [0, 1]. */
    public double cost(double load) {
        requireLoad(load);
        double unitsInUse = load * availableUnits;
        double betaLoad = beta * load;
        return unitsInUse * averageUnitPrice * (1 + betaLoad * betaLoad);
    }

    /** The unit price inside the cost function at load L: p_cost · (1 + (βL)²). */
    public double unitPriceAt(double load) {
        requireLoad(load);
        double betaLoad = beta * load;
        return averageUnitPrice * (1 + betaLoad * betaLoad);
    }

    /** The load {@code units} place on the grid: u_load = u_units / A (∞ when nothing is offered). */
    public double loadOf(long units) {
        return availableUnits == 0 ? Double.POSITIVE_INFINITY : (double) units / availableUnits;
    }

    /**
     * Eq. 3: mc(u, L) = cost(L + u_load) − cost(L) for a request of {@code units} units at load L, in G$.
     * Infinite when the grid offers nothing, or when the request does not fit in what is left
     * (L + u_load &gt; 1: the cost function is only defined up to full load).
     */
    public double marginalCost(double load, long units) {
        requireLoad(load);
        if (units < 0) {
            throw new IllegalArgumentException("units must not be negative: " + units);
        }
        if (availableUnits == 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (load + (double) units / availableUnits > 1 + 1e-12) {
            return Double.POSITIVE_INFINITY;
        }
        return increment(load, units);
    }

    /**
     * cost(L + u_load) − cost(L) as the cost function's polynomial gives it, without asking whether the
     * units fit: a contract's price (§6.1) at a load threshold of 100 % is the slope just past full load.
     * ∞ when the grid offers nothing.
     */
    public double increment(double load, long units) {
        if (!(load >= 0) || Double.isInfinite(load) || units < 0) {
            throw new IllegalArgumentException("load and units must be finite and not negative");
        }
        if (availableUnits == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double after = load + (double) units / availableUnits;
        double spread = after * after + after * load + load * load;
        return averageUnitPrice * units * (1 + beta * beta * spread);
    }

    /** Eq. 3 at L = booked ÷ A, with exact integer capacity: ∞ when booked + units exceed A. */
    public double marginalCostOfUnits(long bookedUnits, long units) {
        if (bookedUnits < 0 || units < 0) {
            throw new IllegalArgumentException("booked and requested units must not be negative");
        }
        if (availableUnits == 0 || bookedUnits > availableUnits - units) {
            return Double.POSITIVE_INFINITY;
        }
        return marginalCost((double) bookedUnits / availableUnits, units);
    }

    private static void requireLoad(double load) {
        if (!(load >= 0 && load <= 1 + 1e-12)) {
            throw new IllegalArgumentException("load must be in [0, 1]: " + load);
        }
    }

    private static void requireFiniteNotNegative(double value, String name) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be finite and not negative: " + value);
        }
    }
}
