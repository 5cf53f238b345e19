package org.gridmarket.core.market;

/**
 * Seed 003 §4, Table 1 steps 3.2–4: the bid a site made for a job and the broker awarded, which the site
 * accepted: the job runs on [start, start + runtime) there for {@code priceMicroGd}, the site's cost c(C*).
 * The penalty w · max(0, C* − d) and the utility U* = B − penalty − c(C*) are what the user was told when the
 * bid won; the penalty is not a transfer (the completion was agreed, so it is known in advance), it only
 * lowered the bid's worth to the user.
 *
 * @param tardinessSeconds max(0, C* − d): how late the agreed completion is
 * @param penaltyMicroGd w · tardiness (0 without a penalty rate, when the deadline is hard)
 * @param utilityMicroGd B − penalty − price, ≥ 0 for an awarded bid (Table 1 step 3.3)
 */
public record AwardedBid(long siteId, long priceMicroGd, long startSeconds, long runtimeSeconds,
                         long tardinessSeconds, long penaltyMicroGd, long utilityMicroGd) implements Agreement {

    public AwardedBid {
        if (priceMicroGd < 0 || runtimeSeconds <= 0 || tardinessSeconds < 0 || penaltyMicroGd < 0
                || utilityMicroGd < 0) {
            throw new IllegalArgumentException("an awarded bid needs a price ≥ 0, a runtime > 0, tardiness and"
                    + " penalty ≥ 0 and a non-negative utility");
        }
    }

    @Override
    public long agreedStartSeconds() {
        return startSeconds;
    }

    /** C*, the agreed completion. */
    public long finishSeconds() {
        return startSeconds + runtimeSeconds;
    }
}
