package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;

/**
 * Whether each agent-mode site's agent is online (issue 33): heard from within {@code gridmarket.agents.offline-after}
 * of the wall clock. The engine lists an offline site for no new job, whatever the strategy (it leaves the
 * directory like a withdrawn site, {@link EngineRebuild#siteChanged}); its running jobs go on, since they are
 * charged by the runtime the agent reports. Going offline is a moment on the engine's timeline: when a site's agent
 * is heard, the engine checks again when its silence would reach the limit. Engine thread only.
 */
@ApplicationScoped
public class AgentPresence {
    private final long offlineAfterMillis;
    private final EngineWallClock wall;
    /** When each site's agent was last heard (wall millis), as the engine learnt it or read it from the site. */
    private final Map<Long, Long> heardAtMillis = new HashMap<>();
    /** The sites the market lists for no new job because their agent is silent. */
    private final Set<Long> offline = new HashSet<>();
    /** The sites with a check due on the current timeline. */
    private final Set<Long> watched = new HashSet<>();

    public AgentPresence(GridmarketConfig config, EngineWallClock wall) {
        this.offlineAfterMillis = config.agents().offlineAfter().toMillis();
        this.wall = wall;
    }

    /** The engine starts over on a new timeline (a rebuild): no check is due any more. */
    void reset() {
        offline.clear();
        watched.clear();
    }

    /**
     * The site's agent was heard at {@code wallMillis}; true when the market must list the site again (it was
     * offline, or nothing watches it yet).
     */
    boolean heard(long siteId, long wallMillis) {
        heardAtMillis.merge(siteId, wallMillis, Math::max);
        return offline.contains(siteId) || !watched.contains(siteId);
    }

    /**
     * Whether {@code site} may take new jobs as far as its agent goes: always when not in agent mode; in agent mode
     * only while its agent was heard within the limit, and then {@code recheck} runs (on the engine's timeline)
     * when that silence would be reached.
     */
    boolean online(EngineState state, SiteEntity site, Runnable recheck) {
        if (!site.agentMode) {
            offline.remove(site.id);
            return true;
        }
        if (site.agentHeardAt != null) {
            heardAtMillis.merge(site.id, site.agentHeardAt.toEpochMilli(), Math::max);
        }
        Long heard = heardAtMillis.get(site.id);
        long now = wall.millis();
        if (heard == null || heard + offlineAfterMillis <= now) {
            offline.add(site.id);
            return false;
        }
        offline.remove(site.id);
        if (watched.add(site.id)) {
            long silentAt = state.now() + (long) Math.ceil((heard + offlineAfterMillis - now)
                    * state.clock().scale() / 1000.0);
            new SiteEvents(state.timeline(), site.id).schedule(silentAt, () -> {
                watched.remove(site.id);
                recheck.run();
            });
        }
        return true;
    }
}
