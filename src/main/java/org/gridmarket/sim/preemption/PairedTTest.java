package org.gridmarket.sim.preemption;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The one-sample Student t test of paired differences (seed 001 §7.3.1's "t-test" of NOP − MOML): their mean, the
 * 95 % confidence interval mean ± t(0.975, n − 1) · s / √n, and the two-sided p of t = mean ÷ (s / √n) with n − 1
 * degrees of freedom. Below two differences the interval and p are NaN; with no spread (s = 0) the interval is the
 * mean and p is 0, or 1 when every difference is 0.
 */
public record PairedTTest(double mean, double lower, double upper, double p, int n) {

    private static final double CONFIDENCE = 0.95;

    /** The test of {@code differences}. Cost O(n). */
    public static PairedTTest of(double... differences) {
        int n = differences.length;
        if (n == 0 || Arrays.stream(differences).anyMatch(value -> !Double.isFinite(value))) {
            return new PairedTTest(Double.NaN, Double.NaN, Double.NaN, Double.NaN, n);
        }
        double mean = Arrays.stream(differences).sum() / n;
        if (n == 1) {
            return new PairedTTest(mean, Double.NaN, Double.NaN, Double.NaN, 1);
        }
        double squares = Arrays.stream(differences).map(value -> (value - mean) * (value - mean)).sum();
        double standardError = Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        if (standardError == 0) {
            return new PairedTTest(mean, mean, mean, mean == 0 ? 1 : 0, n);
        }
        TDistribution student = TDistribution.of(n - 1);
        double halfWidth = student.inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2) * standardError;
        double p = 2 * student.survivalProbability(Math.abs(mean / standardError));
        return new PairedTTest(mean, mean - halfWidth, mean + halfWidth, p, n);
    }

    /** The test of {@code before[i] − after[i]}. */
    public static PairedTTest ofPairs(double[] before, double[] after) {
        if (before.length != after.length) {
            throw new IllegalArgumentException("unpaired samples: " + before.length + " and " + after.length);
        }
        double[] differences = new double[before.length];
        for (int index = 0; index < before.length; index++) {
            differences[index] = before[index] - after[index];
        }
        return of(differences);
    }
}
