package org.gridmarket.core.peering;

import java.util.List;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.EasyBackfilling;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * Eb and Cb (seed 000 §6.3): one {@link LocalScheduler} for local and grid jobs alike, publishing the whole
 * profile's free time slots (§4.1, Fig. 2a). Under Eb only the k pivots hold reservations, so the slots promise
 * more than the queue will leave; that is the paper's Eb + least-load baseline, which does not use them.
 */
final class ProviderWithoutPartitions implements Provider {

    private final ProviderPolicy policy;
    private final LocalScheduler scheduler;
    private final Timeline timeline;

    ProviderWithoutPartitions(ProviderSettings settings, Site site, Timeline timeline, SchedulerListener listener) {
        this.policy = settings.policy();
        this.timeline = timeline;
        BackfillingPolicy backfilling = policy == ProviderPolicy.CB ? new ConservativeBackfilling()
                : new EasyBackfilling(settings.easyPivots());
        this.scheduler = new LocalScheduler(site, new SchedulerSettings(backfilling, settings.overrunRule(),
                settings.overrunStepSeconds()), timeline, listener);
    }

    @Override
    public Site site() {
        return scheduler.site();
    }

    @Override
    public ProviderPolicy policy() {
        return policy;
    }

    @Override
    public SiteJob submitLocal(Job job, long runtimeSeconds, long estimateSeconds) {
        return scheduler.submit(job, runtimeSeconds, estimateSeconds);
    }

    @Override
    public SiteJob submitGrid(Job job, long runtimeSeconds, long estimateSeconds) {
        return scheduler.submit(job, runtimeSeconds, estimateSeconds);
    }

    @Override
    public Publication publish(long horizonSeconds) {
        return new Publication(site().name(), now(), horizonSeconds, scheduler.freeTimeSlots(horizonSeconds),
                Publication.Reason.PERIODIC);
    }

    @Override
    public double pricingLoad(long horizonSeconds) {
        return ProviderLoad.ofQueue(scheduler.jobs(), now(), site().processors(), horizonSeconds);
    }

    @Override
    public List<SiteJob> jobs() {
        return scheduler.jobs();
    }

    private long now() {
        return timeline.clock().nowSeconds();
    }
}
