package org.gridmarket.core.peering;

import org.gridmarket.core.lrms.LoadForecast;
import org.gridmarket.core.lrms.OverrunRule;
import org.gridmarket.core.lrms.SchedulerSettings;

/**
 * How a resource provider schedules (seed 000 §4, §6.3).
 *
 * @param policy Eb, Cb, CbM or EbMf
 * @param easyPivots k, the pivots of Eb (EbMf uses one per partition, Algorithm 1 line 5)
 * @param overrunRule what happens to a job outliving its estimate ({@link OverrunRule#KILL_AT_ESTIMATE} is §4's)
 * @param overrunStepSeconds extension step under {@link OverrunRule#EXTEND_ESTIMATE}
 * @param forecastWindowIntervals EbMf's EWMA window (§6.1: 25)
 * @param forecastWeight EbMf's EWMA weight α (not given; 2/26 by default)
 * @param reallocationPeriodSeconds time between EbMf's reallocation events (not given; one hour by default)
 */
public record ProviderSettings(ProviderPolicy policy, int easyPivots, OverrunRule overrunRule, long overrunStepSeconds,
                               int forecastWindowIntervals, double forecastWeight, long reallocationPeriodSeconds) {

    /** Default time between reallocation events: one hour. */
    public static final long DEFAULT_REALLOCATION_PERIOD_SECONDS = 3_600;

    public ProviderSettings {
        if (policy == null || overrunRule == null || easyPivots < 1 || overrunStepSeconds <= 0
                || reallocationPeriodSeconds <= 0 || forecastWindowIntervals < 1
                || !(forecastWeight > 0 && forecastWeight <= 1)) {
            throw new IllegalArgumentException("invalid provider settings: policy " + policy + ", pivots "
                    + easyPivots + ", overrun " + overrunRule + " step " + overrunStepSeconds + ", forecast window "
                    + forecastWindowIntervals + " weight " + forecastWeight + ", reallocation period "
                    + reallocationPeriodSeconds);
        }
    }

    /** The paper's set-up for {@code policy}: one pivot, jobs killed at their estimates, 25 intervals, α = 2/26, 1 h. */
    public static ProviderSettings of(ProviderPolicy policy) {
        return new ProviderSettings(policy, 1, OverrunRule.KILL_AT_ESTIMATE,
                SchedulerSettings.DEFAULT_OVERRUN_STEP_SECONDS, LoadForecast.DEFAULT_WINDOW_INTERVALS,
                LoadForecast.DEFAULT_WEIGHT, DEFAULT_REALLOCATION_PERIOD_SECONDS);
    }

    public ProviderSettings withOverrunRule(OverrunRule rule) {
        return new ProviderSettings(policy, easyPivots, rule, overrunStepSeconds, forecastWindowIntervals,
                forecastWeight, reallocationPeriodSeconds);
    }

    public ProviderSettings withReallocationPeriodSeconds(long seconds) {
        return new ProviderSettings(policy, easyPivots, overrunRule, overrunStepSeconds, forecastWindowIntervals,
                forecastWeight, seconds);
    }

    public ProviderSettings withEasyPivots(int pivots) {
        return new ProviderSettings(policy, pivots, overrunRule, overrunStepSeconds, forecastWindowIntervals,
                forecastWeight, reallocationPeriodSeconds);
    }
}
