package org.gridmarket.sim.intergrid;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.peering.LeastLoad;

/**
 * The demand {@link LeastLoad} weighs (seed 000 §6.3's least-load), kept up to date per site instead of read
 * off every queued job at each placement: the processor-seconds still to run of the running jobs, read off
 * the running jobs alone (at most one per processor), and the processor-seconds of the estimates of the jobs
 * waiting or holding a reservation, a sum added to at submission and taken from at start. Under AuverGrid*'s
 * ≈ 200,000 requests per window and queues of thousands, walking every queue at every placement was the
 * slowest part of the Eb + least-load runs.
 *
 * <p>It learns of jobs from the submitting code ({@link #submitted}) and, as the providers' listener, of
 * starts and ends. The experiment's providers never preempt (no job has priority over another), so a
 * preemption is refused rather than tracked. Costs: O(1) per event; {@link #of} O(running jobs of the site).
 */
final class ProviderDemand implements SchedulerListener {

    private final Map<String, Map<Long, SiteJob>> running = new HashMap<>();
    private final Map<String, Long> waiting = new HashMap<>();

    /** A job handed to {@code site}; it may already have started (a cycle runs inside the submission). */
    void submitted(Site site, SiteJob job) {
        if (job.state() != SiteJobState.REJECTED) {
            waiting.merge(site.name(), job.processors() * job.estimateSeconds(), Long::sum);
        }
    }

    @Override
    public void jobStarted(Site site, SiteJob job) {
        waiting.merge(site.name(), -job.processors() * job.estimateSeconds(), Long::sum);
        running.computeIfAbsent(site.name(), name -> new LinkedHashMap<>()).put(job.id(), job);
    }

    @Override
    public void jobEnded(Site site, SiteJob job) {
        Map<Long, SiteJob> jobs = running.get(site.name());
        if (jobs == null || jobs.remove(job.id()) == null) {
            throw new IllegalStateException("job " + job.id() + " ended on " + site.name() + " without starting");
        }
    }

    @Override
    public void jobPreempted(Site site, SiteJob job, SiteJob by) {
        throw new UnsupportedOperationException("the experiment's providers never preempt: " + job.id() + " on "
                + site.name());
    }

    /**
     * {@code site}'s load at {@code nowSeconds} as {@link LeastLoad} weighs it, under id {@code siteId}: running
     * demand = Σ processors × max(0, planned end − now), waiting demand = Σ processors × estimate.
     */
    LeastLoad.SiteLoad of(long siteId, Site site, long nowSeconds) {
        long runningDemand = 0;
        for (SiteJob job : running.getOrDefault(site.name(), Map.of()).values()) {
            runningDemand += job.processors() * Math.max(0, job.plannedEndSeconds() - nowSeconds);
        }
        return new LeastLoad.SiteLoad(siteId, runningDemand, waiting.getOrDefault(site.name(), 0L),
                site.processors());
    }
}
