package org.gridmarket.core.preemption;

import java.util.List;
import java.util.Optional;

/**
 * Seed 001 §2.1: a preemption policy is a function over all candidate sets, policy(A) = C_m. Ours returns
 * the whole order of preference: the first set is the policy's choice, and the LRMS falls back to the next
 * when a set cannot be used (a migratable member would miss its deadline). Policies are pure functions of
 * the sets, so they are tested without a scheduler.
 */
public interface PreemptionPolicy {

    /** NOP, MOV, MLIP or MOML. */
    String name();

    /**
     * What the policy does, in plain words for the people whose jobs it interrupts, completing "the cluster's
     * policy …" (e.g. MLIP: "interrupts the fewest jobs"); the paper's name stays {@link #name}.
     */
    String inWords();

    /** The sets in this policy's order of preference; empty when it never preempts. */
    List<CandidateSet> rank(List<CandidateSet> sets);

    /** The policy's choice, policy(A): the first of {@link #rank}. */
    default Optional<CandidateSet> choose(List<CandidateSet> sets) {
        List<CandidateSet> ranked = rank(sets);
        return ranked.isEmpty() ? Optional.empty() : Optional.of(ranked.get(0));
    }
}
