package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.gridmarket.core.market.MarketSite;

/**
 * Each site's utilisation now, at {@code /q/metrics}: {@code gridmarket_site_utilisation{site, name}}, the share of
 * its processors that running jobs hold (busy / processors, 0 to 1), as the engine's own LRMS of the site has it.
 * The engine thread works it out at the start of a turn at most once a second (O(running jobs) over all sites) and
 * leaves each site's figure in a volatile field a scrape reads without a lock; an idle engine turns every 250 ms,
 * so a figure is at most about a second and a quarter old. A site the engine no longer has (quarantined) loses its
 * gauge.
 */
final class SiteUtilisation {
    private static final long REFRESH_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** One site's figure: written by the engine thread, read by a scrape. */
    private static final class Figure {
        private final String name;
        private final Gauge gauge;
        private volatile double busyShare;

        private Figure(MeterRegistry meters, long siteId, String name) {
            this.name = name;
            this.gauge = Gauge.builder("gridmarket.site.utilisation", this, figure -> figure.busyShare)
                    .tag("site", Long.toString(siteId)).tag("name", name)
                    .description("the share of the site's processors running jobs hold now").register(meters);
        }
    }

    private final MeterRegistry meters;
    private final Map<Long, Figure> figures = new HashMap<>();
    private long refreshedNanos;
    private boolean refreshed;

    SiteUtilisation(MeterRegistry meters) {
        this.meters = meters;
    }

    /** Engine thread: works the figures out from {@code sites} if the last time was a second ago or more. */
    void refreshEverySecond(Collection<MarketSite> sites, long nowNanos) {
        if (refreshed && nowNanos - refreshedNanos < REFRESH_NANOS) {
            return;
        }
        refreshed = true;
        refreshedNanos = nowNanos;
        refresh(sites);
    }

    /** Engine thread: each site's busy processors over its processors, now. */
    void refresh(Collection<MarketSite> sites) {
        Set<Long> present = new HashSet<>();
        for (MarketSite site : sites) {
            present.add(site.id());
            Figure figure = figures.get(site.id());
            if (figure == null || !figure.name.equals(site.site().name())) { // new, or renamed
                if (figure != null) {
                    meters.remove(figure.gauge);
                }
                figure = new Figure(meters, site.id(), site.site().name());
                figures.put(site.id(), figure);
            }
            int processors = site.site().processors();
            figure.busyShare = processors == 0 ? 0 : (double) site.lrms().busyProcessors() / processors;
        }
        figures.entrySet().removeIf(entry -> {
            boolean gone = !present.contains(entry.getKey());
            if (gone) {
                meters.remove(entry.getValue().gauge);
            }
            return gone;
        });
    }
}
