package org.gridmarket.app.jobs.service;

import java.util.HashMap;
import java.util.Map;
import org.gridmarket.core.engine.WallTimeline;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.FederationView;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.OverrunRule;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;

/**
 * The live federation the engine thread owns: one seed 004 GFA per priced site (its id is the site's id),
 * the shared directory and the message counts — the same core classes the simulator runs, on a
 * {@link WallTimeline}. Sites backfill conservatively, so a GRM's guarantee at admission holds; jobs of a
 * real cluster (agent mode) that outlive their estimate get their reservation extended until the agent
 * reports.
 */
final class LiveFederation implements FederationView {
    static final SchedulerSettings SETTINGS = SchedulerSettings.of(new ConservativeBackfilling())
            .withOverrunRule(OverrunRule.EXTEND_ESTIMATE);

    /** What the engine knows of a site besides its GFA. */
    record SiteFacts(long siteId, long ownerId, boolean agentMode) {
    }

    private final FederationDirectory directory = new FederationDirectory();
    private final MessageCounter messages = new MessageCounter();
    private final Map<Long, GridFederationAgent> agents = new HashMap<>();
    private final Map<Long, SiteFacts> facts = new HashMap<>();
    private final WallTimeline timeline;
    private final SchedulerListener listener;

    LiveFederation(WallTimeline timeline, SchedulerListener listener) {
        this.timeline = timeline;
        this.listener = listener;
    }

    /** Adds a site or updates it; an unpriced site keeps its GFA (for its jobs) but leaves the directory. */
    void upsert(Site site, Long quoteMicroGd, SiteFacts siteFacts) {
        facts.put(siteFacts.siteId(), siteFacts);
        GridFederationAgent existing = agents.get(siteFacts.siteId());
        LocalScheduler lrms = existing == null ? new LocalScheduler(site, SETTINGS,
                new SiteEvents(timeline, siteFacts.siteId()), listener) : existing.lrms();
        agents.put(siteFacts.siteId(), new GridFederationAgent(siteFacts.siteId(), site,
                quoteMicroGd == null ? 0 : quoteMicroGd, lrms, directory));
        if (quoteMicroGd == null) {
            directory.unsubscribe(siteFacts.siteId());
        }
    }

    SiteFacts facts(long siteId) {
        return facts.get(siteId);
    }

    /** The lowest-id priced site: the origin of users without a home site. */
    GridFederationAgent defaultOrigin() {
        return directory.query(FederationDirectory.Order.CHEAPEST, 1).stream()
                .mapToLong(FederationDirectory.Listing::siteId).min().stream().mapToObj(agents::get)
                .findFirst().orElse(null);
    }

    @Override
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public GridFederationAgent agent(long id) {
        return agents.get(id);
    }

    @Override
    public int size() {
        return agents.size();
    }

    @Override
    public MessageCounter messages() {
        return messages;
    }
}
