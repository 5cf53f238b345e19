package org.gridmarket.core.peering;

import java.util.List;
import java.util.function.Consumer;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * A resource provider of an InterGrid (seed 000 §3, §4): a site that runs its own users' jobs, delegates its
 * spare capacity to its gateway by publishing free time slots, and runs the jobs the gateway hands it. What a
 * gateway and a simulation need from it, whatever its policy (§6.3).
 */
public interface Provider {

    Site site();

    ProviderPolicy policy();

    /** A job of the provider's own users, submitted now. */
    SiteJob submitLocal(Job job, long runtimeSeconds, long estimateSeconds);

    /** A job the gateway placed here, submitted now (into the grid partition when there is one). */
    SiteJob submitGrid(Job job, long runtimeSeconds, long estimateSeconds);

    /**
     * §4.1: the free time slots from now to {@code horizonSeconds} (the next periodic publication), with any
     * re-planning the policy does at a publication first (EbMf: Algorithm 1's getFreeTimeSlots).
     */
    Publication publish(long horizonSeconds);

    /**
     * The {@code load} of Eq. (1) (price = cost + cost · load): the forecast for EbMf, else the running and
     * waiting jobs' processor-seconds over the capacity to the horizon ({@link ProviderLoad#ofQueue}).
     */
    double pricingLoad(long horizonSeconds);

    /** Jobs running, reserved and waiting here. */
    List<SiteJob> jobs();

    /**
     * A provider under {@code settings}. EbMf republishes on its own at reallocation events (Algorithm 1 line
     * 26); it sends those publications to {@code republished}, which the others never call.
     */
    static Provider create(ProviderSettings settings, Site site, Timeline timeline, SchedulerListener listener,
                           Consumer<Publication> republished) {
        return switch (settings.policy()) {
            case EB, CB -> new ProviderWithoutPartitions(settings, site, timeline, listener);
            case CBM -> new StaticPartitionsProvider(settings, site, timeline, listener);
            case EBMF -> new LoadForecastProvider(settings, site, timeline, listener, republished);
        };
    }
}
