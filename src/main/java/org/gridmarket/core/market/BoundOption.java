package org.gridmarket.core.market;

/**
 * An option of a quote that a later submission holds the market to (issue 32: a firm quote; seed 004 §3.3's and
 * seed 003 §4's brokers agree the price before the job runs). {@link Binds#PRICE}: the job runs at {@code siteId} for
 * exactly {@code priceMicroGd} (a posted price, an awarded bid, or, with {@code redirected}, a peer grid's site under a
 * contract at its quoted price per processor-hour, seed 000 §5.2), if that site can still take it when it is
 * submitted ({@link Marketplace#placeHeld}). {@link Binds#BUDGET}: the job waits in the federation queue (seed 002)
 * and is priced when it starts; the quote binds only the budget held while it waits, which the job never exceeds.
 *
 * @param siteId the site quoted (null for a queued job's quote when no site could start it at once)
 * @param plannedRuntimeSeconds its runtime at that site (null with {@code siteId})
 * @param redirected a redirected job's contract terms, else null
 */
public record BoundOption(Binds binds, Long siteId, long priceMicroGd, Long plannedRuntimeSeconds,
                          Acceptance.Redirected redirected) {

    /** What a quote's price binds. */
    public enum Binds {
        /** The price itself: the job is held and charged exactly that at that site. */
        PRICE,
        /** The budget held while the job waits in the federation queue; its site's price when it starts. */
        BUDGET
    }

    public BoundOption {
        if (priceMicroGd < 0 || binds == null || (binds == Binds.PRICE && (siteId == null
                || plannedRuntimeSeconds == null || plannedRuntimeSeconds <= 0))) {
            throw new IllegalArgumentException("a bound price needs a site, a runtime > 0 and a price ≥ 0");
        }
    }

    /** A price at a site (a redirected job's under {@code redirected}'s contract). */
    public static BoundOption price(long siteId, long priceMicroGd, long plannedRuntimeSeconds,
                                    Acceptance.Redirected redirected) {
        return new BoundOption(Binds.PRICE, siteId, priceMicroGd, plannedRuntimeSeconds, redirected);
    }

    /** A queued job's budget. */
    public static BoundOption budget(Long siteId, long budgetMicroGd) {
        return new BoundOption(Binds.BUDGET, siteId, budgetMicroGd, null, null);
    }
}
