package org.gridmarket.sim.tender;

import java.util.List;
import java.util.stream.IntStream;

/**
 * What to run: the arrival rates, how many seeds per rate, the master seed and the round length Δ.
 *
 * <p>Full (§5.3): λ = 1, …, 10 and 10 seeds each. Quick (a smoke test, not a reproduction): λ ∈ {1, 4, 7, 10}
 * and 3 seeds.
 *
 * @param lambdas arrival rates in increasing order, each a whole number in [1, {@value #MAXIMUM_LAMBDA}]
 * @param seeds runs per rate, in [1, {@value #MAXIMUM_SEEDS}]
 * @param seed master seed; run k of rate λ draws from streams seeded by it, λ and k
 * @param round Δ, in time units: externals arriving in [kΔ, (k + 1)Δ) are announced at (k + 1)Δ; 0 announces
 *     each at its arrival. In [0, {@value #MAXIMUM_ROUND}].
 */
public record TenderSettings(List<Integer> lambdas, int seeds, long seed, double round, boolean quick) {

    public static final List<Integer> FULL_LAMBDAS = IntStream.rangeClosed(1, 10).boxed().toList();
    public static final List<Integer> QUICK_LAMBDAS = List.of(1, 4, 7, 10);
    public static final int FULL_SEEDS = 10;
    public static final int QUICK_SEEDS = 3;
    public static final int MAXIMUM_LAMBDA = 10;
    public static final int MAXIMUM_SEEDS = 100;
    /** A round longer than d − r (10 ± 1) would make every external task late; larger Δ is refused. */
    public static final double MAXIMUM_ROUND = 10;

    public TenderSettings {
        lambdas = List.copyOf(lambdas);
        if (lambdas.isEmpty() || lambdas.stream().anyMatch(lambda -> lambda < 1 || lambda > MAXIMUM_LAMBDA)
                || !lambdas.equals(lambdas.stream().sorted().distinct().toList())) {
            throw new IllegalArgumentException("λ must be distinct whole numbers 1.." + MAXIMUM_LAMBDA
                    + " in increasing order, got " + lambdas);
        }
        if (seeds < 1 || seeds > MAXIMUM_SEEDS) {
            throw new IllegalArgumentException("seeds must be 1.." + MAXIMUM_SEEDS + ", got " + seeds);
        }
        if (!(round >= 0 && round <= MAXIMUM_ROUND)) {
            throw new IllegalArgumentException("the round Δ must be in [0, " + MAXIMUM_ROUND + "], got " + round);
        }
    }

    /** The paper's runs (or the quick subset), with rounds of Δ. */
    public static TenderSettings of(boolean quick, long seed, double round) {
        return new TenderSettings(quick ? QUICK_LAMBDAS : FULL_LAMBDAS, quick ? QUICK_SEEDS : FULL_SEEDS, seed, round,
                quick);
    }
}
