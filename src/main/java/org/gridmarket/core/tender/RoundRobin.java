package org.gridmarket.core.tender;

import java.util.List;

/**
 * Seed 003 §5.1, the baseline: an iterator cycles through the clusters. From its current position, each cluster
 * in turn offers to finish the task as early as possible on all its free capacity (C = θ^P, the "next
 * available resource offer"); the first offer with B ≥ c + w·max(0, C − d) is taken and the iterator moves past
 * the taker; after a full cycle the task is rejected (the iterator is back where it was).
 *
 * <p>Which clusters offer is Ambiguity 1 of issue 20: by default only those with free capacity at the
 * announcement ({@code busyClustersOffer = false}); with {@code true} every cluster offers ("RR-any"). Each
 * placement asks at most |clusters| offers, O(H) each. Not thread-safe.
 */
public final class RoundRobin {

    private final List<TenderCluster> clusters;
    private final boolean busyClustersOffer;
    private int position;

    public RoundRobin(List<TenderCluster> clusters, boolean busyClustersOffer) {
        if (clusters.isEmpty()) {
            throw new IllegalArgumentException("round robin needs at least one cluster");
        }
        this.clusters = List.copyOf(clusters);
        this.busyClustersOffer = busyClustersOffer;
    }

    /** Places the task on the first acceptable offer from the iterator on, or rejects it after a full cycle. */
    public Award place(TenderTask task, double now) {
        for (int step = 0; step < clusters.size(); step++) {
            int index = (position + step) % clusters.size();
            TenderCluster cluster = clusters.get(index);
            if (!busyClustersOffer && !cluster.hasFreeCapacity(now)) {
                continue;
            }
            Bid offer = GridResourceBroker.earliestBid(task, cluster, now);
            if (offer.acceptable()) {
                Allocation allocation = cluster.runBackground(task, now);
                position = (index + 1) % clusters.size();
                return new Award(task, offer, allocation, 0);
            }
        }
        return Award.rejected(task, 0);
    }

    /** The iterator's position: the index (in the constructor's list) of the cluster asked first next time. */
    int position() {
        return position;
    }
}
