package org.gridmarket.core.federation;

import java.util.Optional;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * Seed 004 §3.3, DBC superscheduling. For each job its origin GFA does:
 * <ol>
 *   <li>r = 1;</li>
 *   <li>query the directory for the r-th fastest (OFT) or r-th cheapest (OFC) site that has enough
 *       processors;</li>
 *   <li>if that site's cost B(J, R) (Eq. (4), computable from its public quote) exceeds the budget, go to
 *       r + 1 without asking it; otherwise negotiate: ask it to guarantee completion by the deadline;</li>
 *   <li>on a guarantee send the job there, otherwise r := r + 1 and repeat from (2);</li>
 * </ol>
 * and drops the job when the directory has no r-th site left. So OFC yields the minimum cost within the
 * deadline and OFT the minimum response time within the budget, over the sites that can take the job.
 * Jobs without a strategy are treated as OFC.
 */
public final class DeadlineBudgetConstrained implements Superscheduler {

    @Override
    public AgentPlacement place(FederatedJob job, FederationView federation) {
        FederationDirectory.Order order = job.job().strategy() == OptimisationStrategy.TIME
                ? FederationDirectory.Order.FASTEST : FederationDirectory.Order.CHEAPEST;
        boolean overBudgetSomewhere = false;
        for (int r = 1; r <= federation.size(); r++) {
            federation.messages().directoryQuery(federation.size());
            Optional<FederationDirectory.Listing> listing = federation.directory()
                    .rank(order, r, job.demand().processors());
            if (listing.isEmpty()) {
                return AgentPlacement.rejected(reason(r == 1, overBudgetSomewhere), r - 1);
            }
            GridFederationAgent candidate = federation.agent(listing.get().siteId());
            long cost = federation.costMicroGd(job.demand(), candidate);
            if (!CostModel.withinBudget(cost, job.budgetMicroGd())) {
                overBudgetSomewhere = true;
                continue;
            }
            if (federation.negotiate(job, candidate)) {
                return AgentPlacement.accepted(candidate, cost, r);
            }
        }
        return AgentPlacement.rejected(reason(false, overBudgetSomewhere), federation.size());
    }

    private static String reason(boolean noSiteLargeEnough, boolean overBudgetSomewhere) {
        if (noSiteLargeEnough) {
            return "no site has enough processors";
        }
        return overBudgetSomewhere ? "no site meets both the budget and the deadline"
                : "no site can complete it by the deadline";
    }

    @Override
    public String name() {
        return "dbc";
    }
}
