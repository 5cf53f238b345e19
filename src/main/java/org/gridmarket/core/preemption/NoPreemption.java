package org.gridmarket.core.preemption;

import java.util.List;

/** NOP, seed 001 §8.3's baseline: never preempts, so a local request that finds no room is rejected. */
public final class NoPreemption implements PreemptionPolicy {

    @Override
    public String name() {
        return "NOP";
    }

    @Override
    public String inWords() {
        return "never interrupts a job: local jobs wait for free processors";
    }

    @Override
    public List<CandidateSet> rank(List<CandidateSet> sets) {
        return List.of();
    }
}
