package org.gridmarket.core.tender;

/**
 * Seed 003 §2, §4: a malleable task of O = {@code sizeMi} MI arriving at r = {@code arrival}, with budget B
 * (G$), due date d and tardiness weight w (G$ per second late). Background tasks (§5.2) use the same record;
 * their budget, due date and weight are not read.
 */
public record TenderTask(long id, double arrival, double sizeMi, double budget, double dueDate, double weight) {

    public TenderTask {
        if (Double.isNaN(arrival) || Double.isNaN(dueDate)) {
            throw new IllegalArgumentException("task " + id + ": arrival and due date must be numbers");
        }
        if (!(sizeMi > 0) || Double.isInfinite(sizeMi)) {
            throw new IllegalArgumentException("task " + id + ": size must be positive and finite: " + sizeMi);
        }
        if (!(budget >= 0) || Double.isInfinite(budget)) {
            throw new IllegalArgumentException("task " + id + ": budget must be finite and ≥ 0: " + budget);
        }
        if (!(weight >= 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("task " + id + ": weight must be finite and ≥ 0: " + weight);
        }
    }
}
