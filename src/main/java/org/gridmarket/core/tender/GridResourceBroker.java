package org.gridmarket.core.tender;

/**
 * Seed 003 §4: the grid resource broker (GRB) acting for one task. Its utility for completion C on a cluster is
 * U(C) = B − w·max(0, C − d) − c(C); c is non-increasing (Prop. 1), so U only grows before d, and U is linear
 * between the points of T (Thm. 3). Hence the best completion is
 * C* ∈ {d, if feasible} ∪ {t ∈ T : t > d}, ties going to the earliest. Past θ^1 the cost is constant, so for
 * d &gt; θ^1 (or d = +∞) the due-date candidate becomes θ^1: the same utility, earlier. One bid costs one
 * {@link ResourceCostCurve} sweep, O(P + H), plus O(|T|) to pick C*.
 */
public final class GridResourceBroker {

    private GridResourceBroker() {
    }

    /** The cluster's bid at the GRB's best completion C*, or null when no completion is feasible. */
    public static Bid bestBid(TenderTask task, TenderCluster cluster, double now) {
        ResourceCostCurve curve = ResourceCostCurve.of(cluster.load(), cluster.machines(), now, task.sizeMi());
        return bestBid(task, cluster.id(), curve);
    }

    /** §5.1–5.2: the cluster's offer to finish as early as possible, C = θ^P (round robin's offer). */
    public static Bid earliestBid(TenderTask task, TenderCluster cluster, double now) {
        Allocation earliest = cluster.earliestAllocation(task, now);
        return Bid.of(task, cluster.id(), earliest.completion(), earliest.cost());
    }

    static Bid bestBid(TenderTask task, int clusterId, ResourceCostCurve curve) {
        double dueDate = Math.min(task.dueDate(), curve.time(curve.points() - 1));
        double bestCompletion = Double.NaN;
        double bestCost = Double.NaN;
        double bestUtility = Double.NEGATIVE_INFINITY;
        if (dueDate >= curve.earliestCompletion()) {
            bestCompletion = dueDate;
            bestCost = curve.costAt(dueDate);
            bestUtility = utility(task, dueDate, bestCost);
        }
        for (int index = 0; index < curve.points(); index++) {
            double completion = curve.time(index);
            if (completion > dueDate) {
                double utility = utility(task, completion, curve.cost(index));
                if (utility > bestUtility || Double.isNaN(bestCompletion)) {
                    bestCompletion = completion;
                    bestCost = curve.cost(index);
                    bestUtility = utility;
                }
            }
        }
        return Double.isNaN(bestCompletion) ? null : Bid.of(task, clusterId, bestCompletion, bestCost);
    }

    /** U(C) = B − w·max(0, C − d) − c(C); {@link Bid#of} computes the same. */
    private static double utility(TenderTask task, double completion, double cost) {
        return task.budget() - task.weight() * Math.max(0, completion - task.dueDate()) - cost;
    }
}
