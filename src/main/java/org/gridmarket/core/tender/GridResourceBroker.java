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
        Bid best = null;
        if (dueDate >= curve.earliestCompletion()) {
            best = Bid.of(task, clusterId, dueDate, curve.costAt(dueDate));
        }
        for (int index = 0; index < curve.points(); index++) {
            if (curve.time(index) > dueDate) {
                Bid candidate = Bid.of(task, clusterId, curve.time(index), curve.cost(index));
                if (best == null || candidate.utility() > best.utility()) {
                    best = candidate;
                }
            }
        }
        return best;
    }
}
