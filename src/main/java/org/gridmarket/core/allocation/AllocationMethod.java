package org.gridmarket.core.allocation;

/**
 * One processor allocation method of seed 002 §4: a pure decision over a snapshot. Implementations never
 * mutate the snapshot's arrays and never see runtimes (§3: execution times are unknown in advance).
 */
public interface AllocationMethod {

    /** The paper's short name: BF, FF, SI, TI, AI, AI2, TAI or TAI2. */
    String name();

    /**
     * The site index for the head job ({@link AllocationSnapshot#headProcessors()}), or -1 when no site has
     * that many free processors. A returned site always has NP_j ≥ NRP_FJ.
     */
    int choose(AllocationSnapshot snapshot);
}
