package org.gridmarket.core.peering;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;

/** Records what providers decide and publish, for provider tests. */
final class ProviderRecorder implements SchedulerListener {

    final List<Publication> publications = new ArrayList<>();
    final List<String> decisions = new ArrayList<>();
    final Map<Long, Integer> endings = new HashMap<>();
    final Map<Long, long[]> intervals = new HashMap<>();
    final Map<Long, Integer> processors = new HashMap<>();

    void publish(Publication publication) {
        publications.add(publication);
        decisions.add("publish " + publication);
    }

    @Override
    public void jobReserved(Site site, SiteJob job, long startSeconds) {
        decisions.add("reserve " + site.name() + " " + job.id() + " at " + startSeconds);
    }

    @Override
    public void jobStarted(Site site, SiteJob job) {
        intervals.put(job.id(), new long[] {job.startSeconds(), -1});
        processors.put(job.id(), job.processors());
        decisions.add("start " + site.name() + " " + job.id() + " at " + job.startSeconds());
    }

    @Override
    public void jobEnded(Site site, SiteJob job) {
        endings.merge(job.id(), 1, Integer::sum);
        intervals.get(job.id())[1] = job.endSeconds();
        decisions.add("end " + site.name() + " " + job.id() + " at " + job.endSeconds() + " " + job.state());
    }

    @Override
    public void jobRejected(Site site, SiteJob job, String reason) {
        endings.merge(job.id(), 1, Integer::sum);
        decisions.add("reject " + site.name() + " " + job.id());
    }

    /** Largest number of processors busy at any instant (one site). */
    int peakBusyProcessors() {
        Map<Long, Integer> delta = new TreeMap<>();
        intervals.forEach((id, interval) -> {
            delta.merge(interval[0], processors.get(id), Integer::sum);
            delta.merge(interval[1], -processors.get(id), Integer::sum);
        });
        int busy = 0;
        int peak = 0;
        for (int change : delta.values()) {
            busy += change;
            peak = Math.max(peak, busy);
        }
        return peak;
    }
}
