package org.gridmarket.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The live timeline catches up like a simulation: an engine that comes late runs every due action at its
 * own model time, in (time, sequence) order, then reads the wall clock's time.
 */
class WallTimelineTest {
    /** Wall milliseconds; one model second per wall millisecond, model 1,000 at wall 0. */
    private final AtomicLong wall = new AtomicLong();
    private final ScaledWallClock clock = new ScaledWallClock(wall::get, 0, 1_000, 1_000);
    private final WallTimeline timeline = new WallTimeline(clock);
    private final List<String> ran = new ArrayList<>();

    private Runnable record(String name) {
        return () -> ran.add(name + "@" + clock.nowSeconds());
    }

    @Test
    void aLateEngineRunsEachDueActionAtItsOwnTimeIncludingOnesScheduledOnTheWay() {
        timeline.schedule(1_010, record("a"));
        timeline.schedule(1_005, () -> {
            record("b").run();
            timeline.schedule(1_007, record("c"));
            timeline.schedule(1_050, record("d"));
        });
        wall.set(20);

        assertThat(timeline.runDue()).isEqualTo(3);
        assertThat(ran).containsExactly("b@1005", "c@1007", "a@1010");
        assertThat(clock.nowSeconds()).isEqualTo(1_020);

        wall.set(49);
        assertThat(timeline.runDue()).isZero();
        assertThat(timeline.wallMillisUntilNext(500)).isEqualTo(1);
        wall.set(60);
        assertThat(timeline.runDue()).isEqualTo(1);
        assertThat(ran).endsWith("d@1050");
        assertThat(clock.nowSeconds()).isEqualTo(1_060);
    }

    @Test
    void actionsDueAtTheSameTimeRunInTheOrderTheyWereScheduled() {
        timeline.schedule(1_005, record("first"));
        timeline.schedule(1_005, record("second"));
        timeline.schedule(1_004, record("earlier"));
        wall.set(5);

        timeline.runDue();

        assertThat(ran).containsExactly("earlier@1004", "first@1005", "second@1005");
    }

    @Test
    void modelTimeNeverGoesBackAndAnActionForThePastRunsNow() {
        wall.set(30);
        timeline.runDue();
        wall.set(10);
        timeline.runDue();
        assertThat(clock.nowSeconds()).isEqualTo(1_030);

        timeline.schedule(1_000, record("past"));
        timeline.runDue();

        assertThat(ran).containsExactly("past@1030");
    }
}
