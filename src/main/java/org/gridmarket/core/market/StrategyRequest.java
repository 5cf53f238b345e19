package org.gridmarket.core.market;

/**
 * What a job asks of its strategy, before the market sees the job: the strategy's name and the fields only some
 * strategies take ({@link StrategyOption}). {@link StrategyRegistry#validate} answers whether they go together.
 *
 * @param tardinessPenaltyMicroGdPerSecond seed 003's w; null: the deadline is hard
 */
public record StrategyRequest(String strategy, Long tardinessPenaltyMicroGdPerSecond, LeaseTerms leaseType) {
    public StrategyRequest {
        leaseType = leaseType == null ? LeaseTerms.NON_PREEMPTABLE : leaseType;
    }

    /** A request field that does not go with the strategy, and why, naming the strategies it goes with. */
    public record Problem(String field, String message) {
    }
}
