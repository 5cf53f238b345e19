package org.gridmarket.core.tender;

import java.util.Arrays;

/**
 * Seed 003 §4: a task's resource cost c(C) on one cluster as a function of its completion time. Non-increasing
 * (Prop. 1), linear between consecutive points of T (Prop. 2), so piecewise linear with its slope changing only
 * at T (Thm. 3), where T = Θ ∪ 𝒯:
 * <ul>
 *   <li>θ^i, the earliest completion on machines 1..i only, i.e. the completion at which the LS's level L
 *       (see {@link LoadLevellingScheduler}) equals i·R; θ^P ≤ … ≤ θ^1;</li>
 *   <li>𝒯, the change points τ of R^load with θ^P &lt; τ &lt; θ^1.</li>
 * </ul>
 * Before θ^P there is not enough capacity (c = +∞); after θ^1 only machine 1 is used and c is constant.
 *
 * <p>Why T suffices: on a machine band Π(L) = α + β·L, and L·(C − s) = O + ∫_s^C R^load, so dc/dC = α +
 * β·R^load(C) − Π(R^load(C)), which changes only when the band of L changes (at a θ^i) or the load at C does
 * (at a τ); moving s past a step at load L adds nothing.
 *
 * <p>{@link #of} evaluates T and c on T in one sweep, O(P + H) for H change points after the release: prefix
 * integrals of R^load and Π(R^load) over the steps, then two monotone pointers (the level's first step and the
 * step holding C) for the θ^i, a merge with the τ, and the same two pointers for the costs. {@link #naiveCost}
 * re-runs the LS for one completion, O(H), and is kept for tests. Immutable after construction.
 */
public final class ResourceCostCurve {

    private final double[] times;
    private final double[] costs;

    private ResourceCostCurve(double[] times, double[] costs) {
        this.times = times;
        this.costs = costs;
    }

    /** The curve of a task of {@code sizeMi} released at {@code release}, in one O(P + H) sweep. */
    public static ResourceCostCurve of(LoadProfile load, PriceIndexedMachines machines, double release,
                                       double sizeMi) {
        Steps steps = Steps.from(load, machines, release, sizeMi);
        double[] theta = steps.earliestCompletions(machines);
        double[] times = steps.mergeChangePoints(theta);
        double[] costs = new double[times.length];
        steps.costs(machines, times, costs);
        return new ResourceCostCurve(times, costs);
    }

    /** c(C) through {@link LoadLevellingScheduler#plan}: +∞ when C is infeasible. O(H); for tests. */
    public static double naiveCost(LoadProfile load, PriceIndexedMachines machines, double release, double sizeMi,
                                   double completion) {
        Allocation allocation = LoadLevellingScheduler.plan(load, machines, release, sizeMi, completion);
        return allocation == null ? Double.POSITIVE_INFINITY : allocation.cost();
    }

    /** T ascending: t^1 = θ^P … t^q = θ^1 (a copy). */
    public double[] times() {
        return times.clone();
    }

    /** c at each point of {@link #times()} (a copy). */
    public double[] costs() {
        return costs.clone();
    }

    /** θ^P, the earliest feasible completion (all P·R MIPS from the release on, Seed 003 §5.1). */
    public double earliestCompletion() {
        return times[0];
    }

    /** c(C): +∞ before θ^P, linear between points of T (Prop. 2), constant after θ^1. O(log q). */
    public double costAt(double completion) {
        if (Double.isNaN(completion)) {
            throw new IllegalArgumentException("completion must be a number");
        }
        if (completion < times[0]) {
            return Double.POSITIVE_INFINITY;
        }
        int last = times.length - 1;
        if (completion >= times[last]) {
            return costs[last];
        }
        int found = Arrays.binarySearch(times, completion);
        if (found >= 0) {
            return costs[found];
        }
        int left = -found - 2;
        double fraction = (completion - times[left]) / (times[left + 1] - times[left]);
        return costs[left] + fraction * (costs[left + 1] - costs[left]);
    }

    int points() {
        return times.length;
    }

    double time(int index) {
        return times[index];
    }

    double cost(int index) {
        return costs[index];
    }

    /**
     * The load steps from the release on: step k holds {@code loads[k]} on [starts[k], starts[k + 1]) (the last
     * to +∞), with prefix integrals of R^load and Π(R^load) from the release to each step's start.
     */
    private static final class Steps {
        private final double sizeMi;
        private final int count;
        private final double[] starts;
        private final double[] loads;
        private final double[] loadPrices;
        private final double[] loadIntegrals;
        private final double[] priceIntegrals;

        private Steps(double sizeMi, int count) {
            this.sizeMi = sizeMi;
            this.count = count;
            starts = new double[count];
            loads = new double[count];
            loadPrices = new double[count];
            loadIntegrals = new double[count];
            priceIntegrals = new double[count];
        }

        static Steps from(LoadProfile load, PriceIndexedMachines machines, double release, double sizeMi) {
            if (load.capacityMips() != machines.capacityMips()) {
                throw new IllegalArgumentException("profile capacity is not the machines' capacity");
            }
            if (!(sizeMi > 0) || Double.isInfinite(sizeMi) || Double.isNaN(release) || Double.isInfinite(release)) {
                throw new IllegalArgumentException("need a positive finite size and a finite release: " + sizeMi
                        + ", " + release);
            }
            int first = load.stepIndexAt(release);
            Steps steps = new Steps(sizeMi, load.steps() - first);
            for (int k = 0; k < steps.count; k++) {
                steps.starts[k] = k == 0 ? release : load.stepStart(first + k);
                steps.loads[k] = load.stepLoad(first + k);
                steps.loadPrices[k] = machines.cumulativePricePerSecond(steps.loads[k]);
                if (k > 0) {
                    steps.accumulate(k);
                }
            }
            return steps;
        }

        private void accumulate(int k) {
            if (loads[k] > loads[k - 1]) {
                throw new IllegalStateException("load rises at " + starts[k] + " after the release (Seed 003 §3)");
            }
            double length = starts[k] - starts[k - 1];
            loadIntegrals[k] = loadIntegrals[k - 1] + length * loads[k - 1];
            priceIntegrals[k] = priceIntegrals[k - 1] + length * loadPrices[k - 1];
        }

        /** θ^P … θ^1 ascending: for L = i·R, i = P down to 1, the completion where ∫_s (L − R^load) = O. */
        double[] earliestCompletions(PriceIndexedMachines machines) {
            int p = machines.machines();
            double[] theta = new double[p];
            int j = 0;
            int e = 0;
            for (int i = p; i >= 1; i--) {
                double level = i * machines.mipsPerMachine();
                while (loads[j] >= level) {
                    j++;
                }
                e = Math.max(e, j);
                while (e + 1 < count && workUntil(level, j, e + 1) < sizeMi) {
                    e++;
                }
                theta[p - i] = starts[e] + (sizeMi - workUntil(level, j, e)) / (level - loads[e]);
            }
            return theta;
        }

        /** ∫_{starts[j]}^{starts[k]} (L − R^load) dt. */
        private double workUntil(double level, int j, int k) {
            return level * (starts[k] - starts[j]) - (loadIntegrals[k] - loadIntegrals[j]);
        }

        /** T = Θ ∪ {τ : θ^P < τ < θ^1}, ascending, without repeats. */
        double[] mergeChangePoints(double[] theta) {
            double[] merged = new double[theta.length + count];
            int size = 0;
            int k = 1;
            while (k < count && starts[k] <= theta[0]) {
                k++;
            }
            for (double point : theta) {
                for (; k < count && starts[k] < point; k++) {
                    size = appendNew(merged, size, starts[k]);
                }
                size = appendNew(merged, size, point);
            }
            return Arrays.copyOf(merged, size);
        }

        private static int appendNew(double[] merged, int size, double time) {
            if (size > 0 && time <= merged[size - 1]) {
                return size;
            }
            merged[size] = time;
            return size + 1;
        }

        /** c(t) for ascending t (the LS's level and start found by two monotone pointers). */
        void costs(PriceIndexedMachines machines, double[] times, double[] costs) {
            int j = 0;
            int e = 0;
            for (int index = 0; index < times.length; index++) {
                double t = times[index];
                while (e + 1 < count && starts[e + 1] < t) {
                    e++;
                }
                double loadIntegral = loadIntegrals[e] + loads[e] * (t - starts[e]);
                double level = levelFrom(j, t, loadIntegral);
                while (j < e && level <= loads[j]) {
                    j++;
                    level = levelFrom(j, t, loadIntegral);
                }
                double priceIntegral = priceIntegrals[e] + loadPrices[e] * (t - starts[e]);
                costs[index] = machines.cumulativePricePerSecond(Math.min(level, machines.capacityMips()))
                        * (t - starts[j]) - (priceIntegral - priceIntegrals[j]);
            }
        }

        /** The level if the task ran on [starts[j], t): (O + ∫ R^load)/(t − starts[j]). */
        private double levelFrom(int j, double t, double loadIntegralToT) {
            return (sizeMi + loadIntegralToT - loadIntegrals[j]) / (t - starts[j]);
        }
    }
}
