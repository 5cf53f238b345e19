package org.gridmarket.sim.tender;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * One run's measures (one seed, one λ, one series), every {@link TenderMeasure} present; an average over no task
 * is NaN.
 *
 * @param measuredExternals external tasks arriving in the measured window (the denominator of rejected_pct)
 */
public record TenderRunMeasures(Map<TenderMeasure, Double> values, int measuredExternals) {

    public TenderRunMeasures {
        values = Collections.unmodifiableMap(new EnumMap<>(values));
        if (values.size() != TenderMeasure.values().length) {
            throw new IllegalArgumentException("every metric needs a value, got " + values.keySet());
        }
    }

    public double value(TenderMeasure metric) {
        return values.get(metric);
    }
}
