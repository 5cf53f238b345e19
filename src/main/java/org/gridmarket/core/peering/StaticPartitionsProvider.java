package org.gridmarket.core.peering;

import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;

/**
 * CbM (seed 000 §4.2, §6.3): "two partitions, but ... only conservative backfilling with no load forecast".
 * The paper does not give the split; we use static halves, the grid partition taking ⌊capacity / 2⌋ and the
 * local one the rest. It publishes the grid partition's free time slots (Fig. 2b).
 */
final class StaticPartitionsProvider extends PartitionedProvider {

    StaticPartitionsProvider(ProviderSettings settings, Site site, Timeline timeline, SchedulerListener listener) {
        super(site, new ConservativeBackfilling(), settings, timeline, listener);
    }

    @Override
    public ProviderPolicy policy() {
        return ProviderPolicy.CBM;
    }

    @Override
    public Publication publish(long horizonSeconds) {
        return new Publication(site().name(), now(), horizonSeconds, scheduler.freeTimeSlots(Partition.GRID,
                horizonSeconds), Publication.Reason.PERIODIC);
    }

    @Override
    public double pricingLoad(long horizonSeconds) {
        return ProviderLoad.ofQueue(scheduler.jobs(), now(), site().processors(), horizonSeconds);
    }
}
