package org.gridmarket.core.tender;

/**
 * Seed 003 §4: a GSP's bid for a task as the GRB evaluates it: completion C, resource cost c(C), tardiness
 * max(0, C − d), penalty w·tardiness and the GRB's utility U = B − w·max(0, C − d) − c(C).
 */
public record Bid(int clusterId, double completion, double cost, double tardiness, double penalty, double utility) {

    /** The bid of cluster {@code clusterId} completing {@code task} at C for c(C). */
    static Bid of(TenderTask task, int clusterId, double completion, double cost) {
        double tardiness = Math.max(0, completion - task.dueDate());
        double penalty = task.weight() * tardiness;
        return new Bid(clusterId, completion, cost, tardiness, penalty, task.budget() - penalty - cost);
    }

    /** Table 1, step 3.3: the GRB accepts the task only with a non-negative utility. */
    public boolean acceptable() {
        return AwardRule.awardable(utility);
    }
}
