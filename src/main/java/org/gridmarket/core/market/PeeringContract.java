package org.gridmarket.core.market;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;
import org.gridmarket.core.peering.Contract;
import org.gridmarket.core.peering.ContractPricing;
import org.gridmarket.core.peering.ContractType;
import org.gridmarket.core.peering.GatewayCost;

/**
 * A live contract C_ij (seed 000 §5.1): the terms an admin set, and its price range as last priced from the
 * seller grid's cost function over [pricedAt, nextUpdate) ({@link ContractPricing}, Eq. 3 and Eq. 4).
 *
 * <p>Units: the cost function's unit is one CPU-second priced in µG$; the range is kept, like every posted
 * price, in whole µG$ per processor-hour (the per-CPU-second price × 3,600, rounded once, half up), so what a
 * redirected job pays is the exact, once-rounded cost of its processor-seconds at that price. A null end is
 * ∞: the seller offers nothing until its next update, so nothing is offered under the contract.
 */
public record PeeringContract(Terms terms, Long minMicroGdPerProcessorHour, Long maxMicroGdPerProcessorHour,
                              long pricedAtSeconds, long nextUpdateSeconds) {

    /** The reference of contract {@code id} in the ledger and the negotiation trail: {@code contract-<id>}. */
    public static String reference(long id) {
        return "contract-" + id;
    }

    /**
     * What an admin agreed (issue 23's API): buyer and seller grids, fixed-price or price-range, L and k in
     * whole percent (§6.1: 95 and 5) and how often the seller reprices it.
     */
    public record Terms(long id, String buyerGrid, String sellerGrid, ContractType type, int loadThresholdPct,
                        int kPct, long updateIntervalSeconds) {
        public Terms {
            Objects.requireNonNull(buyerGrid, "buyerGrid");
            Objects.requireNonNull(sellerGrid, "sellerGrid");
            Objects.requireNonNull(type, "type");
            if (buyerGrid.equals(sellerGrid)) {
                throw new IllegalArgumentException("a grid cannot contract with itself: " + buyerGrid);
            }
            if (loadThresholdPct <= 0 || loadThresholdPct > 100 || kPct <= 0 || kPct >= loadThresholdPct
                    || updateIntervalSeconds < 1) {
                throw new IllegalArgumentException("contract terms out of range: L " + loadThresholdPct + " %, k "
                        + kPct + " %, interval " + updateIntervalSeconds + " s");
            }
        }

        /** §6.1's pricing with these L and k, u_units = 1 and Eq. 4 as printed. */
        public ContractPricing pricing() {
            return new ContractPricing(loadThresholdPct / 100.0, kPct / 100.0, 1,
                    ContractPricing.RangeRule.EQ_4_AS_PRINTED);
        }
    }

    public PeeringContract {
        Objects.requireNonNull(terms, "terms");
        if ((minMicroGdPerProcessorHour == null) != (maxMicroGdPerProcessorHour == null)
                || minMicroGdPerProcessorHour != null && minMicroGdPerProcessorHour > maxMicroGdPerProcessorHour) {
            throw new IllegalArgumentException("a price range needs min ≤ max, both finite or both ∞");
        }
    }

    /**
     * The contract priced at {@code nowSeconds} from {@code seller}, the seller grid's cost function over
     * [now, now + update interval): p_max = mc(1, L) (Eq. 3), p_min = p_max − δ_k (Eq. 4) or p_max when fixed.
     */
    public static PeeringContract priced(Terms terms, GatewayCost seller, long nowSeconds) {
        ContractPricing pricing = terms.pricing();
        double max = pricing.maxPrice(seller);
        double min = pricing.minPrice(terms.type(), seller);
        Long maxPerHour = perProcessorHour(max);
        Long minPerHour = maxPerHour == null ? null : Math.min(maxPerHour, perProcessorHour(min));
        return new PeeringContract(terms, minPerHour, maxPerHour, nowSeconds,
                Math.addExact(nowSeconds, terms.updateIntervalSeconds()));
    }

    /** µG$ per CPU-second as whole µG$ per processor-hour (× 3,600, rounded once, half up); null for ∞. */
    public static Long perProcessorHour(double microGdPerCpuSecond) {
        if (!Double.isFinite(microGdPerCpuSecond)) {
            return null;
        }
        return BigDecimal.valueOf(microGdPerCpuSecond).multiply(BigDecimal.valueOf(3_600))
                .setScale(0, RoundingMode.HALF_UP).longValueExact();
    }

    public long id() {
        return terms.id();
    }

    public String reference() {
        return reference(terms.id());
    }

    public boolean priced() {
        return maxMicroGdPerProcessorHour != null;
    }

    /**
     * The negotiation's view (core/peering's {@link Contract}): prices in µG$ per CPU-second, exactly the
     * per-hour prices ÷ 3,600; ∞ when nothing is offered.
     */
    public Contract toNegotiated() {
        double min = minMicroGdPerProcessorHour == null ? Double.POSITIVE_INFINITY : minMicroGdPerProcessorHour / 3_600.0;
        double max = maxMicroGdPerProcessorHour == null ? Double.POSITIVE_INFINITY : maxMicroGdPerProcessorHour / 3_600.0;
        return new Contract(reference(), terms.buyerGrid(), terms.sellerGrid(), terms.type(), min, max,
                pricedAtSeconds, nextUpdateSeconds);
    }
}
