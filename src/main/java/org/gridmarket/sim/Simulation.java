package org.gridmarket.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.metrics.MetricsCollector;
import org.gridmarket.core.metrics.MetricsSummary;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Replays jobs on independent sites, each with its own {@link LocalScheduler}. Submissions are fed lazily:
 * the event for job i+1 is scheduled when job i is submitted, so the event queue holds only in-flight work.
 *
 * <p>A job's runtime and estimate on its site follow seed 004 Eq. 3 from its origin: the site of that name
 * when simulated, else a reference-speed site (trace jobs: speed 1 reproduces the logged runtime, seed 002
 * §5.1).
 */
public final class Simulation {

    /** Progress is reported every this many submissions. */
    private static final int PROGRESS_INTERVAL_JOBS = 1024;

    private final List<Site> sites;
    private final SchedulerSettings settings;
    private final SiteAssignment assignment;

    public Simulation(List<Site> sites, SchedulerSettings settings, SiteAssignment assignment) {
        if (sites.isEmpty()) {
            throw new IllegalArgumentException("at least one site is needed");
        }
        if (sites.stream().map(Site::name).distinct().count() != sites.size()) {
            throw new IllegalArgumentException("site names must be unique: " + sites);
        }
        this.sites = List.copyOf(sites);
        this.settings = settings;
        this.assignment = assignment;
    }

    /** Runs the jobs (any order; they are replayed in arrival order) and collects the results. */
    public SimulationResult run(List<Job> jobs, ProgressListener progress) {
        return run(jobs, progress, new SchedulerListener() { });
    }

    /** As {@link #run(List, ProgressListener)}, also telling {@code observer} every decision. */
    public SimulationResult run(List<Job> jobs, ProgressListener progress, SchedulerListener observer) {
        List<Job> ordered = new ArrayList<>(jobs);
        ordered.sort(TraceJobs.ARRIVAL_ORDER);
        long startSeconds = ordered.isEmpty() ? 0 : ordered.get(0).submitSeconds();
        EventLoop loop = new EventLoop(startSeconds);
        MetricsCollector collector = new MetricsCollector();
        SchedulerListener listener = SchedulerListener.both(collector, observer);
        List<LocalScheduler> schedulers = new ArrayList<>();
        for (Site site : sites) {
            schedulers.add(new LocalScheduler(site, settings, loop, listener));
        }
        if (!ordered.isEmpty()) {
            loop.schedule(startSeconds, () -> submit(ordered, 0, schedulers, loop, progress));
        }
        loop.run();
        progress.progressed(ordered.size(), ordered.size());
        return result(collector.sortedRecords(), loop.processedEvents());
    }

    private void submit(List<Job> ordered, int index, List<LocalScheduler> schedulers, EventLoop loop,
            ProgressListener progress) {
        Job job = ordered.get(index);
        if (index + 1 < ordered.size()) {
            loop.schedule(ordered.get(index + 1).submitSeconds(), () -> submit(ordered, index + 1, schedulers,
                    loop, progress));
        }
        LocalScheduler scheduler = schedulers.get(assignment.siteIndex(job, index, sites));
        Site site = scheduler.site();
        Site origin = originOf(job);
        scheduler.submit(job, site.runtimeSecondsOf(job, origin), site.estimateSecondsOf(job, origin));
        if (index % PROGRESS_INTERVAL_JOBS == 0) {
            progress.progressed(index, ordered.size());
        }
    }

    /**
     * Replays jobs handed out in arrival order, strictly increasing in (submit time, id), taking the next one
     * only when the one before is submitted, and hands each job's record to {@code inReportOrder} as soon as
     * every earlier-submitted job has ended ({@link ReportOrder}). Memory grows with the jobs in flight, not
     * with the workload. The summaries equal {@link #run}'s bit for bit and the records come in its order; the
     * result's record list is empty (the records went to {@code inReportOrder}). Progress is reported with an
     * unknown total (0).
     */
    public SimulationResult stream(Iterator<Job> jobs, ProgressListener progress,
            Consumer<ReplayedJob> inReportOrder) {
        Job first = jobs.hasNext() ? jobs.next() : null;
        long startSeconds = first == null ? 0 : first.submitSeconds();
        EventLoop loop = new EventLoop(startSeconds);
        ReportOrder report = new ReportOrder(sites, inReportOrder);
        List<LocalScheduler> schedulers = new ArrayList<>();
        for (Site site : sites) {
            schedulers.add(new LocalScheduler(site, settings, loop, report));
        }
        if (first != null) {
            loop.schedule(startSeconds, () -> submitStreamed(first, 0, jobs, report, schedulers, loop, progress));
        }
        loop.run();
        report.finish();
        progress.progressed(report.submittedJobs(), report.submittedJobs());
        long capacity = sites.stream().mapToLong(Site::processors).sum();
        return new SimulationResult(sites, List.of(), report.siteSummaries(sites), report.overall(capacity),
                loop.processedEvents());
    }

    private void submitStreamed(Job job, int index, Iterator<Job> jobs, ReportOrder report,
            List<LocalScheduler> schedulers, EventLoop loop, ProgressListener progress) {
        if (jobs.hasNext()) {
            Job next = jobs.next();
            loop.schedule(next.submitSeconds(), () -> submitStreamed(next, index + 1, jobs, report, schedulers,
                    loop, progress));
        }
        report.submitted(job);
        LocalScheduler scheduler = schedulers.get(assignment.siteIndex(job, index, sites));
        Site site = scheduler.site();
        Site origin = originOf(job);
        scheduler.submit(job, site.runtimeSecondsOf(job, origin), site.estimateSecondsOf(job, origin));
        if (index % PROGRESS_INTERVAL_JOBS == 0) {
            progress.progressed(index, 0);
        }
    }

    private Site originOf(Job job) {
        for (Site site : sites) {
            if (site.name().equals(job.originSite())) {
                return site;
            }
        }
        return Site.atReferenceSpeed(job.originSite().isBlank() ? "reference" : job.originSite(), 1);
    }

    private SimulationResult result(List<ReplayedJob> records, long processedEvents) {
        Map<String, List<ReplayedJob>> bySite = new HashMap<>();
        for (ReplayedJob record : records) {
            bySite.computeIfAbsent(record.site(), name -> new ArrayList<>()).add(record);
        }
        List<MetricsSummary> siteSummaries = new ArrayList<>();
        long capacity = 0;
        for (Site site : sites) {
            siteSummaries.add(MetricsSummary.of(site.name(), bySite.getOrDefault(site.name(), List.of()),
                    site.processors()));
            capacity += site.processors();
        }
        MetricsSummary overall = MetricsSummary.of("overall", records, capacity);
        return new SimulationResult(sites, records, siteSummaries, overall, processedEvents);
    }
}
