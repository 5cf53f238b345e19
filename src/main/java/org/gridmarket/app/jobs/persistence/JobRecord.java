package org.gridmarket.app.jobs.persistence;

/**
 * A job as the live engine holds it in memory (the fields of table {@code jobs}; times are model seconds).
 * The engine thread alone changes it and writes it through a {@link JobJournal}; everyone else gets a
 * {@link #copy()} or reads the table. Its state changes only through the {@code markX()} methods, each of
 * which refuses a transition {@link JobState} does not allow (a bug, not a client's error).
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
    /** Seed 003's w, µG$ per second late (strategies that weigh lateness only); null: a hard deadline. */
    public Long tardinessPenaltyMicroGdPerSecond;
    public long homeSiteId;
    public Long siteId;
    JobState state = JobState.SUBMITTED;
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
    /** Seed 001 §4.2's lease type: CANCELLABLE, SUSPENDABLE, MIGRATABLE or NON_PREEMPTABLE. */
    public String leaseType = "NON_PREEMPTABLE";
    /** A preempted lease's progress: useful seconds banked, overhead its segment pays first, Σ h(L) in ms. */
    public long usefulSeconds;
    public long chargeSeconds;
    public long overheadMillis;
    public int preemptions;
    /** The local job that preempted it last, or null. */
    public Long preemptedByJobId;
    /** Seed 000: its user's grid (null: a user without a home site, whose jobs may go anywhere). */
    public String homeGrid;
    /** A redirected job's serving grid, contract, agreed price per processor-hour and its site's own price S. */
    public String servingGrid;
    public Long contractId;
    public Long contractPriceMicroGdPerProcessorHour;
    public Long sitePriceMicroGd;

    public JobState state() {
        return state;
    }

    /** Waiting in the federation queue, its budget held by {@code holdTransfer}. */
    public void markQueued(String holdTransfer) {
        move(JobState.QUEUED, JobState.SUBMITTED);
        holdTransferId = holdTransfer;
    }

    /** Placed on {@code site} at its price, held by {@code holdTransferId} (null for a free local job). */
    public void markAccepted(long site, long price, long runtime, String holdTransfer) {
        move(JobState.ACCEPTED, JobState.SUBMITTED, JobState.QUEUED);
        siteId = site;
        priceMicroGd = price;
        runtimeSeconds = runtime;
        holdTransferId = holdTransfer;
    }

    /** Started (or resumed after a preemption) at {@code atSeconds}, its planned start from now on. */
    public void markRunning(long atSeconds) {
        JobState was = state;
        move(JobState.RUNNING, JobState.ACCEPTED, JobState.PREEMPTED);
        if (was == JobState.ACCEPTED || startedAtSeconds == null) {
            startedAtSeconds = atSeconds;
        }
        plannedStartSeconds = atSeconds;
    }

    /**
     * Preempted by local job {@code byJobId} (seed 001 §4.2), its progress as the LRMS keeps it; its new plan is
     * in {@code plannedStartSeconds}/{@code plannedEndSeconds}.
     */
    public void markPreempted(long byJobId, long useful, long charge, double overheadSeconds, int count) {
        move(JobState.PREEMPTED, JobState.ACCEPTED, JobState.RUNNING, JobState.PREEMPTED);
        preemptedByJobId = byJobId;
        recordProgress(useful, charge, overheadSeconds, count);
    }

    /** What the job had done when last preempted (seed 001), for putting it back on its site. */
    public org.gridmarket.core.lrms.SiteJob.Progress progress() {
        return new org.gridmarket.core.lrms.SiteJob.Progress(usefulSeconds, chargeSeconds, overheadMillis / 1000.0,
                preemptions);
    }

    /** {@link #recordProgress(long, long, double, int)} from the LRMS's own record. */
    public void recordProgress(org.gridmarket.core.lrms.SiteJob.Progress progress) {
        recordProgress(progress.usefulSeconds(), progress.chargeSeconds(), progress.overheadSeconds(),
                progress.preemptions());
    }

    /** The LRMS's count of useful and overhead seconds (Σ h(L) kept to the millisecond). */
    public void recordProgress(long useful, long charge, double overheadSeconds, int count) {
        usefulSeconds = useful;
        chargeSeconds = charge;
        overheadMillis = Math.round(overheadSeconds * 1000);
        preemptions = count;
    }

    /** Ended at {@code atSeconds} having paid {@code charged} (null: it held nothing, a local job). */
    public void markCompleted(long atSeconds, Long charged) {
        move(JobState.COMPLETED, JobState.ACCEPTED, JobState.RUNNING);
        end(atSeconds, charged);
        if (startedAtSeconds == null) {
            startedAtSeconds = plannedStartSeconds;
        }
    }

    /** No site took it (or, queued, none ever can), or its wallet could not hold the price: nothing was charged. */
    public void markRejected(String reason) {
        move(JobState.REJECTED, JobState.SUBMITTED, JobState.QUEUED);
        rejection = reason;
    }

    /** Withdrawn by its user at {@code atSeconds}, having paid {@code charged} for the time used. */
    public void markCancelled(long atSeconds, Long charged) {
        move(JobState.CANCELLED, JobState.ACCEPTED, JobState.RUNNING, JobState.PREEMPTED, JobState.QUEUED);
        end(atSeconds, charged);
    }

    /** Failed at its site at {@code atSeconds}: its hold was released ({@code charged} 0, or null without one). */
    public void markFailed(long atSeconds, Long charged) {
        move(JobState.FAILED, JobState.ACCEPTED, JobState.RUNNING);
        end(atSeconds, charged);
    }

    private void end(long atSeconds, Long charged) {
        endedAtSeconds = atSeconds;
        if (charged != null) {
            chargedMicroGd = charged;
        }
    }

    private void move(JobState to, JobState... from) {
        for (JobState allowed : from) {
            if (state == allowed) {
                state = to;
                return;
            }
        }
        throw new IllegalStateException("job " + id + " cannot go from " + state + " to " + to);
    }

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
        copy.tardinessPenaltyMicroGdPerSecond = tardinessPenaltyMicroGdPerSecond;
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
        copy.leaseType = leaseType;
        copy.usefulSeconds = usefulSeconds;
        copy.chargeSeconds = chargeSeconds;
        copy.overheadMillis = overheadMillis;
        copy.preemptions = preemptions;
        copy.preemptedByJobId = preemptedByJobId;
        copy.homeGrid = homeGrid;
        copy.servingGrid = servingGrid;
        copy.contractId = contractId;
        copy.contractPriceMicroGdPerProcessorHour = contractPriceMicroGdPerProcessorHour;
        copy.sitePriceMicroGd = sitePriceMicroGd;
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
        job.tardinessPenaltyMicroGdPerSecond = entity.tardinessPenaltyMicroGdPerSecond;
        job.homeSiteId = entity.homeSiteId;
        job.siteId = entity.siteId;
        job.state = JobState.valueOf(entity.state);
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
        job.leaseType = entity.leaseType;
        job.usefulSeconds = entity.usefulSeconds;
        job.chargeSeconds = entity.chargeSeconds;
        job.overheadMillis = entity.overheadMillis;
        job.preemptions = entity.preemptions;
        job.preemptedByJobId = entity.preemptedByJobId;
        job.homeGrid = entity.homeGrid;
        job.servingGrid = entity.servingGrid;
        job.contractId = entity.contractId;
        job.contractPriceMicroGdPerProcessorHour = entity.contractPriceMicroGdPerProcessorHour;
        job.sitePriceMicroGd = entity.sitePriceMicroGd;
        return job;
    }
}
