package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Seed 003 §3's LS on random non-increasing loads: the allocation fits under P·R, runs exactly O MI, holds the
 * cluster at the level L on [s, C), and a commit keeps the profile non-increasing; long random sequences of
 * tender commits and background tasks (§5.2) keep every invariant.
 */
class LoadLevellingSchedulerProperties {

    @Property(tries = 400)
    void anAllocationRunsTheTaskAtOneLevelUnderCapacity(@ForAll("situations") Situation situation,
                                                         @ForAll("positions") double position) {
        LoadProfile load = situation.cluster().load();
        ResourceCostCurve curve = situation.curve();
        double completion = completionAt(curve, position);
        Allocation allocation = LoadLevellingScheduler.plan(load, situation.machines(), situation.release(),
                situation.sizeMi(), completion);

        assertThat(allocation).isNotNull();
        double capacity = situation.machines().capacityMips();
        assertThat(allocation.levelMips()).isLessThanOrEqualTo(capacity);
        assertThat(allocation.start()).isGreaterThanOrEqualTo(situation.release());
        assertThat(allocation.workBetween(situation.release(), completion + 1))
                .isCloseTo(situation.sizeMi(), within(1e-9 * situation.sizeMi()));
        for (double t : samples(allocation)) {
            assertThat(load.loadAt(t) + allocation.rateAt(t)).isCloseTo(allocation.levelMips(),
                    within(1e-9 * capacity));
        }
        double before = load.allocatedMiBetween(situation.release(), completion);
        LoadLevellingScheduler.commit(load, allocation);
        assertThat(load.allocatedMiBetween(situation.release(), completion) - before)
                .isCloseTo(situation.sizeMi(), within(1e-7 * situation.sizeMi()));
        assertLevelOnWindow(load, allocation);
        assertThat(load.isNonIncreasingFrom(situation.release())).isTrue();
    }

    @Property(tries = 200)
    void commitsAndBackgroundTasksKeepTheProfileNonIncreasing(@ForAll("situations") Situation situation,
                                                              @ForAll("requests") List<double[]> requests) {
        TenderCluster cluster = situation.cluster();
        double now = situation.release();
        for (double[] request : requests) {
            now += request[0];
            cluster.advance(now);
            TenderTask task = new TenderTask(1, now, request[1] * situation.sizeMi(), 0, now, 0);
            Allocation allocation = request[3] < 0.3 ? cluster.runBackground(task, now)
                    : cluster.commit(task, completionAt(ResourceCostCurve.of(cluster.load(),
                            cluster.machines(), now, task.sizeMi()), request[2]), now);
            assertLevelOnWindow(cluster.load(), allocation);
            assertThat(cluster.load().isNonIncreasingFrom(now)).isTrue();
            for (int step = 0; step < cluster.load().steps(); step++) {
                assertThat(cluster.load().stepLoad(step)).isBetween(0.0, cluster.machines().capacityMips());
            }
        }
    }

    @Property(tries = 200)
    void aStalePlanIsNeverCommitted(@ForAll("situations") Situation situation) {
        LoadProfile load = situation.cluster().load();
        double completion = completionAt(situation.curve(), 0.5);
        Allocation first = LoadLevellingScheduler.plan(load, situation.machines(), situation.release(),
                situation.sizeMi(), completion);
        Allocation second = LoadLevellingScheduler.plan(load, situation.machines(), situation.release(),
                situation.sizeMi(), completion);
        LoadLevellingScheduler.commit(load, first);
        String committed = load.toString();
        try {
            LoadLevellingScheduler.commit(load, second);
            throw new AssertionError("committed a plan made before another commit");
        } catch (IllegalStateException expected) {
            assertThat(load.toString()).isEqualTo(committed);
        }
    }

    /** A completion between θ^P and θ^1 + 5: position 0 is the earliest, 1 the latest. */
    static double completionAt(ResourceCostCurve curve, double position) {
        double first = curve.earliestCompletion();
        double[] times = curve.times();
        double last = times[times.length - 1] + 5;
        return position == 0 ? first : first + position * (last - first);
    }

    private static void assertLevelOnWindow(LoadProfile load, Allocation allocation) {
        for (double t : samples(allocation)) {
            assertThat(load.loadAt(t)).isCloseTo(allocation.levelMips(), within(1e-9 * load.capacityMips()));
        }
        if (allocation.start() > allocation.release()) {
            assertThat(load.loadAt(Math.nextDown(allocation.start()))).isGreaterThanOrEqualTo(
                    allocation.levelMips());
        }
        assertThat(load.loadAt(allocation.completion())).isLessThan(allocation.levelMips());
    }

    private static double[] samples(Allocation allocation) {
        double[] samples = new double[9];
        for (int index = 0; index < samples.length; index++) {
            samples[index] = allocation.start()
                    + (allocation.completion() - allocation.start()) * index / samples.length;
        }
        return samples;
    }

    @Provide
    Arbitrary<Situation> situations() {
        return new ResourceCostCurveProperties().situations();
    }

    @Provide
    Arbitrary<Double> positions() {
        return Arbitraries.doubles().between(0, 1).ofScale(4);
    }

    @Provide
    Arbitrary<List<double[]>> requests() {
        Arbitrary<Double> gap = Arbitraries.doubles().between(0, 3).ofScale(3);
        Arbitrary<Double> size = Arbitraries.doubles().between(0.01, 1.5).ofScale(3);
        Arbitrary<Double> unit = Arbitraries.doubles().between(0, 1).ofScale(3);
        return Combinators.combine(gap, size, unit, unit).as((a, b, c, d) -> new double[] {a, b, c, d})
                .list().ofMaxSize(30);
    }
}
