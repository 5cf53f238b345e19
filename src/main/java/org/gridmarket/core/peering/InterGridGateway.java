package org.gridmarket.core.peering;

import java.util.List;
import java.util.Objects;

/**
 * Seed 000 §3, §5: a grid's InterGrid Gateway (IGG) as a price-setter over what its providers offer. For a
 * window [now, horizon) it weighs the providers' unit prices by the units each offers (Eq. 2), sets its load
 * L = booked ÷ offered units, and prices a request by the increment it adds to the gateway's total cost
 * (Eq. 3). The horizon is the request's deadline (or a best-effort request's virtual deadline, §5.2) when a
 * request is priced, and the next contract update when a contract is priced (§5, {@link ContractPricing}).
 *
 * <p>Immutable over its {@link GridSupply}: each call reads the supply as it is then. Cost per call: one
 * {@link GridSupply#offersUntil} plus O(providers).
 */
public final class InterGridGateway {
    /** β when a scenario does not set one: the paper gives no value (docs/experiments/peering.md). */
    public static final double DEFAULT_BETA = 1.0;

    private final String gridName;
    private final GridSupply supply;
    private final double beta;

    public InterGridGateway(String gridName, GridSupply supply, double beta) {
        this.gridName = Objects.requireNonNull(gridName, "gridName");
        this.supply = Objects.requireNonNull(supply, "supply");
        if (!(beta >= 0) || Double.isInfinite(beta)) {
            throw new IllegalArgumentException("beta must be finite and not negative: " + beta);
        }
        this.beta = beta;
    }

    public String gridName() {
        return gridName;
    }

    public GridSupply supply() {
        return supply;
    }

    public double beta() {
        return beta;
    }

    /**
     * Eq. 2: p_cost = Σ cp_i · ru_i / Σ ru_j, the price of a unit averaged over providers weighted by the
     * units ru_i each offers until the horizon. 0 when no provider offers anything (nothing to average; every
     * request then costs ∞ anyway).
     */
    public static double averageUnitPrice(List<SupplyOffer> offers) {
        long totalUnits = 0;
        for (SupplyOffer offer : offers) {
            totalUnits = Math.addExact(totalUnits, offer.units());
        }
        if (totalUnits == 0) {
            return 0;
        }
        double weighted = 0;
        for (SupplyOffer offer : offers) {
            weighted += offer.unitPrice() * ((double) offer.units() / totalUnits);
        }
        return weighted;
    }

    /** §5's cost function for [now, horizon): A = the units offered in it, p_cost by Eq. 2, this β. */
    public GatewayCost costUntil(long nowSeconds, long horizonSeconds) {
        requireWindow(nowSeconds, horizonSeconds);
        List<SupplyOffer> offers = supply.offersUntil(nowSeconds, horizonSeconds);
        long available = 0;
        for (SupplyOffer offer : offers) {
            available = Math.addExact(available, offer.units());
        }
        return new GatewayCost(available, averageUnitPrice(offers), beta);
    }

    /** §5: L = booked ÷ offered units in [now, horizon); 1 when nothing is offered (the grid is full). */
    public double loadUntil(long nowSeconds, long horizonSeconds) {
        GatewayCost cost = costUntil(nowSeconds, horizonSeconds);
        if (cost.availableUnits() == 0) {
            return 1;
        }
        return Math.min(1.0, (double) supply.bookedUnits(nowSeconds, horizonSeconds) / cost.availableUnits());
    }

    /**
     * Eq. 3: mc_i(u, L), the cost of serving {@code units} units by {@code horizonSeconds}, in G$, counting
     * {@code inProgressUnits} more as booked (the tickets of negotiations in progress, §5.2). ∞ when the
     * grid offers nothing until the horizon or the request does not fit in what is left.
     */
    public double requestCost(long units, long nowSeconds, long horizonSeconds, long inProgressUnits) {
        GatewayCost cost = costUntil(nowSeconds, horizonSeconds);
        long booked = Math.addExact(supply.bookedUnits(nowSeconds, horizonSeconds), inProgressUnits);
        return cost.marginalCostOfUnits(booked, units);
    }

    /** {@link #requestCost} of {@code request} at {@code nowSeconds}, nothing in progress. */
    public double requestCost(PeeringRequest request, long nowSeconds) {
        return requestCost(request.units(), nowSeconds, request.horizonSeconds(), 0);
    }

    private static void requireWindow(long nowSeconds, long horizonSeconds) {
        if (horizonSeconds < nowSeconds) {
            throw new IllegalArgumentException("horizon " + horizonSeconds + " before now " + nowSeconds);
        }
    }
}
