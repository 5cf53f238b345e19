package org.gridmarket.core.federation;

/**
 * Decides where a job submitted to its origin GFA runs (seed 004 §3.3, §4.2–4.4). One small class per
 * policy: {@link IndependentResources} (Experiment 1), {@link FederationWithoutEconomy} (Experiment 2) and
 * {@link DeadlineBudgetConstrained} (Experiments 3–5). A policy only chooses; the {@link Federation}
 * admits the job at the chosen site and does the bookkeeping.
 */
public interface Superscheduler {

    AgentPlacement place(FederatedJob job, FederationView federation);

    /** Stable name for reports. */
    String name();
}
