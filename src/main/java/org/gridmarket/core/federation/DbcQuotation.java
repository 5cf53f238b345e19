package org.gridmarket.core.federation;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * What {@link DeadlineBudgetConstrained} would do with a job, without doing it: every site the origin would
 * walk (r = 1, 2, … in the strategy's order, those with enough processors), each with the start and
 * finish its LRMS could guarantee now and its cost B(J, R) (Eq. (4)), and the one DBC would choose — the
 * first within budget that meets the deadline. Sends no message and changes nothing.
 */
public final class DbcQuotation {

    private DbcQuotation() {
    }

    /**
     * One site as the origin would consider it. Times are model seconds; {@code costMicroGd} is
     * {@link CostModel#UNAFFORDABLE_MICRO_GD} for a cost no amount of money covers.
     */
    public record Candidate(long agentId, String siteName, int rank, long costMicroGd, long startSeconds,
                            long finishSeconds, boolean withinBudget, boolean meetsDeadline) {
        public boolean feasible() {
            return withinBudget && meetsDeadline;
        }

        /** Whether any amount of money covers its cost: false when {@code costMicroGd} is the unaffordable mark. */
        public boolean affordable() {
            return costMicroGd != CostModel.UNAFFORDABLE_MICRO_GD;
        }
    }

    /**
     * The candidates in order and the chosen one, or why none: {@code "deadline unreachable"} (with the
     * earliest finish any site could give) or {@code "budget too small"} (with the cheapest cost among the
     * sites that meet the deadline), or {@code "no site has enough processors"}.
     */
    public record Quote(List<Candidate> candidates, Candidate chosen, String reason, Long earliestFinishSeconds,
                        Long cheapestCostMeetingDeadlineMicroGd) {
    }

    public static Quote quote(JobDemand demand, OptimisationStrategy strategy, long budgetMicroGd,
                              long deadlineAtSeconds, FederationView federation) {
        FederationDirectory.Order order = strategy == OptimisationStrategy.TIME
                ? FederationDirectory.Order.FASTEST : FederationDirectory.Order.CHEAPEST;
        List<Candidate> candidates = new ArrayList<>();
        Candidate chosen = null;
        int rank = 0;
        for (FederationDirectory.Listing listing : federation.directory().query(order, demand.processors())) {
            GridFederationAgent agent = federation.agent(listing.siteId());
            long runtime = CostModel.executionWholeSeconds(demand, agent.site());
            long finish = agent.lrms().earliestCompletionSeconds(demand.processors(), runtime);
            long cost = federation.costMicroGd(demand, agent);
            Candidate candidate = new Candidate(agent.id(), agent.site().name(), ++rank, cost, finish - runtime, finish,
                    CostModel.withinBudget(cost, budgetMicroGd), finish <= deadlineAtSeconds);
            candidates.add(candidate);
            if (chosen == null && candidate.feasible()) {
                chosen = candidate;
            }
        }
        if (chosen != null) {
            return new Quote(candidates, chosen, null, null, null);
        }
        if (candidates.isEmpty()) {
            return new Quote(candidates, null, "no site has enough processors", null, null);
        }
        Long earliest = candidates.stream().mapToLong(Candidate::finishSeconds).min().getAsLong();
        List<Candidate> inTime = candidates.stream().filter(Candidate::meetsDeadline).toList();
        if (inTime.isEmpty()) {
            return new Quote(candidates, null, "deadline unreachable", earliest, null);
        }
        long cheapest = inTime.stream().mapToLong(Candidate::costMicroGd).min().getAsLong();
        return new Quote(candidates, null, "budget too small", earliest,
                cheapest == CostModel.UNAFFORDABLE_MICRO_GD ? null : cheapest);
    }
}
