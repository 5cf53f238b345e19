package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** When readiness says DOWN, one row per situation (the check reads {@link LiveEngine#health()}). */
class EngineReadinessTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            turning normally                            | false | true  | -            | 200    | false | true  | -
            turning normally with jobs quarantined      | false | true  | -            | 9000   | false | true  | -
            stopping                                    | true  | true  | -            | 10     | false | true  | the service is stopping
            starting, nothing built yet                 | false | false | -            | 10     | false | true  | the engine is building its state
            a rebuild that keeps failing                | false | false | disk on fire | 10     | false | true  | the engine cannot rebuild its state: disk on fire
            no turn completed for longer than the limit | false | true  | -            | 10001  | false | true  | the engine has completed no turn for 10 s
            a follower, which runs no engine            | false | false | -            | 99999  | true  | true  | -
            a follower that cannot reach the database   | false | false | -            | 10     | true  | false | this replica cannot reach the database
            a follower that is stopping                 | true  | false | -            | 10     | true  | true  | the service is stopping
            """)
    void downExactlyWhileTheEngineCannotServe(String situation, boolean stopping, boolean rebuilt, String failure,
                                              long millisSinceProgress, boolean follower, boolean connected,
                                              String expected) {
        LiveEngine.Health health = new LiveEngine.Health(stopping, rebuilt, failure, millisSinceProgress, 3, 2,
                follower, connected);
        assertThat(EngineReadiness.problem(health, Duration.ofSeconds(10))).isEqualTo(expected);
    }
}
