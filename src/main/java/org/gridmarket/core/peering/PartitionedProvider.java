package org.gridmarket.core.peering;

import java.util.List;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.PartitionedScheduler;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * CbM (seed 000 §4.2, §6.3): "two partitions, but ... only conservative backfilling with no load forecast".
 * The paper does not give the split; we use static halves, the grid partition taking ⌊capacity / 2⌋ and the
 * local one the rest. It publishes the grid partition's free time slots (Fig. 2b).
 */
final class PartitionedProvider implements Provider {

    private final PartitionedScheduler scheduler;
    private final Timeline timeline;

    PartitionedProvider(ProviderSettings settings, Site site, Timeline timeline, SchedulerListener listener) {
        this.timeline = timeline;
        this.scheduler = new PartitionedScheduler(site, staticGridHalf(site), new SchedulerSettings(
                new ConservativeBackfilling(), settings.overrunRule(), settings.overrunStepSeconds()), timeline,
                listener);
    }

    /** CbM's grid partition: the smaller half when the site has an odd number of processors. */
    static int staticGridHalf(Site site) {
        return site.processors() / 2;
    }

    @Override
    public Site site() {
        return scheduler.site();
    }

    @Override
    public ProviderPolicy policy() {
        return ProviderPolicy.CBM;
    }

    @Override
    public SiteJob submitLocal(Job job, long runtimeSeconds, long estimateSeconds) {
        return scheduler.submit(Partition.LOCAL, job, runtimeSeconds, estimateSeconds);
    }

    @Override
    public SiteJob submitGrid(Job job, long runtimeSeconds, long estimateSeconds) {
        return scheduler.submit(Partition.GRID, job, runtimeSeconds, estimateSeconds);
    }

    @Override
    public Publication publish(long horizonSeconds) {
        long now = timeline.clock().nowSeconds();
        return new Publication(site().name(), now, horizonSeconds, scheduler.freeTimeSlots(Partition.GRID,
                horizonSeconds), Publication.Reason.PERIODIC);
    }

    @Override
    public double pricingLoad(long horizonSeconds) {
        return ProviderLoad.ofQueue(scheduler.jobs(), timeline.clock().nowSeconds(), site().processors(),
                horizonSeconds);
    }

    @Override
    public List<SiteJob> jobs() {
        return scheduler.jobs();
    }
}
