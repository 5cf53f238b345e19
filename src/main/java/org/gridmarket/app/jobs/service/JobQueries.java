package org.gridmarket.app.jobs.service;

import io.quarkus.hibernate.orm.panache.PanacheQuery;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.jobs.persistence.JobEventEntity;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.core.ledger.Transfer;

/** Reads of jobs straight from the database (the source of truth; every change there is committed). */
@ApplicationScoped
public class JobQueries {
    private final AuditService audit;

    public JobQueries(AuditService audit) {
        this.audit = audit;
    }

    /** A job with its history and its money. */
    public record JobDetail(JobRecord job, List<JobEventRecord> events, List<Transfer> transfers) {
    }

    /** The caller's jobs, newest first; an admin's: every job. */
    @Transactional
    public List<JobEntity> jobsOf(AccountService.Person caller, PageRequest page) {
        PanacheQuery<JobEntity> jobs = caller.role() == Role.ADMIN
                ? JobEntity.findAll(Sort.descending("id")) // admins see every job
                : JobEntity.find("userId", Sort.descending("id"), caller.id());
        return jobs.page(page.page(), page.size()).list();
    }

    @Transactional
    public JobDetail detail(AccountService.Person caller, long jobId) {
        JobEntity job = JobEntity.findById(jobId);
        if (job == null) {
            throw ApiProblem.notFound("job " + jobId);
        }
        JobService.requireVisible(caller, jobId, job.userId);
        return new JobDetail(JobRecord.of(job), JobEventEntity.<JobEventEntity>list("jobId", Sort.by("id"), jobId)
                .stream().map(JobEventRecord::of).toList(), audit.transfersOfJob(Settlement.jobRef(jobId)));
    }

    @Transactional
    public List<JobEntity> jobsOnSite(long siteId, long fromSeconds) {
        return JobEntity.list("siteId = ?1 and (endedAtSeconds is null or endedAtSeconds >= ?2)", siteId, fromSeconds);
    }

    @Transactional
    public long earningsOfSite(long siteId) {
        Long sum = JobEntity.find("select coalesce(sum(chargedMicroGd), 0) from JobEntity where siteId = ?1", siteId)
                .project(Long.class).firstResult();
        return sum == null ? 0 : sum;
    }
}
