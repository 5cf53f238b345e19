package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import io.quarkus.panache.common.Sort;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.core.market.JobState;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.app.sites.service.SiteService;
import org.gridmarket.core.market.RunOutcome;

/**
 * A real cluster behind a site: its agent (authenticated as the site's owner) fetches the jobs assigned to
 * the site and reports them started, finished (with the actual runtime) or failed. Jobs of a site in agent
 * mode are not modelled: they end when the agent says so, and pay as their agreement's settlement rule says for
 * the runtime reported (a posted price: price · min(actual, planned) / planned).
 */
@ApplicationScoped
public class SiteAgents {
    private final LiveEngine engine;
    private final jakarta.enterprise.event.Event<SiteService.SiteChanged> changes;

    public SiteAgents(LiveEngine engine, jakarta.enterprise.event.Event<SiteService.SiteChanged> changes) {
        this.engine = engine;
        this.changes = changes;
    }

    /** What the agent reports about a job. */
    public enum Report { STARTED, FINISHED, FAILED }

    @jakarta.transaction.Transactional
    public void setAgentMode(AccountService.Person owner, long siteId, boolean enabled) {
        SiteEntity site = ownSite(owner, siteId);
        site.agentMode = enabled;
        site.acceptsScripts &= enabled; // only a site behind an agent runs scripts (issue 33)
        changes.fire(new SiteService.SiteChanged(siteId));
    }

    /** A page of the jobs accepted on or running at the site, oldest first. */
    @jakarta.transaction.Transactional
    public Page<JobEntity> assignments(AccountService.Person owner, long siteId, PageRequest request) {
        ownSite(owner, siteId);
        var query = JobEntity.<JobEntity>find("siteId = ?1 and state in ?2", Sort.by("id"), siteId,
                List.of(JobState.ACCEPTED.name(), JobState.RUNNING.name()));
        return new Page<>(query.page(request.page(), request.size()).list(), query.count());
    }

    public void report(AccountService.Person owner, long siteId, long jobId, Report report, Long runtimeSeconds) {
        engine.call(state -> {
            SiteEntity site = ownSite(owner, siteId);
            JobRecord job = state.job(jobId).orElse(null);
            if (job == null || job.siteId() == null || job.siteId().longValue() != siteId) {
                throw ApiProblem.notFound("job " + jobId + " on site " + siteId);
            }
            if (!site.agentMode) {
                throw ApiProblem.conflict("not-agent-mode", "site " + siteId + " is modelled; turn agent mode on first");
            }
            if (job.state().isFinal()) {
                throw ApiProblem.conflict("job-final", "job " + jobId + " is already " + job.state());
            }
            switch (report) {
                case STARTED -> state.note(job, "the site's agent reports it started");
                case FINISHED -> finish(state, job, runtimeSeconds);
                case FAILED -> fail(state, job);
            }
            return null;
        });
    }

    private void finish(EngineState state, JobRecord job, Long runtimeSeconds) {
        if (runtimeSeconds == null || runtimeSeconds < 0) {
            throw ApiProblem.invalid("runtimeSeconds", "a finished report needs the actual runtime");
        }
        if (job.state() != JobState.RUNNING) {
            throw ApiProblem.conflict("not-running", "job " + job.id() + " has not started");
        }
        state.market().reportFinished(job.id(), runtimeSeconds);
        state.site(job.siteId()).lrms().finishNow(job.id());
    }

    private void fail(EngineState state, JobRecord job) {
        org.gridmarket.core.lrms.SiteJob ended = state.site(job.siteId()).lrms().cancel(job.id());
        if (ended != null) {
            job.recordProgress(ended.progress());
        }
        job.markFailed(state.now(), state.settle(job, new RunOutcome.Failed()));
        state.recorded(job, "the site's agent reports it failed; nothing charged");
    }

    private static SiteEntity ownSite(AccountService.Person owner, long siteId) {
        SiteEntity site = SiteEntity.findById(siteId);
        if (site == null) {
            throw ApiProblem.notFound("site " + siteId);
        }
        if (!site.ownerId.equals(owner.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may act as its agent");
        }
        return site;
    }
}
