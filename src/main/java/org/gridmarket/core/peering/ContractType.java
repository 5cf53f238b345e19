package org.gridmarket.core.peering;

/** Seed 000 §5.1: the two kinds of contract between a buying and a selling gateway. */
public enum ContractType {
    /** [p_max, p_max]: the buyer offers p_max, the seller accepts or rejects, never counters. */
    FIXED_PRICE,
    /** [p_max − Δ, p_max] with Δ = δ_k (Eq. 4): the buyer offers p_min, the seller may counter up to p_max. */
    PRICE_RANGE
}
