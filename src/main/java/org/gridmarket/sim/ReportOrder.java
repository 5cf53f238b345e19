package org.gridmarket.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.metrics.MetricsAccumulator;
import org.gridmarket.core.metrics.MetricsSummary;
import org.gridmarket.core.workload.Job;

/**
 * A reorder buffer between the schedulers and the per-job output: jobs end in another order than they were
 * submitted, reports list them in submission order. Each submitted job gets its arrival index; a job's record
 * is handed on (to the output, and to the overall and per-site {@link MetricsAccumulator}s) as soon as every
 * job submitted before it has ended. With arrivals strictly increasing in (submit time, id) that is report
 * order ({@link org.gridmarket.core.metrics.JobMetrics#REPORT_ORDER}), so the sums are made in the order
 * {@link MetricsSummary#of} makes them over the sorted records. Memory: the jobs in flight plus the records
 * of jobs that ended while an earlier-submitted one still waits or runs. O(1) expected a job.
 */
final class ReportOrder implements SchedulerListener {

    private final Map<Job, Long> indexOf = new IdentityHashMap<>();
    private final Map<Long, ReplayedJob> ended = new HashMap<>();
    private final Consumer<ReplayedJob> output;
    private final MetricsAccumulator overall = new MetricsAccumulator();
    private final Map<String, MetricsAccumulator> bySite = new HashMap<>();
    private long submitted;
    private long nextToReport;

    ReportOrder(List<Site> sites, Consumer<ReplayedJob> output) {
        this.output = output;
        for (Site site : sites) {
            bySite.put(site.name(), new MetricsAccumulator());
        }
    }

    /** Call in arrival order, before the job reaches its scheduler. */
    void submitted(Job job) {
        if (indexOf.put(job, submitted++) != null) {
            throw new IllegalStateException("job " + job.id() + " submitted twice");
        }
    }

    @Override
    public void jobEnded(Site site, SiteJob job) {
        ended(job, new ReplayedJob(job.id(), site.name(), job.job().submitSeconds(), job.startSeconds(),
                job.endSeconds(), job.processors(), job.estimateSeconds(), job.state()));
    }

    @Override
    public void jobRejected(Site site, SiteJob job, String reason) {
        ended(job, new ReplayedJob(job.id(), site.name(), job.job().submitSeconds(), -1, -1, job.processors(),
                job.estimateSeconds(), job.state()));
    }

    private void ended(SiteJob job, ReplayedJob record) {
        Long index = indexOf.remove(job.job());
        if (index == null) {
            throw new IllegalStateException("job " + job.id() + " ended twice or was never submitted");
        }
        ended.put(index, record);
        for (ReplayedJob next = ended.remove(nextToReport); next != null; next = ended.remove(nextToReport)) {
            report(next);
            nextToReport++;
        }
    }

    private void report(ReplayedJob record) {
        overall.add(record);
        bySite.get(record.site()).add(record);
        output.accept(record);
    }

    /** After the replay: reports what is left (jobs that never ended are skipped, as the sorted list skips them). */
    void finish() {
        new TreeMap<>(ended).values().forEach(this::report);
        ended.clear();
    }

    long submittedJobs() {
        return submitted;
    }

    List<MetricsSummary> siteSummaries(List<Site> sites) {
        List<MetricsSummary> summaries = new ArrayList<>();
        for (Site site : sites) {
            summaries.add(bySite.get(site.name()).summary(site.name(), site.processors()));
        }
        return summaries;
    }

    MetricsSummary overall(long capacityProcessors) {
        return overall.summary("overall", capacityProcessors);
    }
}
