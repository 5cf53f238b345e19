package org.gridmarket.core.metrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;

/** Turns scheduler decisions into {@link ReplayedJob}s, in the order jobs leave their sites. */
public final class MetricsCollector implements SchedulerListener {

    private final List<ReplayedJob> records = new ArrayList<>();

    @Override
    public void jobEnded(Site site, SiteJob job) {
        records.add(new ReplayedJob(job.id(), site.name(), job.job().submitSeconds(), job.startSeconds(),
                job.endSeconds(), job.processors(), job.estimateSeconds(), job.state()));
    }

    @Override
    public void jobRejected(Site site, SiteJob job, String reason) {
        records.add(new ReplayedJob(job.id(), site.name(), job.job().submitSeconds(), -1, -1, job.processors(),
                job.estimateSeconds(), job.state()));
    }

    public int size() {
        return records.size();
    }

    /** Records sorted by (submit time, job id, site): a stable order for reports. */
    public List<ReplayedJob> sortedRecords() {
        List<ReplayedJob> sorted = new ArrayList<>(records);
        sorted.sort(JobMetrics.REPORT_ORDER);
        return Collections.unmodifiableList(sorted);
    }
}
