package org.gridmarket.sim.allocation;

import java.util.Arrays;
import java.util.List;

/**
 * Per SH, over its drawn vectors: the mean fastest/slowest ratio (§5.1 quotes 1.9, 2.7, 4.3, 5.6) and the mean SH
 * both ways of Ambiguity 2 — Eq. 19's variance about 1 (what the draw fixes) and Eq. 3's variance about the mean
 * speed (what the decisions see).
 */
public record SpeedStatistics(double sh, int vectors, double meanSpeedRatio, double meanShAboutOne,
                              double meanShAboutMean) {

    static SpeedStatistics of(double sh, List<double[]> vectors) {
        double ratio = 0;
        double aboutOne = 0;
        double aboutMean = 0;
        for (double[] speeds : vectors) {
            double max = Arrays.stream(speeds).max().orElseThrow();
            double min = Arrays.stream(speeds).min().orElseThrow();
            double mean = Arrays.stream(speeds).average().orElseThrow();
            ratio += max / min;
            aboutOne += Arrays.stream(speeds).map(speed -> (speed - 1) * (speed - 1)).sum() / speeds.length;
            aboutMean += Arrays.stream(speeds).map(speed -> (speed - mean) * (speed - mean)).sum() / speeds.length;
        }
        int count = vectors.size();
        return new SpeedStatistics(sh, count, ratio / count, aboutOne / count, aboutMean / count);
    }
}
