package org.gridmarket.core.lrms;

/**
 * Configuration of one site's {@link LocalScheduler}.
 *
 * @param policy backfilling policy
 * @param overrunRule what happens when a job outlives its estimate
 * @param overrunStepSeconds how far an overrunning job's reservation is extended each time, under
 *     {@link OverrunRule#EXTEND_ESTIMATE}
 */
public record SchedulerSettings(BackfillingPolicy policy, OverrunRule overrunRule, long overrunStepSeconds) {

    /** Default extension step: five minutes. */
    public static final long DEFAULT_OVERRUN_STEP_SECONDS = 300;

    public SchedulerSettings {
        if (overrunStepSeconds <= 0) {
            throw new IllegalArgumentException("overrun step must be positive: " + overrunStepSeconds);
        }
    }

    /** The policy with trace-preserving defaults (jobs run to completion). */
    public static SchedulerSettings of(BackfillingPolicy policy) {
        return new SchedulerSettings(policy, OverrunRule.EXTEND_ESTIMATE, DEFAULT_OVERRUN_STEP_SECONDS);
    }

    public SchedulerSettings withOverrunRule(OverrunRule rule) {
        return new SchedulerSettings(policy, rule, overrunStepSeconds);
    }
}
