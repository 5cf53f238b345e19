package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SiteJob;

/** An owner's view of one site: its LRMS queue as planned now, utilisation and earnings. */
@ApplicationScoped
public class SiteQueue {
    private static final long HOUR_SECONDS = 3600;

    private final LiveEngine engine;
    private final JobQueries queries;

    public SiteQueue(LiveEngine engine, JobQueries queries) {
        this.engine = engine;
        this.queries = queries;
    }

    public record Entry(long jobId, String state, int processors, Instant plannedStart, Instant plannedEnd) {
    }

    public record View(long siteId, Instant now, List<Entry> jobs, double utilisationNow, double utilisationLastHour,
                       long earningsMicroGd, String earningsGd) {
    }

    public View view(AccountService.Person owner, long siteId) {
        record Snapshot(long now, int processors, int busy, List<Entry> jobs) {
        }
        Snapshot snapshot = engine.read(state -> {
            SiteEntity site = SiteEntity.findById(siteId);
            if (site == null) {
                throw ApiProblem.notFound("site " + siteId);
            }
            if (!site.ownerId.equals(owner.id())) {
                throw ApiProblem.forbidden("only the owner of site " + siteId + " may see its queue");
            }
            LocalScheduler lrms = state.agent(siteId).lrms();
            List<Entry> entries = lrms.jobs().stream().map(SiteQueue::entry).toList();
            return new Snapshot(state.now(), site.processors, lrms.busyProcessors(), entries);
        });
        long earnings = queries.earningsOfSite(siteId);
        return new View(siteId, Instant.ofEpochSecond(snapshot.now()), snapshot.jobs(),
                (double) snapshot.busy() / snapshot.processors(),
                utilisation(queries.jobsOnSite(siteId, snapshot.now() - HOUR_SECONDS), snapshot.now(),
                        snapshot.processors()), earnings, Money.formatGd(earnings));
    }

    private static Entry entry(SiteJob job) {
        return new Entry(job.id(), job.state().name(), job.processors(), Instant.ofEpochSecond(job.plannedStartSeconds()),
                Instant.ofEpochSecond(job.plannedEndSeconds()));
    }

    /** Σ processors × seconds run within the last hour ÷ (site processors × 3,600). */
    static double utilisation(List<JobEntity> jobs, long now, int processors) {
        long from = now - HOUR_SECONDS;
        double busy = 0;
        for (JobEntity job : jobs) {
            if (job.startedAtSeconds == null) {
                continue;
            }
            long start = Math.max(from, job.startedAtSeconds);
            long end = Math.min(now, job.endedAtSeconds == null ? now : job.endedAtSeconds);
            busy += Math.max(0, end - start) * (double) job.processors;
        }
        return busy / (processors * (double) HOUR_SECONDS);
    }
}
