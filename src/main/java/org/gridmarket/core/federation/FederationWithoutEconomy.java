package org.gridmarket.core.federation;

import java.util.Optional;

/**
 * Seed 004 §4.3, Experiment 2: a federation without an economy. A job runs locally when its origin can
 * complete it by the deadline; otherwise the origin negotiates with the other sites in decreasing order of
 * speed and sends it to the first that guarantees the deadline. Cost plays no part.
 */
public final class FederationWithoutEconomy implements Superscheduler {

    @Override
    public AgentPlacement place(FederatedJob job, FederationView federation) {
        GridFederationAgent origin = job.origin();
        if (job.demand().processors() <= origin.site().processors() && federation.negotiate(job, origin)) {
            return accepted(job, origin, 1, federation);
        }
        int walked = 1;
        for (int r = 1; r <= federation.size(); r++) {
            federation.messages().directoryQuery(federation.size());
            Optional<FederationDirectory.Listing> listing = federation.directory()
                    .rank(FederationDirectory.Order.FASTEST, r, job.demand().processors());
            if (listing.isEmpty()) {
                break;
            }
            GridFederationAgent candidate = federation.agent(listing.get().siteId());
            if (candidate.id() == origin.id()) {
                continue;
            }
            walked++;
            if (federation.negotiate(job, candidate)) {
                return accepted(job, candidate, walked, federation);
            }
        }
        return AgentPlacement.rejected("no site can complete it by the deadline", walked);
    }

    private static AgentPlacement accepted(FederatedJob job, GridFederationAgent target, int rank,
                                      FederationView federation) {
        return AgentPlacement.accepted(target, federation.costMicroGd(job.demand(), target), rank);
    }

    @Override
    public String name() {
        return "federation-without-economy";
    }
}
