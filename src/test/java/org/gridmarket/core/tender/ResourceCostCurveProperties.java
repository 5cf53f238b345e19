package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Seed 003 §4 on random clusters with random non-increasing loads: the O(P + H) sweep agrees with the LS run
 * at each completion (Thm. 3's T and c), c is non-increasing (Prop. 1) and linear between points of T (Prop. 2),
 * and the GRB's C* is at least as good as every completion on a fine grid.
 */
class ResourceCostCurveProperties {

    @Property(tries = 400)
    void sweepEqualsTheLsAtEveryBreakpointAndBetween(@ForAll("situations") Situation situation) {
        ResourceCostCurve curve = situation.curve();
        double[] times = curve.times();
        double[] costs = curve.costs();
        for (int index = 0; index < times.length; index++) {
            assertThat(costs[index]).isCloseTo(situation.naiveCost(times[index]), within(tolerance(costs[index])));
        }
        for (double completion : situation.grid(curve, 97)) {
            double naive = situation.naiveCost(completion);
            assertThat(curve.costAt(completion)).isCloseTo(naive, within(tolerance(naive)));
        }
    }

    @Property(tries = 400)
    void nothingCompletesBeforeTheEarliestCompletion(@ForAll("situations") Situation situation) {
        ResourceCostCurve curve = situation.curve();
        double earliest = curve.earliestCompletion();
        double justBefore = earliest - 1e-6 * (earliest - situation.release());
        assertThat(situation.naiveCost(justBefore)).isInfinite();
        assertThat(curve.costAt(justBefore)).isInfinite();
        assertThat(situation.naiveCost(earliest)).isFinite();
    }

    @Property(tries = 400)
    void costIsNonIncreasingAndLinearBetweenBreakpoints(@ForAll("situations") Situation situation) {
        double[] times = situation.curve().times();
        for (int index = 0; index + 1 < times.length; index++) {
            double left = situation.naiveCost(times[index]);
            double right = situation.naiveCost(times[index + 1]);
            assertThat(right).isLessThanOrEqualTo(left + tolerance(left));
            for (double fraction : new double[] {0.25, 0.5, 0.8}) {
                double between = times[index] + fraction * (times[index + 1] - times[index]);
                double linear = left + fraction * (right - left);
                assertThat(situation.naiveCost(between)).isCloseTo(linear, within(tolerance(linear)));
            }
        }
        double last = times[times.length - 1];
        assertThat(situation.naiveCost(last + 7)).isCloseTo(situation.naiveCost(last),
                within(tolerance(situation.naiveCost(last))));
    }

    @Property(tries = 300)
    void bestBidIsAtLeastAsGoodAsAnyCompletionOnAFineGrid(@ForAll("situations") Situation situation,
                                                           @ForAll("dueDateOffsets") double dueDateOffset,
                                                           @ForAll("weights") double weight) {
        TenderTask task = new TenderTask(1, situation.release(), situation.sizeMi(), 1_000,
                situation.release() + dueDateOffset, weight);
        Bid best = GridResourceBroker.bestBid(task, situation.cluster(), situation.release());
        assertThat(best).isNotNull();
        assertThat(best.cost()).isCloseTo(situation.naiveCost(best.completion()), within(tolerance(best.cost())));
        for (double completion : situation.grid(situation.curve(), 400)) {
            double utility = Bid.of(task, 0, completion, situation.naiveCost(completion)).utility();
            assertThat(best.utility()).isGreaterThanOrEqualTo(utility - tolerance(utility));
        }
    }

    @Property(tries = 200)
    void earliestBidFinishesAtTheEarliestCompletionOnAllCapacity(@ForAll("situations") Situation situation) {
        TenderTask task = new TenderTask(1, situation.release(), situation.sizeMi(), 1_000, 0, 1);
        Bid earliest = GridResourceBroker.earliestBid(task, situation.cluster(), situation.release());
        ResourceCostCurve curve = situation.curve();
        assertThat(earliest.completion()).isCloseTo(curve.earliestCompletion(),
                within(1e-9 * Math.max(1, Math.abs(curve.earliestCompletion()))));
        assertThat(earliest.cost()).isCloseTo(curve.costs()[0], within(tolerance(earliest.cost())));
    }

    private static double tolerance(double value) {
        return 1e-7 * Math.max(1, Math.abs(value));
    }

    @Provide
    Arbitrary<Situation> situations() {
        Arbitrary<Integer> machineCount = Arbitraries.integers().between(1, 12);
        Arbitrary<Double> mips = Arbitraries.doubles().between(1, 1_000).ofScale(2);
        Arbitrary<Double> minPrice = Arbitraries.doubles().between(0, 10).ofScale(2);
        Arbitrary<Double> spread = Arbitraries.doubles().between(0, 5).ofScale(2);
        Arbitrary<double[]> steps = Arbitraries.doubles().between(0, 1).ofScale(3).array(double[].class)
                .ofMaxSize(24);
        Arbitrary<Double> sizeFraction = Arbitraries.doubles().between(0.01, 40).ofScale(3);
        return Combinators.combine(machineCount, mips, minPrice, spread, steps, sizeFraction)
                .as(Situation::of);
    }

    @Provide
    Arbitrary<Double> dueDateOffsets() {
        return Arbitraries.doubles().between(-5, 80).ofScale(3);
    }

    @Provide
    Arbitrary<Double> weights() {
        return Arbitraries.doubles().between(0, 60).ofScale(2);
    }
}
