package org.gridmarket.core.tender;

import java.util.Arrays;

/**
 * A random cluster for the properties: P machines of R MIPS, a non-increasing load built from random numbers in
 * [0, 1) (pairs of step length and load fraction, sorted so the load falls), a release inside the loaded span
 * and a task size measured in seconds of the whole cluster.
 */
record Situation(TenderCluster cluster, double release, double sizeMi) {

    static Situation of(int machineCount, double mips, double minPrice, double spread, double[] randoms,
                        double sizeInClusterSeconds) {
        PriceIndexedMachines machines = new PriceIndexedMachines(machineCount, mips, minPrice, minPrice + spread);
        TenderCluster cluster = new TenderCluster(0, machines);
        int steps = randoms.length / 2;
        double[] lengths = new double[steps];
        double[] fractions = new double[steps];
        for (int k = 0; k < steps; k++) {
            lengths[k] = 0.05 + 3 * randoms[2 * k];
            fractions[k] = randoms[2 * k + 1];
        }
        Arrays.sort(fractions);
        double end = 0;
        for (double length : lengths) {
            end += length;
        }
        // Widest window first, each narrower one at a higher load: the profile falls step by step.
        for (int k = 0; k < steps; k++) {
            cluster.load().assignLevel(0, end, fractions[k] * machines.capacityMips(), 0);
            end -= lengths[steps - 1 - k];
        }
        double release = randoms.length > 0 ? randoms[0] * 2 : 0;
        return new Situation(cluster, release, sizeInClusterSeconds * machines.capacityMips());
    }

    PriceIndexedMachines machines() {
        return cluster.machines();
    }

    ResourceCostCurve curve() {
        return ResourceCostCurve.of(cluster.load(), machines(), release, sizeMi);
    }

    double naiveCost(double completion) {
        return ResourceCostCurve.naiveCost(cluster.load(), machines(), release, sizeMi, completion);
    }

    /** Completions from θ^P to past θ^1, evenly spaced. */
    double[] grid(ResourceCostCurve curve, int points) {
        double first = curve.earliestCompletion();
        double[] times = curve.times();
        double last = times[times.length - 1] + 10;
        double[] grid = new double[points];
        for (int index = 0; index < points; index++) {
            grid[index] = first + (last - first) * index / (points - 1);
        }
        return grid;
    }
}
