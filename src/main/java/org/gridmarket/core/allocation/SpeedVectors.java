package org.gridmarket.core.allocation;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;

/**
 * Seed 002 §5.1, Eq. (18)–(19): speed vectors for the grid of Table 6, N = (8, 128, 128, 128, 50) (site
 * sizes, not free processors). sp_1..sp_3 ~ Normal(mean 1, variance SH); sp_4 and sp_5 solve Σ sp_j N_j = 442
 * (Eq. 18) and Σ (sp_j − 1)² / 5 = SH (Eq. 19), one of the two roots chosen by a coin from the same
 * generator. A draw is repeated when there is no real root or a speed is below {@link #MINIMUM_SPEED}: without
 * that floor, near-zero speeds at SH 0.24 push the mean fastest/slowest ratio far past §5.1's 5.6.
 *
 * <p>Cost: a constant expected number of draws per vector (at most {@link #MAXIMUM_ATTEMPTS}).
 */
public final class SpeedVectors {

    /** Table 6's site sizes N_j. */
    public static final int[] SITE_PROCESSORS = {8, 128, 128, 128, 50};
    /** Eq. (18)'s C: the total capacity when every speed is 1. */
    public static final double TOTAL_CAPACITY = 442;
    public static final double MINIMUM_SPEED = 0.1;
    public static final int MAXIMUM_ATTEMPTS = 100_000;
    /** The largest SH tried in §5.1; draws succeed well beyond it, but not for any SH. */
    public static final double MAXIMUM_HETEROGENEITY = 1;

    private SpeedVectors() {
    }

    /** A vector (sp_1, …, sp_5) meeting Eq. (18)–(19) for 0 ≤ sh ≤ 1; sh = 0 gives all ones. */
    public static double[] draw(double sh, UniformRandomProvider random) {
        if (!(sh >= 0) || sh > MAXIMUM_HETEROGENEITY) {
            throw new IllegalArgumentException("SH must be in [0, " + MAXIMUM_HETEROGENEITY + "], was " + sh);
        }
        if (sh == 0) {
            return new double[] {1, 1, 1, 1, 1};
        }
        ZigguratSampler.NormalizedGaussian gaussian = ZigguratSampler.NormalizedGaussian.of(random);
        double deviation = Math.sqrt(sh);
        for (int attempt = 0; attempt < MAXIMUM_ATTEMPTS; attempt++) {
            double[] speeds = new double[5];
            for (int j = 0; j < 3; j++) {
                speeds[j] = 1 + deviation * gaussian.sample();
            }
            if (solveLastTwo(speeds, sh, random.nextBoolean()) && slowest(speeds) >= MINIMUM_SPEED) {
                return speeds;
            }
        }
        throw new IllegalStateException("no speed vector for SH " + sh + " in " + MAXIMUM_ATTEMPTS + " draws");
    }

    /** The fastest speed over the slowest (§5.1 quotes its mean per SH). */
    public static double fastestToSlowest(double[] speeds) {
        double fastest = Double.NEGATIVE_INFINITY;
        for (double speed : speeds) {
            fastest = Math.max(fastest, speed);
        }
        return fastest / slowest(speeds);
    }

    /**
     * With u = sp_4 − 1 and v = sp_5 − 1, Eq. (18) is the line N_4 u + N_5 v = D and Eq. (19) the circle
     * u² + v² = Q; substituting v gives a quadratic in u. False when the line misses the circle.
     */
    private static boolean solveLastTwo(double[] speeds, double sh, boolean upperRoot) {
        double lineOffset = TOTAL_CAPACITY;
        double radiusSquared = 5 * sh;
        for (int j = 0; j < 5; j++) {
            lineOffset -= SITE_PROCESSORS[j] * (j < 3 ? speeds[j] : 1);
            radiusSquared -= j < 3 ? (speeds[j] - 1) * (speeds[j] - 1) : 0;
        }
        double n4 = SITE_PROCESSORS[3];
        double n5 = SITE_PROCESSORS[4];
        double a = n5 * n5 + n4 * n4;
        double b = -2 * n4 * lineOffset;
        double c = lineOffset * lineOffset - n5 * n5 * radiusSquared;
        double discriminant = b * b - 4 * a * c;
        if (radiusSquared < 0 || discriminant < 0) {
            return false;
        }
        double u = (-b + (upperRoot ? 1 : -1) * Math.sqrt(discriminant)) / (2 * a);
        speeds[3] = 1 + u;
        speeds[4] = 1 + (lineOffset - n4 * u) / n5;
        return true;
    }

    private static double slowest(double[] speeds) {
        double slowest = Double.POSITIVE_INFINITY;
        for (double speed : speeds) {
            slowest = Math.min(slowest, speed);
        }
        return slowest;
    }
}
