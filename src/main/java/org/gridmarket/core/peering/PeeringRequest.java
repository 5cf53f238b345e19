package org.gridmarket.core.peering;

/**
 * A grid user's request as gateways negotiate it (seed 000 §5): it needs {@code processors} for
 * {@code runtimeSeconds}, so u_units = processors × runtime resource units (CPU-seconds), by
 * {@code horizonSeconds} — its deadline, or for a best-effort request the virtual deadline of §5.2 (the latest
 * start the gateway's slots give, plus the runtime), which the caller computes.
 *
 * @param id             the job's id: the explicit tie-break wherever offers are ordered
 * @param processors     processors required (≥ 1)
 * @param runtimeSeconds runtime estimate (≥ 1)
 * @param horizonSeconds the horizon for its cost (Eq. 3)
 */
public record PeeringRequest(long id, int processors, long runtimeSeconds, long horizonSeconds) {

    public PeeringRequest {
        if (processors < 1 || runtimeSeconds < 1) {
            throw new IllegalArgumentException("processors and runtime must be positive");
        }
        Math.multiplyExact(processors, runtimeSeconds);
    }

    /** u_units: processors × runtime, in CPU-seconds. */
    public long units() {
        return Math.multiplyExact(processors, runtimeSeconds);
    }
}
