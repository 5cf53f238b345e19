package org.gridmarket.sim;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The mean of a metric over independent runs (seeds) and the half-width of its 95 % confidence interval,
 * Student t with n − 1 degrees of freedom: t(0.975, n − 1) · s / √n. Runs where the metric is undefined (NaN:
 * an average over no scheduled task) are left out; {@code ci95} is NaN below two runs, {@code mean} NaN with none.
 *
 * @param samples runs that entered the mean
 */
public record Estimate(double mean, double ci95, int samples) {

    private static final double CONFIDENCE = 0.95;

    /** The estimate from one value per run. Cost O(n). */
    public static Estimate of(double... values) {
        double[] finite = Arrays.stream(values).filter(Double::isFinite).toArray();
        int n = finite.length;
        if (n == 0) {
            return new Estimate(Double.NaN, Double.NaN, 0);
        }
        double mean = Arrays.stream(finite).sum() / n;
        if (n == 1) {
            return new Estimate(mean, Double.NaN, 1);
        }
        double squares = Arrays.stream(finite).map(value -> (value - mean) * (value - mean)).sum();
        double standardDeviation = Math.sqrt(squares / (n - 1));
        double t = TDistribution.of(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
        return new Estimate(mean, t * standardDeviation / Math.sqrt(n), n);
    }
}
