package org.gridmarket.core.federation;

import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * Seed 004 §3, the GFA's Grid Resource Manager: admission control for jobs offered to this site. Asked
 * for a guarantee, it queries its LRMS and says yes only if the job would complete by the deadline; an
 * admitted job goes through the federation queue straight to the LRMS's local queue.
 */
public final class GridResourceManager {
    private final LocalScheduler lrms;

    GridResourceManager(LocalScheduler lrms) {
        this.lrms = lrms;
    }

    /**
     * Step (3)–(4) of §3.3 from the remote side: can this site complete {@code demand} by
     * {@code deadlineAtSeconds}? Exact when the LRMS backfills conservatively (every queued job holds its
     * reservation), which is how the experiments run the GFAs' LRMSs.
     */
    public boolean guarantees(JobDemand demand, long deadlineAtSeconds) {
        long runtime = CostModel.executionWholeSeconds(demand, lrms.site());
        return lrms.earliestCompletionSeconds(demand.processors(), runtime) <= deadlineAtSeconds;
    }

    /** Queues an admitted job with its runtime on this site (Eq. (3)) as both runtime and estimate. */
    public SiteJob admit(Job job, JobDemand demand) {
        long runtime = CostModel.executionWholeSeconds(demand, lrms.site());
        return lrms.submit(job, runtime, runtime);
    }
}
