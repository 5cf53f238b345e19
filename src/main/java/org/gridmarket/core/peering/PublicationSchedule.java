package org.gridmarket.core.peering;

import java.util.List;
import java.util.function.Consumer;
import org.gridmarket.core.engine.Timeline;

/**
 * The periodic side of seed 000 §4.1: "provider and gateway agree on an interval at which the former sends
 * the availability information". Every interval (6, 12 or 24 h in §6.4) each provider, in list order, publishes
 * its free time slots for [now, now + interval) and the publication goes to the gateway. The schedule stops
 * at {@code untilSeconds}, so a simulation's event loop runs dry.
 */
public final class PublicationSchedule {

    public static final long SIX_HOURS_SECONDS = 6 * 3_600;
    public static final long TWELVE_HOURS_SECONDS = 12 * 3_600;
    public static final long TWENTY_FOUR_HOURS_SECONDS = 24 * 3_600;

    private final Timeline timeline;
    private final long intervalSeconds;
    private final List<Provider> providers;
    private final Consumer<Publication> gateway;

    public PublicationSchedule(Timeline timeline, long intervalSeconds, List<Provider> providers,
                               Consumer<Publication> gateway) {
        if (intervalSeconds <= 0) {
            throw new IllegalArgumentException("publication interval must be positive: " + intervalSeconds);
        }
        this.timeline = timeline;
        this.intervalSeconds = intervalSeconds;
        this.providers = List.copyOf(providers);
        this.gateway = gateway;
    }

    public long intervalSeconds() {
        return intervalSeconds;
    }

    /** Publishes now and then every interval while the publication time is before {@code untilSeconds}. */
    public void start(long untilSeconds) {
        long now = timeline.clock().nowSeconds();
        if (now < untilSeconds) {
            timeline.schedule(now, () -> publishAll(untilSeconds));
        }
    }

    private void publishAll(long untilSeconds) {
        long now = timeline.clock().nowSeconds();
        for (Provider provider : providers) {
            gateway.accept(provider.publish(now + intervalSeconds));
        }
        if (now + intervalSeconds < untilSeconds) {
            timeline.schedule(now + intervalSeconds, () -> publishAll(untilSeconds));
        }
    }
}
