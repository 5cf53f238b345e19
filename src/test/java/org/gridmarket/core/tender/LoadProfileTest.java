package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The step function R^load: steps, change points, history discarded, the non-increasing guard. */
class LoadProfileTest {

    /** 3,000 MIPS on [0, 2), 1,000 on [2, 6), then nothing. */
    private static LoadProfile staircase() {
        LoadProfile load = new LoadProfile(4_000);
        load.assignLevel(0, 6, 1_000, 0);
        load.assignLevel(0, 2, 3_000, 0);
        return load;
    }

    @Test
    void aFreshProfileIsEmptyForever() {
        LoadProfile load = new LoadProfile(4_000);
        assertThat(load.loadAt(-1e9)).isZero();
        assertThat(load.loadAt(1e9)).isZero();
        assertThat(load.steps()).isEqualTo(1);
        assertThat(load.changePointsAfter(0)).isZero();
    }

    @Test
    void stepsAndChangePoints() {
        LoadProfile load = staircase();
        assertThat(load.loadAt(1.999)).isEqualTo(3_000);
        assertThat(load.loadAt(2)).isEqualTo(1_000);
        assertThat(load.loadAt(6)).isZero();
        assertThat(load.changePointsAfter(0)).isEqualTo(2);
        assertThat(load.changePointsAfter(2)).isEqualTo(1);
        assertThat(load.allocatedMiBetween(1, 3)).isEqualTo(4_000);
        assertThat(load.isNonIncreasingFrom(0)).isTrue();
    }

    @Test
    void discardingKeepsTheFuture() {
        LoadProfile load = staircase();
        load.discardBefore(3);
        assertThat(load.origin()).isEqualTo(3);
        assertThat(load.loadAt(3)).isEqualTo(1_000);
        assertThat(load.loadAt(6)).isZero();
        assertThat(load.changePointsAfter(3)).isEqualTo(1);
    }

    @Test
    void equalNeighboursMerge() {
        LoadProfile load = staircase();
        load.assignLevel(2, 4, 3_000, 0);
        assertThat(load.steps()).isEqualTo(4);
        assertThat(load.stepEnd(1)).isEqualTo(4);
    }

    @Test
    void aLevelThatWouldRiseIsRefusedWithoutChange() {
        LoadProfile load = staircase();
        String before = load.toString();
        assertThatThrownBy(() -> load.assignLevel(3, 5, 2_000, 0)).isInstanceOf(IllegalStateException.class);
        assertThat(load).hasToString(before);
    }
}
