package org.gridmarket.sim.gridfederation;

import java.util.LongSummaryStatistics;
import java.util.stream.LongStream;

/** Minimum, mean and maximum of a count (Figs. 10–11: messages per job and per GFA). */
public record Spread(long minimum, double mean, long maximum) {

    /** The spread of {@code values}; all zero when there are none. */
    public static Spread of(LongStream values) {
        LongSummaryStatistics statistics = values.summaryStatistics();
        return statistics.getCount() == 0 ? new Spread(0, 0, 0)
                : new Spread(statistics.getMin(), statistics.getAverage(), statistics.getMax());
    }
}
