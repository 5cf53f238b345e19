package org.gridmarket.app.sites.service;

import java.time.Instant;
import org.gridmarket.app.sites.persistence.SiteEntity;

/**
 * A registered site as the registry answers it: a snapshot read inside the service's transaction, so no entity
 * leaves the sites feature's persistence.
 *
 * @param price the current price card, null while the site has none (it is then not in the directory)
 * @param withdrawnAt when its owner withdrew it (seed 004's unsubscribe), null while it takes jobs
 * @param acceptsScripts whether it runs the scripts jobs carry (issue 33; only a site in agent mode can)
 * @param agentMode whether a real cluster's agent reports its jobs (issue 33)
 * @param agentHeardAt when its agent was last heard from (wall clock), null if never
 */
public record RegisteredSite(long id, String name, long ownerId, int processors, int mipsPerProcessor, double bandwidthGbps,
                   Integer memoryPerNodeMb, String gridName, PriceCard price, Instant createdAt, Instant withdrawnAt,
                   String preemptionPolicy, boolean acceptsScripts,
                   boolean agentMode, Instant agentHeardAt) {

    static RegisteredSite of(SiteEntity site) {
        PriceCard price = site.priceMicroGdPerProcessorHour == null ? null
                : new PriceCard(site.priceMicroGdPerProcessorHour, site.fixedCostMicroGdPerCpuSecond,
                        site.minMachinePriceMicroGdPerProcessorHour, site.maxMachinePriceMicroGdPerProcessorHour,
                        SiteService.factorsOf(site));
        return new RegisteredSite(site.id, site.name, site.ownerId, site.processors, site.mipsPerProcessor, site.bandwidthGbps,
                site.memoryPerNodeMb, site.gridName, price, site.createdAt, site.withdrawnAt, site.preemptionPolicy,
                site.acceptsScripts, site.agentMode, site.agentHeardAt);
    }
}
