package org.gridmarket.sim.intergrid;

import org.gridmarket.core.peering.ContractType;

/** The contract set-up between gateways of a scenario (seed 000 §6.4): none, or all-to-all of one type. */
public enum ContractKind {
    NONE("none", null),
    FIXED_PRICE("fixed-price", ContractType.FIXED_PRICE),
    PRICE_RANGE("price-range", ContractType.PRICE_RANGE);

    private final String key;
    private final ContractType type;

    ContractKind(String key, ContractType type) {
        this.key = key;
        this.type = type;
    }

    /** summary.json's {@code contract} value. */
    public String key() {
        return key;
    }

    /** The core contract type; null for {@link #NONE}. */
    public ContractType type() {
        return type;
    }
}
