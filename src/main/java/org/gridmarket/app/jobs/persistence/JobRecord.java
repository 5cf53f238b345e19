package org.gridmarket.app.jobs.persistence;

/**
 * A job as the live engine holds it in memory (the fields of table {@code jobs}; times are model seconds).
 * The engine thread alone changes it and writes it through a {@link JobJournal}; everyone else gets a
 * {@link #copy()} or reads the table.
 */
public final class JobRecord {
    public long id;
    public long userId;
    public String kind;
    public String idempotencyKey;
    public String requestFingerprint;
    public int processors;
    public long lengthMi;
    public long budgetMicroGd;
    public long deadlineSeconds;
    public String strategy;
    public long homeSiteId;
    public Long siteId;
    public String state;
    public Long priceMicroGd;
    public Long chargedMicroGd;
    public Long runtimeSeconds;
    public long submittedAtSeconds;
    public Long plannedStartSeconds;
    public Long plannedEndSeconds;
    public Long startedAtSeconds;
    public Long endedAtSeconds;
    public String rejection;
    public String holdTransferId;

    /** A detached copy, safe to hand to another thread. */
    public JobRecord copy() {
        JobRecord copy = new JobRecord();
        copy.id = id;
        copy.userId = userId;
        copy.kind = kind;
        copy.idempotencyKey = idempotencyKey;
        copy.requestFingerprint = requestFingerprint;
        copy.processors = processors;
        copy.lengthMi = lengthMi;
        copy.budgetMicroGd = budgetMicroGd;
        copy.deadlineSeconds = deadlineSeconds;
        copy.strategy = strategy;
        copy.homeSiteId = homeSiteId;
        copy.siteId = siteId;
        copy.state = state;
        copy.priceMicroGd = priceMicroGd;
        copy.chargedMicroGd = chargedMicroGd;
        copy.runtimeSeconds = runtimeSeconds;
        copy.submittedAtSeconds = submittedAtSeconds;
        copy.plannedStartSeconds = plannedStartSeconds;
        copy.plannedEndSeconds = plannedEndSeconds;
        copy.startedAtSeconds = startedAtSeconds;
        copy.endedAtSeconds = endedAtSeconds;
        copy.rejection = rejection;
        copy.holdTransferId = holdTransferId;
        return copy;
    }

    /** The record of a job read through Hibernate. */
    public static JobRecord of(JobEntity entity) {
        JobRecord job = new JobRecord();
        job.id = entity.id;
        job.userId = entity.userId;
        job.kind = entity.kind;
        job.idempotencyKey = entity.idempotencyKey;
        job.requestFingerprint = entity.requestFingerprint;
        job.processors = entity.processors;
        job.lengthMi = entity.lengthMi;
        job.budgetMicroGd = entity.budgetMicroGd;
        job.deadlineSeconds = entity.deadlineSeconds;
        job.strategy = entity.strategy;
        job.homeSiteId = entity.homeSiteId;
        job.siteId = entity.siteId;
        job.state = entity.state;
        job.priceMicroGd = entity.priceMicroGd;
        job.chargedMicroGd = entity.chargedMicroGd;
        job.runtimeSeconds = entity.runtimeSeconds;
        job.submittedAtSeconds = entity.submittedAtSeconds;
        job.plannedStartSeconds = entity.plannedStartSeconds;
        job.plannedEndSeconds = entity.plannedEndSeconds;
        job.startedAtSeconds = entity.startedAtSeconds;
        job.endedAtSeconds = entity.endedAtSeconds;
        job.rejection = entity.rejection;
        job.holdTransferId = entity.holdTransferId;
        return job;
    }
}
