package org.gridmarket.app.jobs.service;

import io.quarkus.hibernate.orm.panache.PanacheQuery;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.core.market.JobState;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.jobs.persistence.JobEventEntity;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.core.ledger.Transfer;

/** Reads of jobs straight from the database (the source of truth; every change there is committed). */
@ApplicationScoped
public class JobQueries {
    private static final int BUSY_FETCH_SIZE = 1_000;

    private final AuditService audit;

    public JobQueries(AuditService audit) {
        this.audit = audit;
    }

    /** A job with its history and its money. */
    public record JobDetail(JobRecord job, List<JobEventRecord> events, List<Transfer> transfers) {
    }

    /**
     * A submission's job and whether the Idempotency-Key only replayed an earlier one; for a new job also
     * the job as committed (with its events and hold), so answering needs no read of the database.
     */
    public record Submitted(long jobId, boolean replayed, JobDetail detail) {
    }

    /** A page of the caller's jobs (an admin's: every job), newest first, in any of {@code states} (all when empty). */
    @Transactional
    public Page<JobEntity> jobsOf(AccountService.Person caller, Set<JobState> states, PageRequest page) {
        boolean everyone = caller.role() == Role.ADMIN;
        List<String> names = states.stream().map(JobState::name).toList();
        PanacheQuery<JobEntity> query;
        if (states.isEmpty()) {
            query = everyone ? JobEntity.findAll(Sort.descending("id")) // admins see every job
                    : JobEntity.find("userId", Sort.descending("id"), caller.id());
        } else {
            query = everyone ? JobEntity.find("state in ?1", Sort.descending("id"), names)
                    : JobEntity.find("userId = ?1 and state in ?2", Sort.descending("id"), caller.id(), names);
        }
        return new Page<>(query.page(page.page(), page.size()).list(), query.count());
    }

    /** A job with the username of the person who submitted it (the admins' job list). */
    public record AuditedJob(JobRecord job, String username) {
    }

    /** A page of every job, newest first, each with its user's name (one query for the page, one for the count). */
    @Transactional
    public Page<AuditedJob> everyJobWithItsUser(PageRequest page) {
        List<Object[]> rows = JobEntity.getEntityManager().createQuery("select j, u.username from JobEntity j, "
                        + "UserEntity u where u.id = j.userId order by j.id desc", Object[].class)
                .setFirstResult(page.page() * page.size()).setMaxResults(page.size()).getResultList();
        return new Page<>(rows.stream().map(row -> new AuditedJob(((JobEntity) row[0]).toRecord(), (String) row[1]))
                .toList(), JobEntity.count());
    }

    @Transactional
    public JobDetail detail(AccountService.Person caller, long jobId) {
        audit.readOneSnapshot(); // the job, its events and its transfers as of one commit
        JobEntity job = JobEntity.findById(jobId);
        if (job == null) {
            throw ApiProblem.notFound("job " + jobId);
        }
        JobService.requireVisible(caller, jobId, job.userId);
        return new JobDetail(job.toRecord(), JobEventEntity.<JobEventEntity>list("jobId", Sort.by("id"), jobId)
                .stream().map(JobEventRecord::of).toList(), audit.transfersOfJob(org.gridmarket.app.platform.JobReference.of(jobId)));
    }

    /** A run's processors and the model times it ran from and (unless still running) to. */
    public record BusyInterval(int processors, long startedSeconds, Long endedSeconds) {
    }

    /**
     * Feeds {@code sink} every run on site {@code siteId} (table {@code job_runs}: a job holding processors there,
     * from a start or resumption to its preemption or end) that overlaps [from, to), one row at a time (read as
     * they come), so memory does not grow with the number of jobs. A preempted lease is not busy while it waits.
     */
    @Transactional
    public void busyIntervals(long siteId, long fromSeconds, long toSeconds, Consumer<BusyInterval> sink) {
        try (Stream<?> rows = JobEntity.getEntityManager().createNativeQuery("SELECT processors, started_at_seconds, "
                        + "ended_at_seconds FROM job_runs WHERE site_id = ?1 AND started_at_seconds < ?3 "
                        + "AND (ended_at_seconds IS NULL OR ended_at_seconds > ?2)")
                .setParameter(1, siteId).setParameter(2, fromSeconds).setParameter(3, toSeconds)
                .setHint("org.hibernate.fetchSize", BUSY_FETCH_SIZE)
                .getResultStream()) {
            rows.forEach(row -> {
                Object[] columns = (Object[]) row;
                sink.accept(new BusyInterval(((Number) columns[0]).intValue(), ((Number) columns[1]).longValue(),
                        columns[2] == null ? null : ((Number) columns[2]).longValue()));
            });
        }
    }

    /** For each of {@code localJobIds}, the jobs it preempted (seed 001), in id order. */
    @Transactional
    public java.util.Map<Long, List<Long>> preemptedBy(List<Long> localJobIds) {
        java.util.Map<Long, List<Long>> preempted = new java.util.HashMap<>();
        if (localJobIds.isEmpty()) {
            return preempted;
        }
        List<Object[]> rows = JobEntity.getEntityManager().createQuery("select j.preemptedByJobId, j.id from JobEntity j "
                + "where j.preemptedByJobId in ?1 order by j.id", Object[].class).setParameter(1, localJobIds).getResultList();
        for (Object[] row : rows) {
            preempted.computeIfAbsent((Long) row[0], id -> new java.util.ArrayList<>()).add((Long) row[1]);
        }
        return preempted;
    }

    @Transactional
    public long earningsOfSite(long siteId) {
        Long sum = JobEntity.find("select coalesce(sum(chargedMicroGd), 0) from JobEntity where siteId = ?1", siteId)
                .project(Long.class).firstResult();
        return sum == null ? 0 : sum;
    }
}
