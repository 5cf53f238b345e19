package org.gridmarket.core.workload;

/** What a federation user optimises (seed 004 §3.3); trace jobs carry {@link #NONE}. */
public enum OptimisationStrategy {
    /** No market preference: a plain local job. */
    NONE,
    /** OFT: minimum response time within the budget. */
    TIME,
    /** OFC: minimum cost within the deadline. */
    COST
}
