package org.gridmarket.core.peering;

import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.EasyBackfilling;
import org.gridmarket.core.lrms.LoadForecast;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.profile.FreeTimeSlot;

/**
 * EbMf (seed 000 §4.2, Algorithm 1, §6.3): two partitions resized at each publication by an EWMA forecast of
 * the local load ({@link LoadForecast}), conservative for one pass at each publication, EASY with one pivot per
 * partition in between, and reallocation events that fall back to conservative and republish when the local
 * load turns out higher than forecast.
 *
 * <p>getFreeTimeSlots, at each periodic {@link #publish}:
 * <ol>
 *   <li>the local load of the interval that just ended (processor-seconds run by local jobs ÷ capacity ×
 *       length) joins the forecast's window; the forecast is the next interval's expected local load;</li>
 *   <li>the grid partition gets ⌊max{0, 1 − forecast} × capacity⌋ processors ({@link LoadForecastRule}, line 8
 *       as we read it); running jobs keep theirs, pivots are re-planned, local first;</li>
 *   <li>lines 3–5: pivots ∞ in both partitions, schedule the waiting queue, pivots back to 1;</li>
 *   <li>lines 9–12: the grid partition's free time slots up to the horizon are the publication (sent even when
 *       empty, so that the gateway drops the previous one);</li>
 *   <li>line 13: a reallocation event one period later, if it falls before the horizon.</li>
 * </ol>
 * reallocationEvent: the local load since the resize is compared with the forecast; if higher (lines 20–26),
 * the grid partition shrinks to what that load leaves, local pivots go to ∞ and the queue is scheduled, then
 * grid pivots go to ∞ and it is scheduled again, and the grid slots are republished to the same horizon;
 * otherwise (line 28) the next event is scheduled. After a republication no event follows until the next
 * publication, as in Algorithm 1. Until the first interval has been observed there is no forecast and the
 * site is split in halves, as CbM's; {@link #pricingLoad} is the local load the current split was made for.
 */
final class LoadForecastProvider extends PartitionedProvider {

    private static final int UNBOUNDED_PIVOTS = Integer.MAX_VALUE;

    private final ProviderSettings settings;
    private final Consumer<Publication> republished;
    private final LoadForecast forecast;
    private long lastPublicationSeconds;
    private long lastPublishedLocalProcessorSeconds;
    private long resizedAtSeconds;
    private long localProcessorSecondsAtResize;
    private long horizonSeconds;
    private double expectedLocalLoad;
    private int interval;

    LoadForecastProvider(ProviderSettings settings, Site site, Timeline timeline, SchedulerListener listener,
                         Consumer<Publication> republished) {
        super(site, new EasyBackfilling(1), settings, timeline, listener);
        this.settings = settings;
        this.republished = republished;
        this.forecast = new LoadForecast(settings.forecastWindowIntervals(), settings.forecastWeight());
        int halves = staticGridHalf(site);
        this.expectedLocalLoad = 1 - (double) halves / site.processors();
        this.lastPublicationSeconds = now();
        this.resizedAtSeconds = now();
    }

    @Override
    public Publication publish(long horizonSeconds) {
        long now = now();
        interval++;
        long localProcessorSeconds = scheduler.processorSecondsRun(Partition.LOCAL);
        if (now > lastPublicationSeconds) {
            forecast.observe(load(localProcessorSeconds - lastPublishedLocalProcessorSeconds,
                    now - lastPublicationSeconds));
        }
        lastPublicationSeconds = now;
        lastPublishedLocalProcessorSeconds = localProcessorSeconds;
        if (forecast.forecast().isPresent()) {
            expectedLocalLoad = forecast.forecast().getAsDouble();
            scheduler.resize(LoadForecastRule.gridProcessors(LoadForecastRule.gridShare(expectedLocalLoad),
                    capacity()));
        }
        resizedAtSeconds = now;
        localProcessorSecondsAtResize = localProcessorSeconds;
        this.horizonSeconds = horizonSeconds;
        conservativePass(Partition.LOCAL, Partition.GRID);
        scheduler.setMaximumPivots(Partition.LOCAL, 1);
        scheduler.setMaximumPivots(Partition.GRID, 1);
        scheduleReallocation(now, interval);
        return publication(now, Publication.Reason.PERIODIC);
    }

    /** The forecast (or, after a reallocation, the measured load) the current partition sizes were made for. */
    @Override
    public double pricingLoad(long horizonSeconds) {
        return expectedLocalLoad;
    }

    /** The local load the current partitions were sized for. */
    double expectedLocalLoad() {
        return expectedLocalLoad;
    }

    int gridProcessors() {
        return scheduler.capacity(Partition.GRID);
    }

    private void reallocationEvent(int ofInterval) {
        if (ofInterval != interval) {
            return;
        }
        long now = now();
        double localLoad = load(scheduler.processorSecondsRun(Partition.LOCAL) - localProcessorSecondsAtResize,
                now - resizedAtSeconds);
        OptionalInt gridProcessors = LoadForecastRule.reallocation(localLoad, expectedLocalLoad, capacity());
        if (gridProcessors.isEmpty()) {
            scheduleReallocation(now, ofInterval);
            return;
        }
        expectedLocalLoad = localLoad;
        scheduler.setMaximumPivots(Partition.LOCAL, UNBOUNDED_PIVOTS);
        scheduler.resize(gridProcessors.getAsInt()); // lines 21–22: the resize ends with a scheduling cycle
        conservativePass(Partition.GRID);
        republished.accept(publication(now, Publication.Reason.REALLOCATION));
    }

    /** Algorithm 1 lines 3–4 (both partitions at once) and 23–24 (the grid's): pivots ∞, then schedule the queue. */
    private void conservativePass(Partition... partitions) {
        for (Partition partition : partitions) {
            scheduler.setMaximumPivots(partition, UNBOUNDED_PIVOTS);
        }
        scheduler.schedule();
    }

    private void scheduleReallocation(long now, int ofInterval) {
        long at = now + settings.reallocationPeriodSeconds();
        if (at < horizonSeconds) {
            timeline.schedule(at, () -> reallocationEvent(ofInterval));
        }
    }

    private Publication publication(long now, Publication.Reason reason) {
        List<FreeTimeSlot> slots = scheduler.capacity(Partition.GRID) == 0 ? List.of()
                : scheduler.freeTimeSlots(Partition.GRID, horizonSeconds);
        return new Publication(site().name(), now, horizonSeconds, slots, reason);
    }

    /** Processor-seconds over {@code seconds} as a fraction of the site's capacity, at most 1. */
    private double load(long processorSeconds, long seconds) {
        return seconds <= 0 ? 0 : Math.min(1.0, processorSeconds / ((double) capacity() * seconds));
    }

    private int capacity() {
        return site().processors();
    }

    @Override
    public ProviderPolicy policy() {
        return ProviderPolicy.EBMF;
    }
}
