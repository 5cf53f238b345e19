package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobJournal;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.ledger.persistence.CachingLedgerStore;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.engine.WallTimeline;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * Everything the engine thread owns — model clock, timeline, live federation, the accepted and running jobs
 * — and how it follows the LRMSs' decisions into the database: a job starting is recorded RUNNING, a job
 * ending COMPLETED and paid for. Only the engine thread calls it, always inside the turn's transaction.
 *
 * <p>A turn's writes are gathered and sent together when it ends ({@link #endTurn()}): its transfers through
 * one ledger session, its jobs and events through the {@link JobJournal}. The jobs the engine works on live
 * in memory between turns; the database is read again only after a restart or a rolled-back turn.
 */
@ApplicationScoped
public class EngineState implements SchedulerListener {
    private final GridmarketConfig config;
    private final JobEvents events;
    private final EntityManager entities;
    private final BackgroundLoad backgroundLoad;
    private final EngineQuarantine quarantine;
    private final LedgerService ledgerService;
    private final JobJournal journal;
    private final CachingLedgerStore ledgerStore;
    private final Ledger ledger;
    private Ledger.Session session;
    /** How often this turn's ledger session was handed out: a command that did not ask for it wrote no transfer. */
    private int ledgerUses;
    /** Accepted and running jobs by id. */
    private final Map<Long, JobRecord> active = new HashMap<>();
    /** This turn's Idempotency-Keys: the jobs found under them, or (absent from the map) none. */
    private final Map<JobJournal.Key, JobRecord> keyed = new HashMap<>();
    private final Set<JobJournal.Key> keysLookedUp = new HashSet<>();
    /** Ledger account ids by (user, kind); they never change. */
    private final Map<AccountKey, Long> accountIds = new HashMap<>();

    private record AccountKey(long userId, AccountKind kind) {
    }
    /** Runtime given to the LRMS for a real cluster's job: it runs until its agent reports (≈ 3,000 years). */
    static final long AGENT_OPEN_RUNTIME_SECONDS = 100_000_000_000L;
    private final Map<Long, Long> agentCharges = new HashMap<>();
    private ScaledWallClock clock;
    private WallTimeline timeline;
    private LiveFederation federation;
    private final Set<Long> backgroundScheduled = new HashSet<>();

    public EngineState(GridmarketConfig config, JobEvents events, EntityManager entities,
                       BackgroundLoad backgroundLoad, AgroalDataSource dataSource, JdbcLedgerStore ledgerStore,
                       LedgerService ledgerService, EngineQuarantine quarantine) {
        this.backgroundLoad = backgroundLoad;
        this.quarantine = quarantine;
        this.ledgerService = ledgerService;
        this.journal = new JobJournal(dataSource);
        this.ledgerStore = new CachingLedgerStore(ledgerStore);
        this.ledger = new Ledger(this.ledgerStore, InstantSource.system());
        this.config = config;
        this.events = events;
        this.entities = entities;
    }

    ScaledWallClock clock() {
        return clock;
    }

    WallTimeline timeline() {
        return timeline;
    }

    LiveFederation federation() {
        return federation;
    }

    long now() {
        return clock.nowSeconds();
    }

    /**
     * Builds the state from the database: the model clock from its anchor, a GFA per site, and every
     * accepted or running job put back at its planned time; jobs whose planned end passed while the service
     * was down complete now, at their planned end. Quarantined sites and jobs are left out; a site or job that
     * fails to restore (a job whose site is left out, too) throws a {@link EngineQuarantine.RestoreFailure}
     * naming it, and the caller quarantines it and rebuilds again.
     */
    void rebuild() {
        forgetTurn();
        ledgerStore.forget();
        active.clear();
        long[] anchor = EngineClockAnchor.read(entities);
        backgroundScheduled.clear();
        clock = new ScaledWallClock(System::currentTimeMillis, anchor[0], anchor[1], config.engine().timeScale());
        timeline = new WallTimeline(clock);
        federation = new LiveFederation(timeline, this);
        List<SiteEntity> sites = SiteEntity.listAll(io.quarkus.panache.common.Sort.by("id"));
        for (SiteEntity site : sites) {
            quarantine.restoreUnlessHeld(EngineQuarantine.Kind.SITE, site.id, () -> siteChanged(site));
        }
        for (JobRecord job : journal.active()) {
            quarantine.restoreUnlessHeld(EngineQuarantine.Kind.JOB, job.id, () -> restore(job));
        }
        endTurn();
    }

    /** Puts an accepted or running job back on its site at its planned time, or completes it if that passed. */
    private void restore(JobRecord job) {
        if (job.siteId == null || federation.agent(job.siteId) == null) {
            throw new IllegalStateException("its site " + job.siteId + " is not in the engine");
        }
        active.put(job.id, job);
        boolean agent = federation.facts(job.siteId).agentMode() && "federation".equals(job.kind);
        SiteJob restored = federation.agent(job.siteId).lrms().restore(coreJob(job),
                agent ? AGENT_OPEN_RUNTIME_SECONDS : job.runtimeSeconds, job.runtimeSeconds, job.plannedStartSeconds);
        if (restored == null) {
            complete(job, job.plannedEndSeconds, job.priceMicroGd, "completed while the service was down");
        } else if (restored.state() == org.gridmarket.core.lrms.JobState.RUNNING
                && !JobState.RUNNING.name().equals(job.state)) {
            running(job, job.plannedStartSeconds);
        }
    }

    /**
     * Starts a turn whose commands will submit under {@code keys}, in one round trip: looks them all up, so
     * {@link #jobByKey} answers them from memory, and takes the ledger's chain-head lock, which almost every
     * turn needs (it submits, starts or completes a job).
     */
    void beginTurn(Collection<JobJournal.Key> keys) {
        SqlBatch batch = new SqlBatch();
        Map<JobJournal.Key, JobRecord> found = JobJournal.startTurn(batch, keys);
        ledgerStore.lockChainHeadIn(batch);
        journal.execute(batch);
        keyed.putAll(found);
        keysLookedUp.addAll(keys);
    }

    /**
     * Sends the turn's writes in one round trip: transfers first (jobs refer to their holds) with the check
     * of the balances they leave, then jobs and events.
     */
    void endTurn() {
        try {
            SqlBatch batch = new SqlBatch();
            if (session != null) {
                ledgerStore.appendTo(batch);
                session.flush();
            }
            journal.flushTo(batch);
            journal.execute(batch);
        } finally {
            ledgerStore.appendTo(null);
            ledgerStore.endUnit();
            forgetTurn();
        }
    }

    /** After a rolled-back turn: nothing it wrote or remembered counts. */
    void abandonTurn() {
        forgetTurn();
        ledgerStore.forget();
    }

    private void forgetTurn() {
        session = null;
        ledgerUses = 0;
        journal.discard();
        keyed.clear();
        keysLookedUp.clear();
    }

    /** The turn's ledger session, opened (taking the chain-head lock) on first use. */
    Ledger.Session ledger() {
        ledgerUses++;
        if (session == null) {
            session = ledger.openSession();
        }
        return session;
    }

    /**
     * A mark of what the turn has written so far (job rows, events, ledger use); a command that leaves it
     * unchanged wrote nothing.
     */
    long writeMark() {
        return ((long) journal.pendingWrites() << 32) | ledgerUses;
    }

    /** The id of user {@code userId}'s ledger account of {@code kind}. */
    long accountId(long userId, AccountKind kind) {
        return accountIds.computeIfAbsent(new AccountKey(userId, kind), k -> ledgerService.accountOf(userId, kind).id());
    }

    /** The job {@code userId} created under Idempotency-Key {@code key}, if any. */
    Optional<JobRecord> jobByKey(long userId, String key) {
        JobJournal.Key lookup = new JobJournal.Key(userId, key);
        if (keysLookedUp.add(lookup)) {
            keyed.putAll(journal.byKeys(List.of(lookup)));
        }
        return Optional.ofNullable(keyed.get(lookup));
    }

    /**
     * A job as it is now: from memory while active or written this turn (a job that completed earlier in the
     * turn is not in the database yet), else from the database.
     */
    Optional<JobRecord> job(long jobId) {
        JobRecord job = active.get(jobId);
        if (job == null) {
            job = journal.pending(jobId);
        }
        return job != null ? Optional.of(job) : journal.find(jobId);
    }

    /** The events of {@code jobId} this turn has recorded so far. */
    List<JobEventRecord> turnEventsOf(long jobId) {
        return journal.pendingEventsOf(jobId);
    }

    /** A site was registered, repriced or withdrawn (seed 004's unsubscribe): its GFA joins or requotes. */
    void siteChanged(SiteEntity site) {
        if (quarantine.holds(EngineQuarantine.Kind.SITE, site.id)) {
            return;
        }
        Site coreSite = new Site(Long.toString(site.id), site.processors, site.mipsPerProcessor, site.bandwidthGbps);
        // Unpriced and withdrawn sites take no new jobs; both keep their GFA, outside the directory, for theirs.
        federation.upsert(coreSite, site.withdrawnAt == null ? site.priceMicroGdPerProcessorHour : null,
                new LiveFederation.SiteFacts(site.id, site.ownerId, site.agentMode));
        if (backgroundScheduled.add(site.id)) {
            backgroundLoad.schedule(this, site, now());
        }
    }

    /** The core's view of a job: its id, processors and origin, submitted now. */
    Job coreJob(JobRecord job) {
        return Job.builder(job.id).processors(job.processors).runtimeSeconds(Math.max(1, job.runtimeSeconds == null
                ? 1 : job.runtimeSeconds)).originSite(Long.toString(job.homeSiteId))
                .submitSeconds(job.submittedAtSeconds).build();
    }

    static JobDemand demand(JobRecord job) {
        return JobDemand.ofLength(job.lengthMi, job.processors);
    }

    /** The GFA of site {@code siteId}; a 409 when the engine left the site out (see {@link EngineQuarantine}). */
    GridFederationAgent agent(long siteId) {
        GridFederationAgent agent = federation.agent(siteId);
        if (agent == null) {
            throw ApiProblem.conflict("site-quarantined", "site " + siteId
                    + " is out of service: the engine could not restore it (an admin has been told)");
        }
        return agent;
    }

    /** Records a state change and its event (published after the commit). */
    void record(JobRecord job, JobState state, long atSeconds, String detail) {
        job.state = state.name();
        journal.changed(job);
        if (state.isFinal()) {
            active.remove(job.id);
            federation.messages().forgetJob(job.id);
        }
        journal.event(new JobEventRecord(job.id, atSeconds, state.name(), detail));
        events.queue(new JobEvents.JobEvent(job.id, job.userId, state.name(), job.siteId,
                Instant.ofEpochSecond(atSeconds), detail));
    }

    @Override
    public void jobReserved(Site site, SiteJob siteJob, long startSeconds) {
        JobRecord job = active.get(siteJob.id());
        if (job != null && job.plannedStartSeconds != null && job.plannedStartSeconds != startSeconds) {
            job.plannedStartSeconds = startSeconds;
            job.plannedEndSeconds = siteJob.plannedEndSeconds();
            journal.changed(job);
        }
    }

    @Override
    public void jobStarted(Site site, SiteJob siteJob) {
        JobRecord job = active.get(siteJob.id());
        if (job != null) {
            running(job, siteJob.startSeconds());
        }
    }

    @Override
    public void jobEnded(Site site, SiteJob siteJob) {
        if (siteJob.state() != org.gridmarket.core.lrms.JobState.COMPLETED) {
            return;
        }
        JobRecord job = active.get(siteJob.id());
        if (job != null) {
            Long agentCharge = agentCharges.remove(job.id);
            complete(job, siteJob.endSeconds(), agentCharge != null ? agentCharge : job.priceMicroGd,
                    agentCharge != null ? "reported finished by the site's agent" : null);
        }
    }

    private void running(JobRecord job, long startedSeconds) {
        job.startedAtSeconds = startedSeconds;
        job.plannedStartSeconds = startedSeconds;
        record(job, JobState.RUNNING, startedSeconds, null);
    }

    /** Local jobs have no deadline of their own; this one (ten years) never binds. */
    private static final long LOCAL_JOB_DEADLINE_SECONDS = 10L * 365 * 24 * 3600;

    /** Records a new job SUBMITTED at its origin, under a fresh id. */
    JobRecord newJob(long userId, String kind, String key, JobRequest request, GridFederationAgent origin) {
        JobRecord job = new JobRecord();
        job.id = journal.newId();
        job.userId = userId;
        job.kind = kind;
        job.idempotencyKey = key;
        job.requestFingerprint = request.fingerprint();
        job.processors = request.processors();
        job.lengthMi = request.length();
        job.budgetMicroGd = request.budgetMicroGd();
        job.deadlineSeconds = request.deadlineSeconds();
        job.strategy = request.strategy();
        job.homeSiteId = origin.id();
        job.submittedAtSeconds = now();
        job.state = JobState.SUBMITTED.name();
        journal.inserted(job);
        if (key != null) {
            JobJournal.Key lookup = new JobJournal.Key(userId, key);
            keysLookedUp.add(lookup);
            keyed.put(lookup, job);
        }
        record(job, JobState.SUBMITTED, job.submittedAtSeconds,
                "local".equals(kind) ? "local job" : "to the GFA of site " + origin.id());
        return job;
    }

    /** Records the job ACCEPTED, queues it at its site (which may start it at once), and keeps the plan. */
    void admit(JobRecord job, java.util.function.Supplier<SiteJob> queue) {
        active.put(job.id, job);
        record(job, JobState.ACCEPTED, now(), "placed on site " + job.siteId);
        SiteJob siteJob = queue.get();
        job.plannedStartSeconds = siteJob.plannedStartSeconds();
        job.plannedEndSeconds = siteJob.plannedEndSeconds();
    }

    /**
     * A site's local job (its owner's, or the background load's): admitted unconditionally at the earliest
     * slot (local jobs have priority: no admission control), free of charge.
     */
    long submitLocal(long ownerId, long siteId, String key, int processors, long runtimeSeconds) {
        GridFederationAgent agent = agent(siteId);
        JobRequest request = new JobRequest(processors, null, runtimeSeconds, 0, LOCAL_JOB_DEADLINE_SECONDS, null);
        JobRecord job = newJob(ownerId, "local", key, request, agent);
        job.siteId = siteId;
        job.priceMicroGd = 0L;
        job.runtimeSeconds = org.gridmarket.core.federation.CostModel.executionWholeSeconds(demand(job), agent.site());
        Job coreJob = coreJob(job);
        admit(job, () -> agent.lrms().submit(coreJob, job.runtimeSeconds, job.runtimeSeconds));
        return job.id;
    }

    /** A site agent reported the job finished: it pays {@code chargeMicroGd} when the LRMS ends it. */
    void chargeOnAgentFinish(long jobId, long chargeMicroGd) {
        agentCharges.put(jobId, chargeMicroGd);
    }

    /** Completion pays the owner what is owed and releases the rest of the hold, in the same transaction. */
    void complete(JobRecord job, long endedSeconds, Long chargeMicroGd, String detail) {
        job.endedAtSeconds = endedSeconds;
        if (job.startedAtSeconds == null) {
            job.startedAtSeconds = job.plannedStartSeconds;
        }
        Settlement.settle(ledger(), job, chargeMicroGd == null ? 0 : chargeMicroGd);
        record(job, JobState.COMPLETED, endedSeconds, detail);
    }
}
