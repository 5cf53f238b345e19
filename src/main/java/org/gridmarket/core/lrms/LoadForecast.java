package org.gridmarket.core.lrms;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.OptionalDouble;

/**
 * The local-load forecast of seed 000's EbMf provider (§4.2, §6.1): "a weighted exponential moving average
 * [57], considering a window of 25 intervals". Each observation is the local load of one finished interval
 * (a fraction of the site's capacity); the forecast for the next interval weighs the newest observation 1,
 * the one before (1 − α), then (1 − α)², ... over at most {@code windowIntervals} observations, divided by the
 * sum of the weights used:
 * <pre>  forecast = Σ_{i&lt;m} (1 − α)^i · x_{t−i}  ÷  Σ_{i&lt;m} (1 − α)^i,   m = min(observations, window)</pre>
 * The default α = 2 ÷ (25 + 1) is the usual smoothing weight of an N-interval moving average; the paper gives
 * neither the weight nor the start value, so we normalise over the observations in the window rather than
 * seed a recursive average with an arbitrary first value (docs/experiments/peering.md, "Provider side").
 *
 * <p>Costs: {@link #observe} O(1), {@link #forecast} O(window). Not thread-safe (one engine thread).
 */
public final class LoadForecast {

    /** §6.1: the window of 25 intervals. */
    public static final int DEFAULT_WINDOW_INTERVALS = 25;

    /** α = 2 ÷ (window + 1), the conventional EWMA weight for a 25-interval window. */
    public static final double DEFAULT_WEIGHT = 2.0 / (DEFAULT_WINDOW_INTERVALS + 1);

    private final int windowIntervals;
    private final double weight;
    private final Deque<Double> newestFirst = new ArrayDeque<>();

    public LoadForecast(int windowIntervals, double weight) {
        if (windowIntervals < 1) {
            throw new IllegalArgumentException("window must hold at least one interval: " + windowIntervals);
        }
        if (!(weight > 0 && weight <= 1)) {
            throw new IllegalArgumentException("EWMA weight must lie in (0, 1]: " + weight);
        }
        this.windowIntervals = windowIntervals;
        this.weight = weight;
    }

    /** The paper's set-up: 25 intervals, α = 2/26. */
    public static LoadForecast paperDefaults() {
        return new LoadForecast(DEFAULT_WINDOW_INTERVALS, DEFAULT_WEIGHT);
    }

    /** Records the local load of the interval that just ended, a fraction in [0, 1]. */
    public void observe(double load) {
        if (!(load >= 0 && load <= 1)) {
            throw new IllegalArgumentException("a load is a fraction of capacity in [0, 1]: " + load);
        }
        newestFirst.addFirst(load);
        if (newestFirst.size() > windowIntervals) {
            newestFirst.removeLast();
        }
    }

    /** The forecast of the next interval's local load; empty until something has been observed. */
    public OptionalDouble forecast() {
        if (newestFirst.isEmpty()) {
            return OptionalDouble.empty();
        }
        double weighted = 0;
        double weights = 0;
        double factor = 1;
        for (Iterator<Double> iterator = newestFirst.iterator(); iterator.hasNext(); factor *= 1 - weight) {
            weighted += factor * iterator.next();
            weights += factor;
        }
        return OptionalDouble.of(weighted / weights);
    }

    /** Observations currently inside the window. */
    public int observations() {
        return newestFirst.size();
    }

    public int windowIntervals() {
        return windowIntervals;
    }

    public double weight() {
        return weight;
    }
}
