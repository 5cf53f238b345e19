package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.sites.persistence.SiteEntity;

/**
 * What a job carries to its cluster and brings back (issue 33): its script ({@code job_scripts}, written with the
 * submission), which the site's agent reads, and the tail of its output ({@code job_outputs}), which the agent
 * uploads when the job ends (a later upload replaces it) and the job's user, its site's owner and admins read.
 */
@ApplicationScoped
public class JobOutputs {
    /** The most of a job's output kept: its last 64 KiB in UTF-8, as the agent cuts it. */
    public static final int MAX_OUTPUT_BYTES = 65_536;

    private final EntityManager entities;

    public JobOutputs(EntityManager entities) {
        this.entities = entities;
    }

    /** The script of a job placed at the site, for its agent; 404 when the job carries none. */
    @Transactional
    public String script(SiteAgents.Caller caller, long siteId, long jobId) {
        SiteAgents.site(caller, siteId);
        SiteAgents.placedAt(siteId, jobId);
        List<?> rows = entities.createNativeQuery("SELECT script FROM job_scripts WHERE job_id = ?1")
                .setParameter(1, jobId).getResultList();
        if (rows.isEmpty()) {
            throw ApiProblem.notFound("a script of job " + jobId);
        }
        return (String) rows.get(0);
    }

    /** Stores (or replaces) the output of a job placed at the site; over 64 KiB in UTF-8 is a 413. */
    @Transactional
    public void upload(SiteAgents.Caller caller, long siteId, long jobId, String output) {
        int bytes = output.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_OUTPUT_BYTES) {
            throw new ApiProblem(413, "payload-too-large", "Payload too large", "a job's output is at most "
                    + MAX_OUTPUT_BYTES + " bytes in UTF-8 (its tail); this one is " + bytes);
        }
        SiteAgents.site(caller, siteId);
        SiteAgents.placedAt(siteId, jobId);
        entities.createNativeQuery("INSERT INTO job_outputs (job_id, output, uploaded_at) VALUES (?1, ?2, ?3) "
                        + "ON CONFLICT (job_id) DO UPDATE SET output = EXCLUDED.output, uploaded_at = EXCLUDED.uploaded_at")
                .setParameter(1, jobId).setParameter(2, output).setParameter(3, Instant.now()).executeUpdate();
    }

    /**
     * A job's output for its user, its site's owner or an admin; anyone else gets 404, as for a job that does not
     * exist, and so does a job with no output yet.
     */
    @Transactional
    public String output(AccountService.Person caller, long jobId) {
        JobEntity job = JobEntity.findById(jobId);
        if (job == null || !mayRead(caller, job)) {
            throw ApiProblem.notFound("job " + jobId);
        }
        List<?> rows = entities.createNativeQuery("SELECT output FROM job_outputs WHERE job_id = ?1")
                .setParameter(1, jobId).getResultList();
        if (rows.isEmpty()) {
            throw ApiProblem.notFound("an output of job " + jobId + " (its site's agent uploads it when it ends)");
        }
        return (String) rows.get(0);
    }

    private static boolean mayRead(AccountService.Person caller, JobEntity job) {
        if (caller.role() == Role.ADMIN || job.userId == caller.id()) {
            return true;
        }
        SiteEntity site = job.siteId == null ? null : SiteEntity.findById(job.siteId);
        return site != null && site.ownerId == caller.id();
    }

    /** Whether job {@code jobId} carries a script; inside a transaction. */
    static boolean hasScript(long jobId) {
        return !JobEntity.getEntityManager().createNativeQuery("SELECT 1 FROM job_scripts WHERE job_id = ?1")
                .setParameter(1, jobId).getResultList().isEmpty();
    }
}
