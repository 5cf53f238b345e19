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
                    Long earliestFinishSeconds, Long cheapestPriceMeetingDeadlineMicroGd) {

    /**
     * One site as the strategy considers it; times are model seconds; {@code priceMicroGd} is
     * {@link CostModel#UNAFFORDABLE_MICRO_GD} for a price no amount of money covers.
     */
    public record Candidate(long siteId, String siteName, int rank, long priceMicroGd, long startSeconds,
                            long finishSeconds, boolean withinBudget, boolean meetsDeadline, boolean chosen,
                            String why) {

        /** Whether any amount of money covers its price. */
        public boolean affordable() {
            return priceMicroGd != CostModel.UNAFFORDABLE_MICRO_GD;
        }
    }

    public Candidate chosen() {
        return candidates.stream().filter(Candidate::chosen).findFirst().orElse(null);
    }
}
