package org.gridmarket.core.federation;

/**
 * Seed 004 §4.2, Experiment 1: every cluster on its own. A job runs on its origin if the origin can complete
 * it by the deadline, and is rejected otherwise. No messages.
 */
public final class IndependentResources implements Superscheduler {

    @Override
    public AgentPlacement place(FederatedJob job, FederationView federation) {
        GridFederationAgent origin = job.origin();
        if (job.demand().processors() > origin.site().processors()) {
            return AgentPlacement.rejected("needs more processors than its site has", 0);
        }
        if (!federation.negotiate(job, origin)) {
            return AgentPlacement.rejected("its site cannot complete it by the deadline", 1);
        }
        return AgentPlacement.accepted(origin, federation.costMicroGd(job.demand(), origin), 1);
    }

    @Override
    public String name() {
        return "independent";
    }
}
