package org.gridmarket.core.federation;

import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.Site;

/**
 * Seed 004 §3 (Fig. 2): the Grid-Federation Agent a cluster runs to join the federation, made of its three
 * parts — the {@link GridResourceManager} (superscheduling and admission control), the LRMS (the core's
 * {@link LocalScheduler}) and the Distributed Information Manager (its access to the shared
 * {@link FederationDirectory}, through which it subscribes with its quote).
 */
public final class GridFederationAgent {
    private final long id;
    private final Site site;
    private final long quoteMicroGd;
    private final LocalScheduler lrms;
    private final GridResourceManager grm;

    /** Creates the agent and subscribes its site and quote to {@code directory} (the DIM's first act). */
    public GridFederationAgent(long id, Site site, long quoteMicroGd, LocalScheduler lrms,
                               FederationDirectory directory) {
        this.id = id;
        this.site = site;
        this.quoteMicroGd = quoteMicroGd;
        this.lrms = lrms;
        this.grm = new GridResourceManager(lrms);
        directory.subscribe(new FederationDirectory.Listing(id, site.name(), site.processors(),
                (int) Math.round(site.mipsPerProcessor()), site.bandwidthGigabitsPerSecond(), quoteMicroGd));
    }

    public long id() {
        return id;
    }

    public Site site() {
        return site;
    }

    /** c_i, the posted price of seed 004 Eq. (4)–(6). */
    public long quoteMicroGd() {
        return quoteMicroGd;
    }

    public LocalScheduler lrms() {
        return lrms;
    }

    public GridResourceManager grm() {
        return grm;
    }

    @Override
    public String toString() {
        return "GFA " + id + " (" + site.name() + ")";
    }
}
