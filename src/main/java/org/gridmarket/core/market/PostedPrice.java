package org.gridmarket.core.market;

/**
 * Seed 004 §3.3: the job pays the site's posted price for it, B(J, R) under the market's pricing rule,
 * for the runtime the site plans ({@code plannedRuntimeSeconds}).
 */
public record PostedPrice(long siteId, long priceMicroGd, long plannedRuntimeSeconds) implements Agreement {

    public PostedPrice {
        if (priceMicroGd < 0 || plannedRuntimeSeconds <= 0) {
            throw new IllegalArgumentException("a posted price needs a price ≥ 0 and a runtime > 0");
        }
    }
}
