package org.gridmarket.core.allocation;

/**
 * One processor allocation method of seed 002 §4: a pure decision over a snapshot. Implementations never
 * mutate the snapshot's arrays and never see runtimes (§3: execution times are unknown in advance).
 */
public interface AllocationMethod {

    /** The paper's short name: BF, FF, SI, TI, AI, AI2, TAI or TAI2. */
    String name();

    /**
     * Which of the clusters that can start the head job now this method picks, in plain words, with the section
     * of seed 002 that defines it. Every method picks best-fit's or fastest-first's cluster to shorten the average
     * turnaround time (§3, Eq. 1); none looks at prices. The name alone unless the method says more.
     */
    default String objective() {
        return name();
    }

    /**
     * The site index for the head job ({@link AllocationSnapshot#headProcessors()}), or -1 when no site has
     * that many free processors. A returned site always has NP_j ≥ NRP_FJ.
     */
    int choose(AllocationSnapshot snapshot);
}
