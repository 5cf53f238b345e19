package org.gridmarket.sim.tender;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * One run's measures (one seed, one λ, one series), every {@link Metric} present; an average over no task is NaN.
 *
 * @param measuredExternals external tasks arriving in the measured window (the denominator of rejected_pct)
 */
public record RunMetrics(Map<Metric, Double> values, int measuredExternals) {

    public RunMetrics {
        values = Collections.unmodifiableMap(new EnumMap<>(values));
        if (values.size() != Metric.values().length) {
            throw new IllegalArgumentException("every metric needs a value, got " + values.keySet());
        }
    }

    public double value(Metric metric) {
        return values.get(metric);
    }
}
