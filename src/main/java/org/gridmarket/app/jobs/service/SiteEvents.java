package org.gridmarket.app.jobs.service;

import org.gridmarket.core.engine.Clock;
import org.gridmarket.core.engine.Timeline;

/**
 * One site's view of the engine's timeline: every action it schedules (its LRMS starting and ending jobs, its
 * background arrivals) is marked with the site, so an action that throws fails as the site's failure. The
 * engine then quarantines the site and rebuilds without it; without the mark, an event that throws on every
 * run would fail every turn after it for everyone.
 */
final class SiteEvents implements Timeline {
    private final Timeline timeline;
    private final long siteId;

    SiteEvents(Timeline timeline, long siteId) {
        this.timeline = timeline;
        this.siteId = siteId;
    }

    @Override
    public Clock clock() {
        return timeline.clock();
    }

    @Override
    public void schedule(long timeSeconds, Runnable action) {
        timeline.schedule(timeSeconds, () -> {
            try {
                action.run();
            } catch (EngineQuarantine.RestoreFailure alreadyNamed) {
                throw alreadyNamed;
            } catch (RuntimeException failure) {
                throw new EngineQuarantine.RestoreFailure(EngineQuarantine.Kind.SITE, siteId,
                        "failed in a scheduled event", failure);
            }
        });
    }
}
