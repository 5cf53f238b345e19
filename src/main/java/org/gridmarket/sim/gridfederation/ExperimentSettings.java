package org.gridmarket.sim.gridfederation;

import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * What to run: which of seed 004's Experiments 1–5, full or quick, and the master seed.
 *
 * <p>Full: two-day windows, OFT shares 0, 10, …, 100 % (§4.4) and system sizes 10, 20, …, 50 (§4.6).
 * Quick (a smoke test, not a reproduction): half-day windows, OFT shares 0, 50, 100 % and sizes 10 and 20.
 */
public record ExperimentSettings(Set<Integer> experiments, boolean quick, long seed) {

    public static final Set<Integer> ALL = Set.of(1, 2, 3, 4, 5);
    private static final long QUICK_WINDOW_SECONDS = 43_200;

    public ExperimentSettings {
        experiments = Set.copyOf(experiments);
        if (experiments.isEmpty() || !ALL.containsAll(experiments)) {
            throw new IllegalArgumentException("experiments are 1..5, got " + experiments);
        }
    }

    public boolean runs(int experiment) {
        return experiments.contains(experiment);
    }

    public long windowSeconds() {
        return quick ? QUICK_WINDOW_SECONDS : FederationWorkload.TWO_DAYS_SECONDS;
    }

    /** The population profiles: i in OFT = i %, OFC = (100 − i) %. */
    public List<Integer> oftPercentages() {
        return quick ? List.of(0, 50, 100) : IntStream.rangeClosed(0, 10).map(step -> 10 * step).boxed().toList();
    }

    /** Experiment 5's numbers of GFAs. */
    public List<Integer> systemSizes() {
        return quick ? List.of(10, 20) : List.of(10, 20, 30, 40, 50);
    }

    /** Windows each resource needs: one, or one per replica in Experiment 5's largest federation. */
    public int replicas() {
        int largest = runs(5) ? systemSizes().get(systemSizes().size() - 1) : Table2Resource.TABLE_2.size();
        return (largest + Table2Resource.TABLE_2.size() - 1) / Table2Resource.TABLE_2.size();
    }
}
