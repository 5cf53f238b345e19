package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.tender.TenderWorkload.Arrival;
import org.junit.jupiter.api.Test;

/** Seed 003 §5.2's task stream: seeded, reproducible, and every quantity within its stated bounds. */
class TenderWorkloadTest {

    @Test
    void theSameSeedGivesTheSameTasksAndAnotherSeedOthers() {
        TenderWorkload workload = TenderWorkload.seed003(4);

        List<Arrival> first = workload.generate(new RandomStreams(7));
        List<Arrival> again = workload.generate(new RandomStreams(7));
        List<Arrival> other = workload.generate(new RandomStreams(8));

        assertThat(again).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    @Test
    void everyTaskIsWithinSection52sBounds() {
        List<Arrival> arrivals = TenderWorkload.seed003(10).generate(new RandomStreams(1));

        double previous = 0;
        for (int index = 0; index < arrivals.size(); index++) {
            TenderTask task = arrivals.get(index).task();
            assertThat(task.id()).isEqualTo(index + 1);
            assertThat(task.arrival()).isBetween(previous, 100.0).isLessThan(100);
            previous = task.arrival();
            assertThat(task.sizeMi()).isBetween(9_000.0, 11_000.0);          // 10,000 ± 10 %
            assertThat(task.dueDate() - task.arrival()).isBetween(9.0, 11.0); // 5 + 5 ± 10 %
            assertThat(task.budget()).isBetween(225.0, 275.0);               // 250 ± 10 %
            assertThat(task.weight()).isCloseTo(task.budget() / (task.dueDate() - task.arrival() - 5), within(1e-9))
                    .isBetween(225.0 / 6, 275.0 / 4);
            int cluster = arrivals.get(index).backgroundCluster();
            assertThat(cluster).isBetween(Arrival.EXTERNAL, 9);
        }
    }

    @Test
    void aboutFortyFivePercentAreBackgroundSpreadOverTheClusters() {
        // λ = 10 on [0, 10,000): about 100,000 tasks; the share's standard error is 0.0016.
        TenderWorkload workload = new TenderWorkload(10, 10_000, 0.45, 10, 10_000, 5, 5, 250, 0.10);

        List<Arrival> arrivals = workload.generate(new RandomStreams(3));

        assertThat((double) arrivals.size()).isCloseTo(100_000, within(1_500.0));
        long background = arrivals.stream().filter(Arrival::background).count();
        assertThat(background / (double) arrivals.size()).isCloseTo(0.45, within(0.01));
        for (int cluster = 0; cluster < 10; cluster++) {
            int id = cluster;
            long onCluster = arrivals.stream().filter(arrival -> arrival.backgroundCluster() == id).count();
            assertThat(onCluster / (double) background).isCloseTo(0.1, within(0.01));
        }
        double meanSize = arrivals.stream().mapToDouble(arrival -> arrival.task().sizeMi()).average().orElseThrow();
        assertThat(meanSize).isCloseTo(10_000, within(20.0));
    }

    @Test
    void refusesParametersThatMakeNoWorkload() {
        assertThatThrownBy(() -> TenderWorkload.seed003(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TenderWorkload.seed003(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TenderWorkload(1, 100, 1.5, 10, 10_000, 5, 5, 250, 0.1))
                .isInstanceOf(IllegalArgumentException.class);
        // the due date's spread, 10 % of (5 + 0.5), is not below wait_time 0.5: d − r − 5 could be ≤ 0, w unbounded
        assertThatThrownBy(() -> new TenderWorkload(1, 100, 0.45, 10, 10_000, 5, 0.5, 250, 0.1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
