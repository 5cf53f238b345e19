package org.gridmarket.core.workload;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterMarsagliaTsangGammaSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.statistics.distribution.GammaDistribution;

/**
 * Arrival process of one Lublin99 job class (lublin99.md "Arrivals"): a rush-hour gamma of log
 * inter-arrival times, stretched by a daily cycle of 48 half-hour buckets whose weights come from a second
 * gamma's CDF. Gamma sampling is Commons RNG's Marsaglia–Tsang sampler; the CDF is Commons Statistics'.
 */
final class Lublin99Arrivals {

    static final int BUCKETS_PER_DAY = 48;
    static final double BUCKET_SECONDS = 1800;
    private static final int CYCLE_START_BUCKET = 11;
    private static final double LOG_INTERARRIVAL_LIMIT = 13;

    private final double[] bucketWeights;
    private final ContinuousSampler rushHour;
    private int bucket;
    private double points;
    private double previousRemainder;
    private double nextArrivalSeconds;

    Lublin99Arrivals(Lublin99Parameters parameters, UniformRandomProvider random) {
        this.bucketWeights = bucketWeights(parameters.cycleShape(), parameters.cycleScale());
        this.rushHour = AhrensDieterMarsagliaTsangGammaSampler.of(random,
                parameters.arrivalShape() * parameters.arrivalShapeFactor(), parameters.arrivalScale());
        advance();
    }

    double nextArrivalSeconds() {
        return nextArrivalSeconds;
    }

    /** Steps 1–5 of the model: moves this class to its following arrival. */
    void advance() {
        double logInterArrival = rushHour.sample();
        while (logInterArrival > LOG_INTERARRIVAL_LIMIT) {
            logInterArrival = rushHour.sample();
        }
        points += Math.exp(logInterArrival) / BUCKET_SECONDS;
        double elapsedSeconds = 0;
        while (points > bucketWeights[bucket]) {
            points -= bucketWeights[bucket];
            bucket = (bucket + 1) % BUCKETS_PER_DAY;
            elapsedSeconds += BUCKET_SECONDS;
        }
        double remainder = points / bucketWeights[bucket];
        elapsedSeconds += BUCKET_SECONDS * (remainder - previousRemainder);
        previousRemainder = remainder;
        nextArrivalSeconds += elapsedSeconds;
    }

    /**
     * Daily-cycle weights: bucket ((i − 1) mod 48) gets GammaCDF(i + 0.5) − GammaCDF(i − 0.5) for i in
     * [11, 59), normalised so that the mean weight is 1.
     */
    static double[] bucketWeights(double shape, double scale) {
        GammaDistribution cycle = GammaDistribution.of(shape, scale);
        double[] weights = new double[BUCKETS_PER_DAY];
        double total = 0;
        for (int index = CYCLE_START_BUCKET; index < CYCLE_START_BUCKET + BUCKETS_PER_DAY; index++) {
            double weight = cycle.cumulativeProbability(index + 0.5) - cycle.cumulativeProbability(index - 0.5);
            weights[(index - 1) % BUCKETS_PER_DAY] = weight;
            total += weight;
        }
        double mean = total / BUCKETS_PER_DAY;
        for (int index = 0; index < BUCKETS_PER_DAY; index++) {
            weights[index] /= mean;
        }
        return weights;
    }
}
