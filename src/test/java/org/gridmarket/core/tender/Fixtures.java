package org.gridmarket.core.tender;

import java.util.ArrayList;
import java.util.List;

/** Fluent fixtures for the protocol tables: §5.2's clusters (10 × 400 MIPS) at a given price band, and tasks. */
final class Fixtures {

    /** 6–8 G$/s, §5.2's band. */
    static final double[] CHEAP = {6, 8};
    /** 7–9 G$/s. */
    static final double[] DEAR = {7, 9};
    /** 8–10 G$/s. */
    static final double[] DEAREST = {8, 10};
    /** 20–25 G$/s: a 10,000 MI task costs at least 500 G$ here, over any §5.2 budget. */
    static final double[] PROHIBITIVE = {20, 25};

    private Fixtures() {
    }

    /** Clusters numbered 0, 1, … in the order of the bands. */
    static List<TenderCluster> clusters(double[]... bands) {
        List<TenderCluster> clusters = new ArrayList<>();
        for (double[] band : bands) {
            clusters.add(new TenderCluster(clusters.size(), new PriceIndexedMachines(10, 400, band[0], band[1])));
        }
        return clusters;
    }

    static TaskBuilder task(long id) {
        return new TaskBuilder(id);
    }

    /** §5.2's typical task by default: 10,000 MI, B = 250 G$, d = 10, w = 50, arriving at 0. */
    static final class TaskBuilder {
        private final long id;
        private double arrival;
        private double sizeMi = 10_000;
        private double budget = 250;
        private double dueDate = 10;
        private double weight = 50;

        private TaskBuilder(long id) {
            this.id = id;
        }

        TaskBuilder arriving(double time) {
            arrival = time;
            return this;
        }

        TaskBuilder size(double mi) {
            sizeMi = mi;
            return this;
        }

        TaskBuilder budget(double gd) {
            budget = gd;
            return this;
        }

        TaskBuilder due(double time) {
            dueDate = time;
            return this;
        }

        TaskBuilder weight(double gdPerSecond) {
            weight = gdPerSecond;
            return this;
        }

        TenderTask build() {
            return new TenderTask(id, arrival, sizeMi, budget, dueDate, weight);
        }

        @Override
        public String toString() {
            return "task " + id;
        }
    }
}
