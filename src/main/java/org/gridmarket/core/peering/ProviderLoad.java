package org.gridmarket.core.peering;

import java.util.List;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.SiteJob;

/**
 * A provider's load for pricing without a forecast (seed 000 §4.2, after Eq. 1: "the actual load of both
 * running and waiting jobs in the queue"): the processor-seconds still to run, running jobs to their planned
 * ends and queued jobs by their estimates, over capacity × (horizon − now), at most 1.
 */
public final class ProviderLoad {

    private ProviderLoad() {
    }

    public static double ofQueue(List<SiteJob> jobs, long nowSeconds, int capacityProcessors, long horizonSeconds) {
        if (horizonSeconds <= nowSeconds || capacityProcessors <= 0) {
            throw new IllegalArgumentException("load over " + capacityProcessors + " processors to " + horizonSeconds
                    + " from " + nowSeconds);
        }
        double demandProcessorSeconds = 0;
        for (SiteJob job : jobs) {
            long seconds = job.state() == SiteJobState.RUNNING
                    ? Math.max(0, job.plannedEndSeconds() - nowSeconds) : job.estimateSeconds();
            demandProcessorSeconds += (double) job.processors() * seconds;
        }
        return Math.min(1.0, demandProcessorSeconds / ((double) capacityProcessors * (horizonSeconds - nowSeconds)));
    }
}
