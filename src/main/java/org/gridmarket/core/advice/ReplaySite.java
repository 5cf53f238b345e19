package org.gridmarket.core.advice;

import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.market.SiteLeasing;

/**
 * A site as a replay starts it, a snapshot of the live one: its cluster, grid (seed 000; null: none), Eq. 1's
 * fixed cost (null: none), posted price per processor-hour (null: not listed, takes no market job), machine price
 * band (seed 003; null: none) and leasing terms (seed 001: lease discounts and preemption policy).
 */
public record ReplaySite(long id, Site site, String grid, Long fixedCostMicroGdPerCpuSecond, Long priceMicroGd,
                         PriceBand band, SiteLeasing leasing) {

    public ReplaySite {
        if (site == null || leasing == null) {
            throw new IllegalArgumentException("a replayed site needs its cluster and its leasing terms");
        }
        if (priceMicroGd != null && priceMicroGd < 0) {
            throw new IllegalArgumentException("a price is never negative: " + priceMicroGd);
        }
    }

    /** The same site posting {@code price} instead. */
    public ReplaySite priced(long price) {
        return new ReplaySite(id, site, grid, fixedCostMicroGdPerCpuSecond, price, band, leasing);
    }
}
