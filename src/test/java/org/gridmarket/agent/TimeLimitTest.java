package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TimeLimitTest {

    @ParameterizedTest(name = "{0} s planned + {1} s margin → --time={2}")
    @CsvSource({
        "3, 60, 2",      // 63 s rounds up to 2 minutes
        "0, 60, 1",      // exactly one minute
        "60, 0, 1",
        "61, 0, 2",      // one second over a minute is a second minute
        "0, 0, 1",       // never below one minute (0 would mean no limit to Slurm)
        "3600, 60, 61",
        "3600, 61, 62",
        "86400, 59, 1441"
    })
    void theSlurmTimeLimitIsThePlannedRuntimePlusTheMarginInWholeMinutesRoundedUp(long runtime, long margin,
                                                                                 long minutes) {
        assertThat(TimeLimit.minutes(runtime, margin)).isEqualTo(minutes);
    }

    @ParameterizedTest(name = "{0} s planned + {1} s margin is refused")
    @CsvSource({"-1, 60", "60, -1"})
    void negativeTimesAreRefused(long runtime, long margin) {
        assertThatThrownBy(() -> TimeLimit.minutes(runtime, margin)).isInstanceOf(IllegalArgumentException.class);
    }
}
