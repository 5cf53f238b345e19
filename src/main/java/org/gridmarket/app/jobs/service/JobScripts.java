package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.app.sites.service.SiteService;

/**
 * Jobs that carry a script (issue 33): which sites run scripts (their owners say so, only in agent mode and only
 * while the engine runs in real time) and who may read a job's script.
 */
@ApplicationScoped
public class JobScripts {
    private final GridmarketConfig config;
    private final Event<SiteService.SiteChanged> changes;

    public JobScripts(GridmarketConfig config, Event<SiteService.SiteChanged> changes) {
        this.config = config;
        this.changes = changes;
    }

    /**
     * The owner lets site {@code siteId} run the scripts jobs carry, or stops it: 409 {@code not-agent-mode} for
     * a site not behind an agent (a modelled site never pretends to run one) and 409 {@code time-scale} unless the
     * engine's model clock runs at wall time (a real cluster runs in real time). Turning it off is always allowed.
     * The engine learns of it after the commit, like any site change; from then on the site takes only jobs
     * that carry a script.
     */
    @Transactional
    public boolean setAcceptsScripts(AccountService.Person owner, long siteId, boolean enabled) {
        SiteEntity site = SiteEntity.<SiteEntity>findByIdOptional(siteId)
                .orElseThrow(() -> ApiProblem.notFound("site " + siteId));
        if (!site.ownerId.equals(owner.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may say whether it runs scripts");
        }
        if (enabled && !site.agentMode) {
            throw ApiProblem.conflict("not-agent-mode", site.name + " is modelled: only a real cluster behind an "
                    + "agent runs scripts; turn agent mode on first");
        }
        if (enabled && config.engine().timeScale() != 1) {
            throw ApiProblem.conflict("time-scale", "the market's clock runs " + config.engine().timeScale()
                    + " times faster than wall time, and a real cluster runs in real time: scripts run only on a "
                    + "market started with GRIDMARKET_ENGINE_TIME_SCALE=1");
        }
        site.acceptsScripts = enabled;
        changes.fire(new SiteService.SiteChanged(siteId));
        return enabled;
    }

    /**
     * The script of job {@code jobId}, for its user, the owner of the site it was placed at, or an admin; a 404
     * for anyone else (as for a job that does not exist) and for a job that carries no script.
     */
    @Transactional
    public String script(AccountService.Person caller, long jobId) {
        JobEntity job = JobEntity.findById(jobId);
        if (job == null || !mayRead(caller, job)) {
            throw ApiProblem.notFound("job " + jobId);
        }
        List<?> scripts = JobEntity.getEntityManager()
                .createNativeQuery("SELECT script FROM job_scripts WHERE job_id = ?1")
                .setParameter(1, jobId).getResultList();
        if (scripts.isEmpty()) {
            throw ApiProblem.notFound("a script of job " + jobId + " (it carries none)");
        }
        return (String) scripts.get(0);
    }

    /** The job's user, the owner of its site, or an admin. */
    private static boolean mayRead(AccountService.Person caller, JobEntity job) {
        if (caller.role() == Role.ADMIN || job.userId == caller.id()) {
            return true;
        }
        SiteEntity site = job.siteId == null ? null : SiteEntity.<SiteEntity>findById(job.siteId);
        return site != null && site.ownerId == caller.id();
    }
}
