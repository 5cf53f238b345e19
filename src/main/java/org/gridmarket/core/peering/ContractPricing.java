package org.gridmarket.core.peering;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Seed 000 §5.1 and §6.1: the price range of a contract from the seller's cost function. p_max is the
 * seller's per-unit cost of a u_units request at the load threshold L, mc(u, L) / u_units (Eq. 3; with
 * u_units = 1, cost(L + 1/A) − cost(L)). A fixed-price contract is [p_max, p_max]; a price-range contract is
 * [p_max − δ_k, p_max] with δ_k by Eq. 4 as printed,
 * {@code δ_k(L) = (mc(u, L − u_load) − mc(u, L − k − u_load)) / u_units}. §6.1's prose instead takes p_min as
 * the marginal cost at 85 % = L − 2k ({@link RangeRule#SECTION_6_1_PROSE}); we follow Eq. 4 and keep the
 * prose as a sensitivity option (docs/experiments/peering.md, "Ambiguities").
 *
 * <p>The seller's A and p_cost are those of [now, next update) (§5: "the horizon is the time of the next
 * contract update"); updates come every U(1, 6) h ({@link #nextUpdateSeconds}, §6.4 Table 1). A load below
 * 0 in Eq. 4 (a tiny grid, k near L) is taken as 0.
 *
 * @param loadThreshold   L in (0, 1] (§6.1: 0.95)
 * @param k               the load decrease in (0, L) (§6.1: 0.05)
 * @param unitsPerRequest u_units (§5.1: 1)
 * @param rangeRule       how δ is read
 */
public record ContractPricing(double loadThreshold, double k, long unitsPerRequest, RangeRule rangeRule) {
    /** §6.1's parameters with Eq. 4 as printed: L = 95 %, k = 5 %, u_units = 1. */
    public static final ContractPricing PAPER = new ContractPricing(0.95, 0.05, 1, RangeRule.EQ_4_AS_PRINTED);
    /** Shortest interval between contract updates (§6.4 Table 1: U(1, 6) h). */
    public static final long MIN_UPDATE_SECONDS = 3_600;
    /** Longest interval between contract updates. */
    public static final long MAX_UPDATE_SECONDS = 6 * 3_600;

    /** The two readings of the price range (§5.1 Eq. 4 against §6.1's prose). */
    public enum RangeRule {
        /** δ_k = (mc(u, L − u_load) − mc(u, L − k − u_load)) / u_units. */
        EQ_4_AS_PRINTED,
        /** δ = (mc(u, L) − mc(u, L − 2k)) / u_units: p_min is the marginal cost at 85 % when L = 95 %. */
        SECTION_6_1_PROSE
    }

    public ContractPricing {
        if (!(loadThreshold > 0 && loadThreshold <= 1)) {
            throw new IllegalArgumentException("load threshold must be in (0, 1]: " + loadThreshold);
        }
        if (!(k > 0 && k < loadThreshold)) {
            throw new IllegalArgumentException("k must be in (0, load threshold): " + k);
        }
        if (unitsPerRequest < 1) {
            throw new IllegalArgumentException("units per request must be positive: " + unitsPerRequest);
        }
        if (rangeRule == null) {
            throw new IllegalArgumentException("range rule is required");
        }
    }

    /** p_max = mc(u, L) / u_units at the load threshold, G$ per unit; ∞ when the seller offers nothing. */
    public double maxPrice(GatewayCost seller) {
        return seller.increment(loadThreshold, unitsPerRequest) / unitsPerRequest;
    }

    /** δ_k by {@link #rangeRule()}, G$ per unit (0 when the seller offers nothing: its prices are ∞). */
    public double delta(GatewayCost seller) {
        if (seller.availableUnits() == 0) {
            return 0;
        }
        double unitLoad = seller.loadOf(unitsPerRequest);
        double upper = rangeRule == RangeRule.EQ_4_AS_PRINTED ? loadThreshold - unitLoad : loadThreshold;
        double lower = rangeRule == RangeRule.EQ_4_AS_PRINTED ? loadThreshold - k - unitLoad : loadThreshold - 2 * k;
        double marginal = seller.increment(Math.max(0, upper), unitsPerRequest)
                - seller.increment(Math.max(0, lower), unitsPerRequest);
        return marginal / unitsPerRequest;
    }

    /** p_min: p_max for a fixed-price contract, p_max − δ (never below 0) for a price-range one. */
    public double minPrice(ContractType type, GatewayCost seller) {
        double max = maxPrice(seller);
        if (type == ContractType.FIXED_PRICE || Double.isInfinite(max)) {
            return max;
        }
        return Math.max(0, max - delta(seller));
    }

    /**
     * The contract priced at {@code nowSeconds} from the seller gateway's cost function over
     * [now, nextUpdateSeconds), valid until that update.
     */
    public Contract price(String id, String buyerGrid, InterGridGateway seller, ContractType type,
                          long nowSeconds, long nextUpdateSeconds) {
        GatewayCost cost = seller.costUntil(nowSeconds, nextUpdateSeconds);
        return new Contract(id, buyerGrid, seller.gridName(), type, minPrice(type, cost), maxPrice(cost),
                nowSeconds, nextUpdateSeconds);
    }

    /** The next update: now plus a whole number of seconds drawn uniformly from [1 h, 6 h] (§6.4). */
    public static long nextUpdateSeconds(long nowSeconds, UniformRandomProvider random) {
        return Math.addExact(nowSeconds, random.nextLong(MIN_UPDATE_SECONDS, MAX_UPDATE_SECONDS + 1));
    }
}
