package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.federation.CostModel;

/**
 * What a strategy would do with a job now, committing nothing: the sites it would consider, in its order,
 * each with the start, finish and price it could get and why it was or was not chosen; the chosen site, or
 * why none. One shape for every strategy, so the API, the preview and the job trail show any of them.
 *
 * @param earliestFinishSeconds when none is chosen: the earliest finish any candidate could give
 * @param cheapestPriceMeetingDeadlineMicroGd when none is chosen: the lowest price among candidates that meet
 *        the deadline (null when none does, or none is affordable)
 */
public record Quote(String strategy, List<Candidate> candidates, Long chosenSiteId, String reason,
                    Long earliestFinishSeconds, Long cheapestPriceMeetingDeadlineMicroGd, Redirection redirection) {

    public Quote(String strategy, List<Candidate> candidates, Long chosenSiteId, String reason,
                 Long earliestFinishSeconds, Long cheapestPriceMeetingDeadlineMicroGd) {
        this(strategy, candidates, chosenSiteId, reason, earliestFinishSeconds, cheapestPriceMeetingDeadlineMicroGd,
                null);
    }

    /** This quote of the home grid with what its gateway would do (seed 000 §5.2), for a job no home site takes. */
    public Quote withRedirection(Redirection redirection) {
        return new Quote(strategy, candidates, chosenSiteId, reason, earliestFinishSeconds,
                cheapestPriceMeetingDeadlineMicroGd, redirection);
    }

    /**
     * One site as the strategy considers it; times are model seconds; {@code priceMicroGd} is
     * {@link CostModel#UNAFFORDABLE_MICRO_GD} for a price no amount of money covers. {@code bid} is null except
     * for a strategy whose sites bid (seed 003's tender).
     */
    public record Candidate(long siteId, String siteName, int rank, long priceMicroGd, long startSeconds,
                            long finishSeconds, boolean withinBudget, boolean meetsDeadline, boolean chosen,
                            String why, Bid bid) {

        public Candidate(long siteId, String siteName, int rank, long priceMicroGd, long startSeconds,
                         long finishSeconds, boolean withinBudget, boolean meetsDeadline, boolean chosen,
                         String why) {
            this(siteId, siteName, rank, priceMicroGd, startSeconds, finishSeconds, withinBudget, meetsDeadline,
                    chosen, why, null);
        }

        /** Whether any amount of money covers its price. */
        public boolean affordable() {
            return priceMicroGd != CostModel.UNAFFORDABLE_MICRO_GD;
        }
    }

    /**
     * A site's bid as the user's broker weighs it (seed 003 §4): how late it finishes, the penalty for that,
     * what it leaves of the budget (U = B − penalty − price, may be negative), and its place in the order the
     * bids would be awarded in (1 first; null for a bid that leaves less than nothing, which is never awarded).
     */
    public record Bid(long tardinessSeconds, long penaltyMicroGd, long utilityMicroGd, Integer awardRank) {
    }

    public Candidate chosen() {
        return candidates.stream().filter(Candidate::chosen).findFirst().orElse(null);
    }
}
