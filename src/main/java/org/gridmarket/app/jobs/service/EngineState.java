package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.jobs.persistence.JobState;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.engine.WallTimeline;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.Agreement;
import org.gridmarket.core.market.LocalAdmissions;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketListener;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.market.RedirectedAgreement;
import org.gridmarket.core.market.RunOutcome;
import org.gridmarket.core.market.SiteLeasing;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.workload.Job;

/**
 * What the engine thread owns: the model clock and its timeline, the core {@link Marketplace} (every site's
 * LRMS, the directory, the message counts, the open agreements) and the jobs it works on
 * ({@link ActiveJobs}), with the turn's database work in a {@link TurnWriter}. It hands jobs to the market
 * and follows the market's news back into job records: agreed → ACCEPTED, started → RUNNING, ended →
 * COMPLETED with what the agreement charged. Only the engine thread calls it, always inside a turn's
 * transaction. The database is the truth: {@link #rebuild(boolean)} makes all of it again from there.
 */
@ApplicationScoped
public class EngineState implements MarketListener {
    /** Local jobs have no deadline of their own; this one (ten years) never binds. */
    private static final long LOCAL_JOB_DEADLINE_SECONDS = 10L * 365 * 24 * 3600;

    private final GridmarketConfig config;
    private final EntityManager entities;
    private final BackgroundLoad backgroundLoad;
    private final EngineQuarantine quarantine;
    private final EngineWallClock wallClock;
    private final TurnWriter turn;
    private final ActiveJobs jobs;
    private final LedgerAccounts accounts;
    private final Set<Long> backgroundScheduled = new HashSet<>();
    private final EngineMeters meters;
    private ScaledWallClock clock;
    private WallTimeline timeline;
    private Marketplace market;
    private QueuedJobs queue;

    public EngineState(GridmarketConfig config, JobEvents events, EntityManager entities,
                       BackgroundLoad backgroundLoad, AgroalDataSource dataSource, JdbcLedgerStore ledgerStore,
                       LedgerService ledgerService, EngineQuarantine quarantine, EngineWallClock wallClock,
                       MeterRegistry meters) {
        this.config = config;
        this.meters = new EngineMeters(meters);
        this.wallClock = wallClock;
        this.entities = entities;
        this.backgroundLoad = backgroundLoad;
        this.quarantine = quarantine;
        this.accounts = new LedgerAccounts(ledgerService, ledgerStore);
        this.turn = new TurnWriter(dataSource, ledgerStore);
        this.jobs = new ActiveJobs(turn, events, jobId -> market.messages().forgetJob(jobId));
    }

    ScaledWallClock clock() {
        return clock;
    }

    WallTimeline timeline() {
        return timeline;
    }

    TurnWriter turn() {
        return turn;
    }

    Marketplace market() {
        return market;
    }

    /** The federation queue (seed 002, strategy QUEUE). */
    QueuedJobs queue() {
        return queue;
    }

    GridmarketConfig config() {
        return config;
    }

    long now() {
        return clock.nowSeconds();
    }

    /**
     * Builds the state from the database: the model clock from its anchor, the market with every site, and
     * every accepted or running job put back at its planned time with its agreement; jobs whose planned end
     * passed while the service was down complete now, at their planned end. Quarantined sites and jobs are
     * left out; a site or job that fails to restore (a job whose site is left out, too) throws a
     * {@link EngineQuarantine.RestoreFailure} naming it, and the caller quarantines it and rebuilds again.
     * A {@code careful} rebuild (after one whose writes failed) sends each job's writes on their own, so a
     * job whose completion the database refuses (a stored row holds one of its ledger ids) is named too.
     */
    void rebuild(boolean careful) {
        turn.abandonTurn();
        queue = null;
        jobs.clear();
        accounts.forgetSites();
        backgroundScheduled.clear();
        long[] anchor = EngineClockAnchor.read(entities, wallClock.millis());
        clock = new ScaledWallClock(wallClock::millis, anchor[0], anchor[1], config.engine().timeScale());
        timeline = new WallTimeline(clock);
        market = new Marketplace(Mechanisms.LIVE_PRICING, Mechanisms.strategies(), Mechanisms.LIVE_LRMS, turn,
                accounts, this);
        List<SiteEntity> sites = SiteEntity.listAll(io.quarkus.panache.common.Sort.by("id"));
        for (SiteEntity site : sites) {
            quarantine.restoreUnlessHeld(EngineQuarantine.Kind.SITE, site.id, () -> siteChanged(site));
        }
        contractsChanged();
        if (careful) {
            turn.flushNow();
        }
        for (JobRecord job : turn.storedActive()) {
            quarantine.restoreUnlessHeld(EngineQuarantine.Kind.JOB, job.id, () -> {
                JobRestore.restore(this, jobs, job);
                if (careful) {
                    turn.flushNow();
                }
            });
        }
        queue = QueuedJobs.rebuilt(this, jobs, accounts, turn.storedQueued());
        turn.endTurn();
    }

    /** A site was registered, repriced or withdrawn (seed 004's unsubscribe): the market updates it. */
    void siteChanged(SiteEntity site) {
        if (quarantine.holds(EngineQuarantine.Kind.SITE, site.id)) {
            return;
        }
        Site coreSite = new Site(Long.toString(site.id), site.processors, site.mipsPerProcessor, site.bandwidthGbps);
        accounts.siteOwnedBy(site.id, site.ownerId);
        market.peering().site(site.id, site.gridName, site.fixedCostMicroGdPerCpuSecond);
        // Unpriced and withdrawn sites take no new jobs; both keep their LRMS, outside the directory, for theirs.
        PriceBand band = site.minMachinePriceMicroGdPerProcessorHour == null ? null
                : new PriceBand(site.minMachinePriceMicroGdPerProcessorHour, site.maxMachinePriceMicroGdPerProcessorHour);
        market.upsertSite(site.id, coreSite, site.withdrawnAt == null ? site.priceMicroGdPerProcessorHour : null, band,
                site.agentMode ? MarketSite.Mode.REPORTED : MarketSite.Mode.MODELLED,
                new SiteEvents(timeline, site.id));
        market.leasing(site.id, SiteLeasing.of(site.leaseFactorCancellablePermille, site.leaseFactorSuspendablePermille,
                site.leaseFactorMigratablePermille, site.preemptionPolicy, site.memoryPerNodeMb));
        if (queue != null) { // a new, repriced or withdrawn site: the queue's head may fit now (not while rebuilding)
            queue.released();
        }
        if (backgroundScheduled.add(site.id)) {
            backgroundLoad.schedule(this, site, now());
        }
    }

    /** Puts active contracts the market does not have yet into it (seed 000; {@link PeeringContracts#load}). */
    void contractsChanged() {
        PeeringContracts.load(this, entities);
    }

    EntityManager entities() {
        return entities;
    }

    /** The job {@code userId} created under Idempotency-Key {@code key}, if any. */
    Optional<JobRecord> jobByKey(long userId, String key) {
        return turn.jobByKey(userId, key);
    }

    /** A job as it is now (from memory while active or written this turn, else from the database). */
    Optional<JobRecord> job(long jobId) {
        return jobs.job(jobId);
    }

    /** The events of {@code jobId} this turn has recorded so far. */
    List<JobEventRecord> turnEventsOf(long jobId) {
        return turn.eventsOf(jobId);
    }

    /** Site {@code siteId} in the market; a 409 when the engine left it out (see {@link EngineQuarantine}). */
    MarketSite site(long siteId) {
        MarketSite site = market.site(siteId);
        if (site == null) {
            throw ApiProblem.conflict("site-quarantined", "site " + siteId
                    + " is out of service: the engine could not restore it (an admin has been told)");
        }
        return site;
    }

    /** Records a new job SUBMITTED at its origin site, under a fresh id. */
    JobRecord newJob(long userId, String kind, String key, JobRequest request, long originSiteId, String homeGrid) {
        JobRecord job = requested(userId, request, originSiteId, homeGrid);
        job.kind = kind;
        job.idempotencyKey = key;
        job.requestFingerprint = request.fingerprint();
        jobs.inserted(job, "local".equals(kind) ? "local job" : "to the GFA of site " + originSiteId);
        return job;
    }

    /** The job {@code request} describes, from {@code originSiteId} of {@code homeGrid} (or none) now; not recorded. */
    private JobRecord requested(long userId, JobRequest request, long originSiteId, String homeGrid) {
        JobRecord job = new JobRecord();
        job.userId = userId;
        job.processors = request.processors();
        job.lengthMi = request.length();
        job.budgetMicroGd = request.budgetMicroGd();
        job.deadlineSeconds = request.deadlineSeconds();
        job.strategy = request.strategy();
        job.tardinessPenaltyMicroGdPerSecond = request.tardinessPenaltyMicroGdPerSecond();
        job.leaseType = request.leaseType();
        job.homeSiteId = originSiteId;
        job.homeGrid = homeGrid;
        job.submittedAtSeconds = now();
        return job;
    }

    /**
     * A user's submission, in the engine's turn: the job already under this Idempotency-Key (a replay, or a
     * 409 when the request differs), or a new job from {@code originSiteId} offered to the market. The job
     * as committed comes with the answer, so answering needs no read of the database.
     */
    JobService.Submitted submit(long userId, long originSiteId, String homeGrid, String key, JobRequest request) {
        Optional<JobRecord> existing = turn.jobByKey(userId, key);
        if (existing.isPresent()) {
            if (!existing.get().requestFingerprint.equals(request.fingerprint())) {
                throw ApiProblem.conflict("idempotency-key-reused", "Idempotency-Key " + key
                        + " was used for a different job");
            }
            return new JobService.Submitted(existing.get().id, true, null);
        }
        queue.requireRoom(userId, request);
        JobRecord job = newJob(userId, "federation", key, request, originSiteId, homeGrid);
        Transfer hold = place(job);
        return new JobService.Submitted(job.id, false, new JobQueries.JobDetail(job.copy(), turn.eventsOf(job.id),
                hold == null ? List.of() : List.of(hold)));
    }

    /**
     * Offers a submitted job to the market, which places it by its strategy, holds its price and admits it:
     * recorded ACCEPTED (and RUNNING when its site starts it at once); or REJECTED with the market's reason.
     * The hold, or null when rejected.
     */
    private Transfer place(JobRecord job) {
        if (queue.takes(job.strategy)) {
            return queue.join(job);
        }
        long started = System.nanoTime();
        Marketplace.Submission submission = market.submit(marketJob(job));
        meters.placement(job.strategy, started);
        Redirections.trail(jobs, job, submission.redirection(), now());
        if (!submission.accepted()) {
            job.markRejected(submission.rejection());
            jobs.record(job, now(), submission.rejection());
            return null;
        }
        placed(job, submission, submission.agreement() instanceof RedirectedAgreement redirected
                ? Redirections.accepted(job, redirected)
                : "placed on site " + submission.agreement().siteId() + " by " + job.strategy);
        return submission.hold();
    }

    /** Records a job the market placed: ACCEPTED at its price on its site, RUNNING if it started at once. */
    void placed(JobRecord job, Marketplace.Submission submission, String detail) {
        Agreement agreement = submission.agreement();
        SiteJob queued = submission.siteJob();
        job.markAccepted(agreement.siteId(), agreement.priceMicroGd(), market.site(agreement.siteId())
                .runtimeSeconds(demand(job)), submission.hold().id());
        job.plannedStartSeconds = queued.plannedStartSeconds();
        job.plannedEndSeconds = queued.plannedEndSeconds();
        jobs.add(job);
        jobs.record(job, now(), detail);
        if (queued.state() == org.gridmarket.core.lrms.JobState.RUNNING) {
            job.markRunning(queued.startSeconds());
            jobs.record(job, queued.startSeconds(), null);
        }
    }

    /** What the request's strategy would do with it now, from {@code originSiteId}; writes nothing. */
    Quote quote(long userId, long originSiteId, String homeGrid, JobRequest request) {
        MarketJob job = marketJob(requested(userId, request, originSiteId, homeGrid));
        return queue.takes(request.strategy()) ? queue.quote(job) : market.quote(job);
    }

    /** The market's view of a job, for a quote or a submission. */
    MarketJob marketJob(JobRecord job) {
        return new MarketJob(coreJob(job), demand(job), job.homeSiteId, job.userId, job.budgetMicroGd,
                job.deadlineSeconds, job.strategy, job.tardinessPenaltyMicroGdPerSecond, LeaseTypes.core(job.leaseType),
                job.homeGrid);
    }

    /** Settles an ended job's agreement for {@code outcome}; its charge, or null when it held nothing. */
    Long settle(JobRecord job, RunOutcome outcome) {
        Marketplace.Settled settled = market.settle(job.id, outcome);
        return settled == null ? null : settled.chargeMicroGd();
    }

    /** Records an event about a job without changing its state. */
    void note(JobRecord job, String detail) {
        jobs.record(job, now(), detail);
    }

    /** Records a job's state change, which the caller just made with one of its {@code markX()} methods. */
    void recorded(JobRecord job, String detail) {
        jobs.record(job, now(), detail);
    }

    /**
     * A site's local job (its owner's, or the background load's), free of charge and never refused: it starts
     * now if it fits, else preempts leases by its site's policy to start now (seed 001, recorded by
     * {@link LocalPreemptions}), else queues at the earliest slot.
     */
    long submitLocal(long ownerId, long siteId, String key, int processors, long runtimeSeconds) {
        MarketSite site = site(siteId);
        JobRequest request = new JobRequest(processors, null, runtimeSeconds, 0, LOCAL_JOB_DEADLINE_SECONDS, null);
        JobRecord job = newJob(ownerId, "local", key, request, siteId, null);
        job.markAccepted(siteId, 0, site.runtimeSeconds(demand(job)), null);
        jobs.add(job);
        jobs.record(job, now(), "placed on site " + siteId);
        long started = System.nanoTime();
        LocalAdmissions.Admission admitted = meters.localAdmission(market.submitLocal(siteId, coreJob(job),
                job.runtimeSeconds), started);
        LocalPreemptions.follow(job, admitted, jobs::active, now(), (member, detail) -> jobs.record(member, now(), detail));
        return job.id;
    }

    /** The core's view of a job: its id, processors and origin, submitted when it was. */
    static Job coreJob(JobRecord job) {
        return Job.builder(job.id).processors(job.processors).runtimeSeconds(Math.max(1, job.runtimeSeconds == null
                ? 1 : job.runtimeSeconds)).originSite(Long.toString(job.homeSiteId))
                .submitSeconds(job.submittedAtSeconds).build();
    }

    static JobDemand demand(JobRecord job) {
        return JobDemand.ofLength(job.lengthMi, job.processors);
    }

    @Override
    public void reserved(long siteId, SiteJob siteJob, long startSeconds) {
        JobRecord job = jobs.active(siteJob.id());
        if (job != null && job.plannedStartSeconds != null && job.plannedStartSeconds != startSeconds) {
            job.plannedStartSeconds = startSeconds;
            job.plannedEndSeconds = siteJob.plannedEndSeconds();
            turn.changed(job);
        }
    }

    @Override
    public void released(long siteId) {
        queue.released();
    }

    @Override
    public void started(long siteId, SiteJob siteJob) {
        JobRecord job = jobs.active(siteJob.id());
        if (job != null) {
            boolean resumed = job.state() == JobState.PREEMPTED;
            job.markRunning(siteJob.runSinceSeconds());
            jobs.record(job, siteJob.runSinceSeconds(), resumed ? "resumed after " + siteJob.preemptions()
                    + " preemption(s); first pays " + siteJob.progress().chargeSeconds() + " s of overhead" : null);
        }
    }

    @Override
    public void ended(long siteId, SiteJob siteJob, Marketplace.Settled settled) {
        JobRecord job = jobs.active(siteJob.id());
        if (job != null) {
            if (siteJob.preemptions() > 0) {
                job.recordProgress(siteJob.progress());
            }
            boolean reported = market.site(siteId).mode() == MarketSite.Mode.REPORTED && "federation".equals(job.kind);
            complete(job, siteJob.endSeconds(), settled, reported ? "reported finished by the site's agent" : null);
        }
    }

    void complete(JobRecord job, long endedSeconds, Marketplace.Settled settled, String detail) {
        job.markCompleted(endedSeconds, settled == null ? null : settled.chargeMicroGd());
        jobs.record(job, endedSeconds, detail);
    }
}
