package org.gridmarket.sim.allocation;

/** What one replay measured: ART (Eq. 1) in seconds, mean |WQ| over events, jobs replayed. */
public record ReplayOutcome(double artSeconds, double meanQueueLength, int jobs) {
}
