package org.gridmarket.core.market;

import java.util.Collection;
import java.util.Comparator;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.FederationView;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * What a {@link PlacementStrategy} may consult: seed 004's federation (directory, agents, messages,
 * negotiation), the sites through {@link MarketSite}, and the market's pricing rule.
 */
public interface MarketView extends FederationView {

    PricingRule pricing();

    /** The site {@code siteId}, or null when the market does not know it. */
    MarketSite site(long siteId);

    Collection<MarketSite> sites();

    /** How site {@code siteId} leases its processors (seed 001): its discounts, preemption policy and VM size. */
    default SiteLeasing leasing(long siteId) {
        return SiteLeasing.DEFAULT;
    }

    /** The lowest-id site that takes new jobs, or null: the origin of users without a home site. */
    default MarketSite lowestListedSite() {
        return sites().stream().filter(MarketSite::listed).min(Comparator.comparingLong(MarketSite::id)).orElse(null);
    }

    /** The job as seed 004's superschedulers take it, optimising {@code optimisation} (the job's own when null). */
    FederatedJob federated(MarketJob job, OptimisationStrategy optimisation);
}
