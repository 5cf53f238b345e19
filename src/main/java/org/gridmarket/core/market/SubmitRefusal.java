package org.gridmarket.core.market;

/**
 * Why the market refuses a submission before anything is written ({@link Marketplace#refusal}), in plain words.
 */
public record SubmitRefusal(Reason reason, String message) {

    public enum Reason {
        /** The federation queue (seed 002) holds its limit of jobs. */
        QUEUE_FULL,
        /** A queued job holds its whole budget, and the wallet cannot. */
        BUDGET_NOT_AVAILABLE
    }
}
