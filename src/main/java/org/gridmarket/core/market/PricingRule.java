package org.gridmarket.core.market;

import java.util.Comparator;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.Site;

/**
 * How a site's posted price becomes what a job costs there, and which of two posted prices is the cheaper
 * for every job. The directory ranks "cheapest" with {@link #cheaper()}, so a strategy that walks it cheapest
 * first (OFC) meets sites in the order of what the job would pay.
 */
public interface PricingRule {

    /**
     * What {@code demand} costs on {@code site} at posted price {@code postedMicroGd}, in µG$: computed exactly
     * and rounded once (halves away from zero); {@link org.gridmarket.core.federation.CostModel#UNAFFORDABLE_MICRO_GD}
     * when it exceeds {@code Long.MAX_VALUE - 1}.
     */
    long costMicroGd(JobDemand demand, Site site, long postedMicroGd);

    /**
     * {@link #costMicroGd} times {@code permille} ÷ 1,000 (a lease discount, {@link LeaseFactors}), computed
     * exactly and rounded once. Rules that cannot price a discount refuse any factor but 1,000.
     */
    default long costMicroGd(JobDemand demand, Site site, long postedMicroGd, int permille) {
        if (permille != LeaseFactors.WHOLE) {
            throw new UnsupportedOperationException(unit() + " prices no lease discounts");
        }
        return costMicroGd(demand, site, postedMicroGd);
    }

    /** Compares two listings by price alone, cheaper first (the directory breaks ties by speed, then id). */
    Comparator<FederationDirectory.Listing> cheaper();

    /** The unit of a posted price, for people: e.g. {@code "µG$ per processor-hour"}. */
    String unit();
}
