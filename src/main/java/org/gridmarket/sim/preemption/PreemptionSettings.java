package org.gridmarket.sim.preemption;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What to run. Full (§7.2): every sweep point, 5 seeds, 3,000 requests over 14 days. Quick (a smoke test, not a
 * reproduction): three points per sweep and 1 seed.
 *
 * @param values the points of each sweep, in %
 * @param seeds runs per point, in [1, {@value #MAXIMUM_SEEDS}]; run k draws from streams seeded by the master
 *     seed and k, and every point and policy of run k shares its workload
 * @param requests requests per run (tests use fewer)
 * @param spanSeconds arrivals are stretched over [0, spanSeconds]
 */
public record PreemptionSettings(Map<Sweep, List<Integer>> values, int seeds, long seed, boolean quick, int requests,
        long spanSeconds) {

    public static final int FULL_SEEDS = 5;
    public static final int QUICK_SEEDS = 1;
    public static final int MAXIMUM_SEEDS = 100;

    public PreemptionSettings {
        EnumMap<Sweep, List<Integer>> copy = new EnumMap<>(Sweep.class);
        values.forEach((sweep, points) -> copy.put(sweep, List.copyOf(points)));
        values = Collections.unmodifiableMap(copy);
        if (seeds < 1 || seeds > MAXIMUM_SEEDS) {
            throw new IllegalArgumentException("seeds must be 1.." + MAXIMUM_SEEDS + ", got " + seeds);
        }
        if (requests < 10 || spanSeconds < 1) {
            throw new IllegalArgumentException("need at least 10 requests and a positive span");
        }
    }

    /** The paper's runs, or the quick subset; {@code seeds} null takes the default (5, quick 1). */
    public static PreemptionSettings of(boolean quick, Integer seeds, long seed) {
        Map<Sweep, List<Integer>> values = new EnumMap<>(Sweep.class);
        for (Sweep sweep : Sweep.values()) {
            values.put(sweep, sweep.values(quick));
        }
        return new PreemptionSettings(values, seeds != null ? seeds : quick ? QUICK_SEEDS : FULL_SEEDS, seed, quick,
                PreemptionWorkload.REQUESTS, PreemptionWorkload.SPAN_SECONDS);
    }
}
