package org.gridmarket.app.jobs.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.app.sites.service.SiteService;
import org.gridmarket.core.market.JobState;

/**
 * A real cluster behind a site: its agent (authenticated by one of the site's agent keys, or as the site's owner)
 * sends heartbeats, fetches the jobs assigned to the site and asks about one of them. Its reports of jobs that
 * started, finished or failed are {@link AgentReports}'; scripts and outputs are {@link JobOutputs}'. Jobs of a
 * site in agent mode are not modelled: they start and end when the agent says so.
 */
@ApplicationScoped
public class SiteAgents {
    private final LiveEngine engine;
    private final jakarta.enterprise.event.Event<SiteService.SiteChanged> changes;
    private final AgentPresence presence;
    private final EngineRebuild sites;
    private final EngineWallClock wall;
    private final GridmarketConfig config;

    public SiteAgents(LiveEngine engine, jakarta.enterprise.event.Event<SiteService.SiteChanged> changes,
                      AgentPresence presence, EngineRebuild sites, EngineWallClock wall, GridmarketConfig config) {
        this.engine = engine;
        this.changes = changes;
        this.presence = presence;
        this.sites = sites;
        this.wall = wall;
        this.config = config;
    }

    /**
     * Who calls a site's agent endpoints: the agent of site {@code keySiteId} (by one of its keys), or the person
     * {@code personId}, who must own the site.
     */
    public record Caller(Long personId, Long keySiteId) {
        public static Caller agentOf(long siteId) {
            return new Caller(null, siteId);
        }

        public static Caller person(long personId) {
            return new Caller(personId, null);
        }
    }

    /** What a heartbeat answers: the market's time scale, when silence makes the site offline, the server's time. */
    public record Heartbeat(double timeScale, long offlineAfterSeconds, Instant serverTime) {
    }

    /** A job as its site's agent sees it. */
    public record AssignedJob(long jobId, String state, int processors, Long runtimeSeconds, boolean hasScript) {
    }

    @jakarta.transaction.Transactional
    public void setAgentMode(AccountService.Person owner, long siteId, boolean enabled) {
        SiteEntity site = site(Caller.person(owner.id()), siteId);
        site.agentMode = enabled;
        site.acceptsScripts &= enabled; // only a site behind an agent runs scripts (issue 33)
        changes.fire(new SiteService.SiteChanged(siteId));
    }

    /**
     * The site's agent is alive: its time is stored ({@code sites.agent_heard_at}), and the engine lists the site
     * again if it was offline, before this answers.
     */
    public Heartbeat heartbeat(Caller caller, long siteId) {
        Instant heard = Instant.ofEpochMilli(wall.millis());
        QuarkusTransaction.requiringNew().run(() -> site(caller, siteId).agentHeardAt = heard);
        engine.call(state -> {
            if (presence.heard(siteId, heard.toEpochMilli())) {
                SiteEntity site = SiteEntity.findById(siteId);
                if (site != null) {
                    sites.siteChanged(state, site);
                }
            }
            return null;
        });
        return new Heartbeat(config.engine().timeScale(), config.agents().offlineAfter().toSeconds(), heard);
    }

    /** A page of the jobs accepted on or running at the site, oldest first. */
    @jakarta.transaction.Transactional
    public Page<JobEntity> assignments(Caller caller, long siteId, PageRequest request) {
        site(caller, siteId);
        var query = JobEntity.<JobEntity>find("siteId = ?1 and state in ?2", Sort.by("id"), siteId,
                List.of(JobState.ACCEPTED.name(), JobState.RUNNING.name()));
        return new Page<>(query.page(request.page(), request.size()).list(), query.count());
    }

    /** Any job ever placed at the site, as it stands (a final state tells the agent to cancel it there); else 404. */
    @jakarta.transaction.Transactional
    public AssignedJob job(Caller caller, long siteId, long jobId) {
        site(caller, siteId);
        JobEntity job = placedAt(siteId, jobId);
        return new AssignedJob(job.id, job.state, job.processors, job.runtimeSeconds, JobOutputs.hasScript(jobId));
    }

    /** The job {@code jobId} if it was placed at site {@code siteId}; else 404, as if it did not exist. */
    static JobEntity placedAt(long siteId, long jobId) {
        JobEntity job = JobEntity.findById(jobId);
        if (job == null || job.siteId == null || job.siteId != siteId || !"federation".equals(job.kind)) {
            throw ApiProblem.notFound("job " + jobId + " on site " + siteId);
        }
        return job;
    }

    /**
     * Site {@code siteId} if {@code caller} may act as its agent: its own key's agent, or its owner; another site's
     * agent or another person is refused (403), an unknown site is 404. Inside a transaction.
     */
    static SiteEntity site(Caller caller, long siteId) {
        SiteEntity site = SiteEntity.findById(siteId);
        if (site == null) {
            throw ApiProblem.notFound("site " + siteId);
        }
        boolean allowed = caller.keySiteId() != null ? caller.keySiteId() == siteId
                : site.ownerId.equals(caller.personId());
        if (!allowed) {
            throw ApiProblem.forbidden(caller.keySiteId() != null
                    ? "this agent key belongs to site " + caller.keySiteId() + ", not to site " + siteId
                    : "only the owner of site " + siteId + " or its agent may act as its agent");
        }
        return site;
    }
}
