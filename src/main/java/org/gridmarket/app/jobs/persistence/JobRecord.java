package org.gridmarket.app.jobs.persistence;

import java.util.List;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.JobLife;
import org.gridmarket.core.market.JobState;

/**
 * A job as the live engine holds it in memory (the columns of table {@code jobs}; times are model seconds).
 * The engine thread alone changes it and writes it through a {@link JobJournal}; everyone else gets a
 * {@link #copy()} or reads the table. Its state is a core {@link JobLife}, changed only through the
 * {@code markX()} methods here, which refuse what the life does not allow; its other columns change only
 * through the named methods below. A new or stored job is made by {@link #builder()}.
 */
public final class JobRecord {
    private long id;
    private long userId;
    private String kind;
    private String idempotencyKey;
    private String requestFingerprint;
    private int processors;
    private long lengthMi;
    private long budgetMicroGd;
    private long deadlineSeconds;
    private String strategy;
    /** Seed 003's w, µG$ per second late (strategies that weigh lateness only); null: a hard deadline. */
    private Long tardinessPenaltyMicroGdPerSecond;
    private long homeSiteId;
    private Long siteId;
    private Long priceMicroGd;
    private Long chargedMicroGd;
    private Long runtimeSeconds;
    private long submittedAtSeconds;
    private Long plannedStartSeconds;
    private Long plannedEndSeconds;
    private Long startedAtSeconds;
    private Long endedAtSeconds;
    private String rejection;
    private String holdTransferId;
    /** Seed 001 §4.2's lease type: CANCELLABLE, SUSPENDABLE, MIGRATABLE or NON_PREEMPTABLE. */
    private String leaseType = "NON_PREEMPTABLE";
    /** A lease's preemptions and the work it banked (seed 001). */
    private LeaseProgress lease = new LeaseProgress();
    /** Seed 000: its user's grid (null: a user without a home site, whose jobs may go anywhere). */
    private String homeGrid;
    /** A redirected job's serving grid, contract, agreed price per processor-hour and its site's own price S. */
    private String servingGrid;
    private Long contractId;
    private Long contractPriceMicroGdPerProcessorHour;
    private Long sitePriceMicroGd;
    /** The quote whose option the job holds (issue 32), or null. */
    private String quoteId;
    /** How its price was set: QUOTE, SUBMISSION or START (a queued job's, when it starts). */
    private String pricedAt = "SUBMISSION";
    /** Its script and output (issue 33). */
    private JobWork work = JobWork.NONE;
    private JobLife life = new JobLife();
    /** Runs started or ended since the journal last wrote this job (table {@code job_runs}). */
    private RunChanges runChanges = new RunChanges();

    private JobRecord() {
    }

    // One getter per column, named after it.
    public long id() { return id; }
    public long userId() { return userId; }
    public String kind() { return kind; }
    public String idempotencyKey() { return idempotencyKey; }
    public String requestFingerprint() { return requestFingerprint; }
    public int processors() { return processors; }
    public long lengthMi() { return lengthMi; }
    public long budgetMicroGd() { return budgetMicroGd; }
    public long deadlineSeconds() { return deadlineSeconds; }
    public String strategy() { return strategy; }
    public Long tardinessPenaltyMicroGdPerSecond() { return tardinessPenaltyMicroGdPerSecond; }
    public long homeSiteId() { return homeSiteId; }
    public Long siteId() { return siteId; }
    public Long priceMicroGd() { return priceMicroGd; }
    public Long chargedMicroGd() { return chargedMicroGd; }
    public Long runtimeSeconds() { return runtimeSeconds; }
    public long submittedAtSeconds() { return submittedAtSeconds; }
    public Long plannedStartSeconds() { return plannedStartSeconds; }
    public Long plannedEndSeconds() { return plannedEndSeconds; }
    public Long startedAtSeconds() { return startedAtSeconds; }
    public Long endedAtSeconds() { return endedAtSeconds; }
    public String rejection() { return rejection; }
    public String holdTransferId() { return holdTransferId; }
    public String leaseType() { return leaseType; }
    public long usefulSeconds() { return lease.usefulSeconds; }
    public long usefulSecondsElsewhere() { return lease.usefulSecondsElsewhere; }
    public long chargeSeconds() { return lease.chargeSeconds; }
    public long overheadMillis() { return lease.overheadMillis; }
    public int preemptions() { return lease.preemptions; }
    public Long preemptedByJobId() { return lease.preemptedByJobId; }
    public String preemptedByKind() { return lease.preemptedByKind; }
    public String preemptedUnderPolicy() { return lease.preemptedUnderPolicy; }
    public String homeGrid() { return homeGrid; }
    public String servingGrid() { return servingGrid; }
    public Long contractId() { return contractId; }
    public Long contractPriceMicroGdPerProcessorHour() { return contractPriceMicroGdPerProcessorHour; }
    public Long sitePriceMicroGd() { return sitePriceMicroGd; }
    public String quoteId() { return quoteId; }
    public String pricedAt() { return pricedAt; }
    public JobWork work() { return work; }

    public JobState state() {
        return life.state();
    }

    /**
     * The work it has done, in seconds: useful seconds on the sites a migrated lease left plus those on its site
     * (seed 001: a preempted lease's overhead is not work; a completed job's work on its site is its runtime there).
     */
    public long workDoneSeconds() {
        return lease.workDoneSeconds();
    }

    /** The runs started or ended since the last call, oldest first (the journal writes them with the job). */
    public List<RunChanges.Change> takeRunChanges() {
        return runChanges.take();
    }

    private void runStarts(long atSeconds) {
        runChanges.starts(siteId, processors, atSeconds);
    }

    /** Ends the running run at {@code atSeconds}, if the job was running before the mark just made. */
    private void runEnds(boolean wasRunning, long atSeconds) {
        if (wasRunning) {
            runChanges.ends(siteId, processors, atSeconds);
        }
    }

    /** Gives a new job its id, once (the journal mints it when the job is first written). */
    public void assignId(long newId) {
        if (id != 0) {
            throw new IllegalStateException("job " + id + " has its id already");
        }
        id = newId;
    }

    /** Waiting in the federation queue, its budget held by {@code holdTransfer}. */
    public void markQueued(String holdTransfer) {
        mark(life::markQueued);
        holdTransferId = holdTransfer;
    }

    /** Placed on {@code site} at its price, held by {@code holdTransfer} (null for a free local job). */
    public void markAccepted(long site, long price, long runtime, String holdTransfer) {
        mark(life::markAccepted);
        siteId = site;
        priceMicroGd = price;
        runtimeSeconds = runtime;
        holdTransferId = holdTransfer;
    }

    /** Started (or resumed after a preemption) at {@code atSeconds}, its planned start from now on. */
    public void markRunning(long atSeconds) {
        boolean first = markFirstRun();
        if (first || startedAtSeconds == null) {
            startedAtSeconds = atSeconds;
        }
        plannedStartSeconds = atSeconds;
        runStarts(atSeconds);
    }

    private boolean markFirstRun() {
        try {
            return life.markRunning();
        } catch (IllegalStateException refused) {
            throw refusal(refused);
        }
    }

    /**
     * Preempted by local job {@code byJobId} of kind {@code byKind} ({@code local} or {@code background}) at
     * {@code atSeconds} under the site's policy {@code policy} (seed 001 §4.2, §6), its progress as the LRMS
     * keeps it; a running lease's run ends. Its new plan follows through {@link #replan}.
     */
    public void markPreempted(long byJobId, String byKind, String policy, SiteJob.Progress progress, long atSeconds) {
        boolean wasRunning = state() == JobState.RUNNING;
        mark(life::markPreempted);
        runEnds(wasRunning, atSeconds);
        lease.preempted(byJobId, byKind, policy, progress);
    }

    /** What the job had done when last preempted (seed 001), for putting it back on its site. */
    public SiteJob.Progress progress() {
        return lease.progress();
    }

    /** The LRMS's count of useful and overhead seconds (Σ h(L) kept to the millisecond). */
    public void recordProgress(SiteJob.Progress progress) {
        lease.record(progress);
    }

    /** Its site's plan for it: when it starts and ends (a reservation that moved, a new plan after preemption). */
    public void replan(Long startSeconds, Long endSeconds) {
        plannedStartSeconds = startSeconds;
        plannedEndSeconds = endSeconds;
    }

    /** A redirected job (seed 000 §5.2): the grid serving it, its contract, agreed price and its site's price S. */
    public void redirected(String grid, long contract, long contractPricePerProcessorHour, long sitePrice) {
        servingGrid = grid;
        contractId = contract;
        contractPriceMicroGdPerProcessorHour = contractPricePerProcessorHour;
        sitePriceMicroGd = sitePrice;
    }

    /**
     * A lease moved to site {@code toSite} (seed 001 §4.2) after {@code usefulSecondsHere} seconds of work on the
     * site it left: {@code postedMicroGd} charged for its part so far, {@code remainderPriceMicroGd} held by
     * {@code hold} there for a runtime of {@code runtime}. Its progress there follows through
     * {@link #recordProgress}.
     */
    public void migrated(long toSite, long usefulSecondsHere, long postedMicroGd, long remainderPriceMicroGd,
                         String hold, long runtime) {
        lease.moved(usefulSecondsHere);
        long chargedBefore = chargedMicroGd == null ? 0 : chargedMicroGd;
        chargedMicroGd = Math.addExact(chargedBefore, postedMicroGd);
        priceMicroGd = Math.addExact(chargedMicroGd, remainderPriceMicroGd);
        siteId = toSite;
        holdTransferId = hold;
        runtimeSeconds = runtime;
    }

    /**
     * Ended at {@code atSeconds} having paid {@code charged} (null: it held nothing, a local job). A running job's
     * run ends; one that completed unseen (while the service was down) ran from its planned start.
     */
    public void markCompleted(long atSeconds, Long charged) {
        boolean wasRunning = state() == JobState.RUNNING;
        mark(life::markCompleted);
        end(atSeconds, charged);
        if (startedAtSeconds == null) {
            startedAtSeconds = plannedStartSeconds;
        }
        if (!wasRunning && plannedStartSeconds != null && plannedStartSeconds < atSeconds) {
            runStarts(plannedStartSeconds);
            wasRunning = true;
        }
        runEnds(wasRunning, atSeconds);
    }

    /** No site took it (or, queued, none ever can), or its wallet could not hold the price: nothing was charged. */
    public void markRejected(String reason) {
        mark(life::markRejected);
        rejection = reason;
    }

    /** Withdrawn at {@code atSeconds}, having paid {@code charged} for the time used. */
    public void markCancelled(long atSeconds, Long charged) {
        boolean wasRunning = state() == JobState.RUNNING;
        mark(life::markCancelled);
        end(atSeconds, charged);
        runEnds(wasRunning, atSeconds);
    }

    /** Failed at its site at {@code atSeconds}: its hold was released ({@code charged} 0, or null without one). */
    public void markFailed(long atSeconds, Long charged) {
        boolean wasRunning = state() == JobState.RUNNING;
        mark(life::markFailed);
        end(atSeconds, charged);
        runEnds(wasRunning, atSeconds);
    }

    private void end(long atSeconds, Long charged) {
        endedAtSeconds = atSeconds;
        if (charged != null) {
            chargedMicroGd = charged;
        }
    }

    private void mark(Runnable transition) {
        try {
            transition.run();
        } catch (IllegalStateException refused) {
            throw refusal(refused);
        }
    }

    private IllegalStateException refusal(IllegalStateException refused) {
        return new IllegalStateException("job " + id + " " + refused.getMessage(), refused);
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
        copy.lease = lease.copy();
        copy.homeGrid = homeGrid;
        copy.servingGrid = servingGrid;
        copy.contractId = contractId;
        copy.contractPriceMicroGdPerProcessorHour = contractPriceMicroGdPerProcessorHour;
        copy.sitePriceMicroGd = sitePriceMicroGd;
        copy.quoteId = quoteId;
        copy.pricedAt = pricedAt;
        copy.work = work;
        copy.life = new JobLife(life.state());
        copy.runChanges = runChanges.copy();
        return copy;
    }

    /** A new job (SUBMITTED, id 0 until the journal gives it one), or a stored one with its {@link #state}. */
    public static Builder builder() {
        return new Builder();
    }

    /** Sets a record's columns before anyone else sees it; {@link #build()} hands it over once. */
    public static final class Builder {
        private JobRecord job = new JobRecord();

        private Builder() {
        }

        public Builder id(long value) { job.id = value; return this; }
        public Builder userId(long value) { job.userId = value; return this; }
        public Builder kind(String value) { job.kind = value; return this; }
        public Builder idempotencyKey(String value) { job.idempotencyKey = value; return this; }
        public Builder requestFingerprint(String value) { job.requestFingerprint = value; return this; }
        public Builder processors(int value) { job.processors = value; return this; }
        public Builder lengthMi(long value) { job.lengthMi = value; return this; }
        public Builder budgetMicroGd(long value) { job.budgetMicroGd = value; return this; }
        public Builder deadlineSeconds(long value) { job.deadlineSeconds = value; return this; }
        public Builder strategy(String value) { job.strategy = value; return this; }
        public Builder tardinessPenaltyMicroGdPerSecond(Long value) {
            job.tardinessPenaltyMicroGdPerSecond = value;
            return this;
        }
        public Builder homeSiteId(long value) { job.homeSiteId = value; return this; }
        public Builder siteId(Long value) { job.siteId = value; return this; }
        public Builder priceMicroGd(Long value) { job.priceMicroGd = value; return this; }
        public Builder chargedMicroGd(Long value) { job.chargedMicroGd = value; return this; }
        public Builder runtimeSeconds(Long value) { job.runtimeSeconds = value; return this; }
        public Builder submittedAtSeconds(long value) { job.submittedAtSeconds = value; return this; }
        public Builder plannedStartSeconds(Long value) { job.plannedStartSeconds = value; return this; }
        public Builder plannedEndSeconds(Long value) { job.plannedEndSeconds = value; return this; }
        public Builder startedAtSeconds(Long value) { job.startedAtSeconds = value; return this; }
        public Builder endedAtSeconds(Long value) { job.endedAtSeconds = value; return this; }
        public Builder rejection(String value) { job.rejection = value; return this; }
        public Builder holdTransferId(String value) { job.holdTransferId = value; return this; }
        public Builder leaseType(String value) { job.leaseType = value; return this; }
        public Builder usefulSeconds(long value) { job.lease.usefulSeconds = value; return this; }
        public Builder usefulSecondsElsewhere(long value) { job.lease.usefulSecondsElsewhere = value; return this; }
        public Builder chargeSeconds(long value) { job.lease.chargeSeconds = value; return this; }
        public Builder overheadMillis(long value) { job.lease.overheadMillis = value; return this; }
        public Builder preemptions(int value) { job.lease.preemptions = value; return this; }
        public Builder preemptedByJobId(Long value) { job.lease.preemptedByJobId = value; return this; }
        public Builder preemptedByKind(String value) { job.lease.preemptedByKind = value; return this; }
        public Builder preemptedUnderPolicy(String value) { job.lease.preemptedUnderPolicy = value; return this; }
        public Builder homeGrid(String value) { job.homeGrid = value; return this; }
        public Builder servingGrid(String value) { job.servingGrid = value; return this; }
        public Builder contractId(Long value) { job.contractId = value; return this; }
        public Builder contractPriceMicroGdPerProcessorHour(Long value) {
            job.contractPriceMicroGdPerProcessorHour = value;
            return this;
        }
        public Builder sitePriceMicroGd(Long value) { job.sitePriceMicroGd = value; return this; }
        public Builder quoteId(String value) { job.quoteId = value; return this; }
        public Builder pricedAt(String value) { job.pricedAt = value; return this; }
        public Builder work(JobWork value) { job.work = value; return this; }

        public Builder state(JobState value) { job.life = new JobLife(value); return this; }

        public JobRecord build() {
            JobRecord built = java.util.Objects.requireNonNull(job, "built already");
            job = null;
            return built;
        }
    }
}
