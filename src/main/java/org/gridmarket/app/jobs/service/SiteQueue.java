package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SiteJob;

/** An owner's view of one site: its LRMS queue as planned now, utilisation and earnings. */
@ApplicationScoped
public class SiteQueue {
    private static final long HOUR_SECONDS = 3600;
    /** Points in a utilisation series, whatever its window: the step is hours × 25 model seconds. */
    static final int SERIES_POINTS = 144;
    /** Longest utilisation window: a model week. */
    public static final int MAX_SERIES_HOURS = 168;
    private static final String BACKGROUND_KEY_PREFIX = BackgroundLoad.KEY_PREFIX;

    private final LiveEngine engine;
    private final JobQueries queries;

    public SiteQueue(LiveEngine engine, JobQueries queries) {
        this.engine = engine;
        this.queries = queries;
    }

    /**
     * Who a queued job is for: {@code federation} (a paid job of the marketplace), {@code local} (the owner's
     * own, free) or {@code background} (the modelled local load, whose idempotency keys start with
     * {@code background-}).
     */
    public enum Kind {
        FEDERATION, LOCAL, BACKGROUND;

        static Kind of(JobRecord job) {
            if (job == null || "federation".equals(job.kind())) {
                return FEDERATION;
            }
            return job.idempotencyKey() != null && job.idempotencyKey().startsWith(BACKGROUND_KEY_PREFIX)
                    ? BACKGROUND : LOCAL;
        }

        @com.fasterxml.jackson.annotation.JsonValue
        public String json() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One job in the queue; {@code preemptedBy} is the local job that preempted it last (seed 001), and a local
     * job lists the leases it {@code preempted}.
     */
    public record Entry(long jobId, String state, int processors, Instant plannedStart, Instant plannedEnd,
                        Kind kind, Long preemptedBy, List<Long> preempted) {
        Entry withPreempted(List<Long> ids) {
            return new Entry(jobId, state, processors, plannedStart, plannedEnd, kind, preemptedBy, ids);
        }
    }

    /** The queue's page of jobs ({@code jobs}) and their number in all ({@code totalJobs}). */
    public record View(long siteId, Instant now, List<Entry> jobs, double utilisationNow, double utilisationLastHour,
                       long earningsMicroGd, String earningsGd, long totalJobs) {
    }

    /** One step of a utilisation series: busy processors on average over the step ending at {@code at}. */
    public record Point(Instant at, double busyProcessors, double utilisation) {
    }

    /** The queue ordered by (planned) start, then job id, paged. */
    public View view(AccountService.Person owner, long siteId, PageRequest request) {
        record Snapshot(long now, int processors, int busy, Page<Entry> jobs, java.util.Map<Long, List<Long>> preemptedNow) {
        }
        Snapshot snapshot = engine.read(state -> {
            SiteEntity site = ownSite(owner, siteId, "see its queue");
            LocalScheduler lrms = state.site(siteId).lrms();
            List<SiteJob> jobs = new ArrayList<>(lrms.jobs());
            jobs.sort(Comparator.comparingLong(SiteJob::plannedStartSeconds).thenComparingLong(SiteJob::id));
            Page<Entry> page = Page.slice(jobs, request)
                    .map(job -> entry(job, state.job(job.id()).orElse(null)));
            java.util.Map<Long, List<Long>> preemptedNow = new java.util.HashMap<>();
            for (SiteJob job : jobs) {
                JobRecord record = state.job(job.id()).orElse(null);
                if (record != null && record.preemptedByJobId() != null) {
                    preemptedNow.computeIfAbsent(record.preemptedByJobId(), id -> new ArrayList<>()).add(job.id());
                }
            }
            return new Snapshot(state.now(), site.processors, lrms.busyProcessors(), page, preemptedNow);
        });
        // Committed preemptions from the database, and those of jobs still on the site from the engine's memory
        // (a turn that just preempted may not have committed yet).
        java.util.Map<Long, List<Long>> preempted = queries.preemptedBy(snapshot.jobs().items().stream()
                .filter(entry -> entry.kind() != Kind.FEDERATION).map(Entry::jobId).toList());
        snapshot.preemptedNow().forEach((local, ids) -> preempted.merge(local, ids, (stored, current) ->
                java.util.stream.Stream.concat(stored.stream(), current.stream()).distinct().sorted().toList()));
        List<Entry> entries = snapshot.jobs().items().stream()
                .map(entry -> entry.withPreempted(preempted.getOrDefault(entry.jobId(), List.of()))).toList();
        long earnings = queries.earningsOfSite(siteId);
        BusySteps lastHour = new BusySteps(snapshot.now() - HOUR_SECONDS, HOUR_SECONDS, 1, snapshot.now());
        queries.busyIntervals(siteId, snapshot.now() - HOUR_SECONDS, snapshot.now(), lastHour);
        return new View(siteId, Instant.ofEpochSecond(snapshot.now()), entries,
                (double) snapshot.busy() / snapshot.processors(),
                lastHour.processorSeconds()[0] / (snapshot.processors() * (double) HOUR_SECONDS), earnings, Money.formatGd(earnings),
                snapshot.jobs().total());
    }

    /**
     * Utilisation over the last {@code hours} model hours as {@value #SERIES_POINTS} steps of hours × 25
     * model seconds each (10 minutes for a day), oldest first, from the jobs' runs on the site (a running job is
     * busy until now; a preempted lease only while it ran, seed 001 §4.2) — the same rule as the queue's last hour.
     */
    public List<Point> utilisation(AccountService.Person owner, long siteId, int hours) {
        record Snapshot(long now, int processors) {
        }
        Snapshot snapshot = engine.read(state -> new Snapshot(state.now(),
                ownSite(owner, siteId, "see its utilisation").processors));
        long stepSeconds = hours * HOUR_SECONDS / SERIES_POINTS;
        long from = snapshot.now() - stepSeconds * SERIES_POINTS;
        BusySteps steps = new BusySteps(from, stepSeconds, SERIES_POINTS, snapshot.now());
        queries.busyIntervals(siteId, from, snapshot.now(), steps);
        long[] busy = steps.processorSeconds();
        List<Point> points = new ArrayList<>(SERIES_POINTS);
        for (int i = 0; i < SERIES_POINTS; i++) {
            double busyProcessors = busy[i] / (double) stepSeconds;
            points.add(new Point(Instant.ofEpochSecond(from + (i + 1) * stepSeconds), busyProcessors,
                    busyProcessors / snapshot.processors()));
        }
        return points;
    }

    private static SiteEntity ownSite(AccountService.Person owner, long siteId, String what) {
        SiteEntity site = SiteEntity.findById(siteId);
        if (site == null) {
            throw ApiProblem.notFound("site " + siteId);
        }
        if (!site.ownerId.equals(owner.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may " + what);
        }
        return site;
    }

    private static Entry entry(SiteJob job, JobRecord record) {
        return new Entry(job.id(), job.state().name(), job.processors(), Instant.ofEpochSecond(job.plannedStartSeconds()),
                Instant.ofEpochSecond(job.plannedEndSeconds()), Kind.of(record),
                record == null ? null : record.preemptedByJobId(), List.of());
    }

    /**
     * Processor-seconds run in each of {@code steps} steps of {@code stepSeconds} from {@code fromSeconds}: Σ
     * processors × the part of each run's [started, ended) inside the step, a run still going counting until
     * {@code nowSeconds}. Runs of one site never hold more than its processors at once, so no step exceeds them. Fed one interval at a time (memory: one counter per step); each interval touches only
     * its own steps, so the cost is O(intervals + steps).
     */
    static final class BusySteps implements Consumer<JobQueries.BusyInterval> {
        private final long fromSeconds;
        private final long stepSeconds;
        private final long nowSeconds;
        private final long[] busy;

        BusySteps(long fromSeconds, long stepSeconds, int steps, long nowSeconds) {
            this.fromSeconds = fromSeconds;
            this.stepSeconds = stepSeconds;
            this.nowSeconds = nowSeconds;
            this.busy = new long[steps];
        }

        @Override
        public void accept(JobQueries.BusyInterval interval) {
            long to = fromSeconds + stepSeconds * busy.length;
            long start = Math.max(fromSeconds, interval.startedSeconds());
            long end = Math.min(Math.min(to, nowSeconds),
                    interval.endedSeconds() == null ? nowSeconds : interval.endedSeconds());
            for (long step = (start - fromSeconds) / stepSeconds; start < end; step++) {
                long stepEnd = Math.min(end, fromSeconds + (step + 1) * stepSeconds);
                busy[(int) step] = Math.addExact(busy[(int) step],
                        Math.multiplyExact(stepEnd - start, (long) interval.processors()));
                start = stepEnd;
            }
        }

        long[] processorSeconds() {
            return busy.clone();
        }
    }
}
