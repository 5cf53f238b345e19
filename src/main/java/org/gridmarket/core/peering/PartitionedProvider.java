package org.gridmarket.core.peering;

import java.util.List;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.PartitionedScheduler;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * A provider whose site has two partitions (seed 000 §4.2, Fig. 2b) on one {@link PartitionedScheduler}: its own
 * users' jobs go to the local partition, the gateway's to the grid partition. It starts split in halves
 * ({@link #staticGridHalf}). CbM ({@link StaticPartitionsProvider}) and EbMf ({@link LoadForecastProvider})
 * differ only in their backfilling, in how they resize the partitions and in what they publish and charge.
 */
abstract class PartitionedProvider implements Provider {

    protected final PartitionedScheduler scheduler;
    protected final Timeline timeline;

    PartitionedProvider(Site site, BackfillingPolicy backfilling, ProviderSettings settings, Timeline timeline,
                        SchedulerListener listener) {
        this.timeline = timeline;
        this.scheduler = new PartitionedScheduler(site, staticGridHalf(site), new SchedulerSettings(backfilling,
                settings.overrunRule(), settings.overrunStepSeconds()), timeline, listener);
    }

    /** The grid partition of a site split in halves: the smaller half when the site has an odd number of processors. */
    static int staticGridHalf(Site site) {
        return site.processors() / 2;
    }

    @Override
    public final Site site() {
        return scheduler.site();
    }

    @Override
    public final SiteJob submitLocal(Job job, long runtimeSeconds, long estimateSeconds) {
        return scheduler.submit(Partition.LOCAL, job, runtimeSeconds, estimateSeconds);
    }

    @Override
    public final SiteJob submitGrid(Job job, long runtimeSeconds, long estimateSeconds) {
        return scheduler.submit(Partition.GRID, job, runtimeSeconds, estimateSeconds);
    }

    @Override
    public final List<SiteJob> jobs() {
        return scheduler.jobs();
    }

    protected final long now() {
        return timeline.clock().nowSeconds();
    }
}
