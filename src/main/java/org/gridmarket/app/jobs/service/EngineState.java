package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobIds;
import org.gridmarket.app.jobs.persistence.StoredJobs;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.jobs.persistence.JobWork;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.platform.Leadership;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.engine.WallTimeline;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.market.LocalAdmissions;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.QuoteBinding;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.market.RunOutcome;
import org.gridmarket.core.market.SubmitRefusal;
import org.gridmarket.core.market.WaitingQueue;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.workload.Job;

/**
 * What the engine thread owns: the model clock and its timeline, the core {@link Marketplace} (every site's
 * LRMS, the directory, the federation queue, the message counts, the open agreements), the turn's
 * Idempotency-Keys, and the {@link JobRecorder} that follows what the market tells back into job records, with
 * the turn's database work in a {@link TurnWriter} and its transfers in a {@link LedgerSession} (the market's
 * Bank). It turns commands into market calls. Only the engine thread calls it, always inside a turn's
 * transaction. The database is the truth: {@link EngineRebuild} makes all of it again from there.
 */
@ApplicationScoped
public class EngineState {
    /** Local jobs have no deadline of their own; this one (ten years) never binds. */
    private static final long LOCAL_JOB_DEADLINE_SECONDS = 10L * 365 * 24 * 3600;

    private final GridmarketConfig config;
    private final EntityManager entities;
    private final TurnWriter turn;
    private final LedgerSession bank;
    private final JobIds ids;
    private final JobRecorder recorder;
    private final HeldQuotes quotes;
    /** The new jobs offered to the market and not yet recorded: the recorder records each when told of it. */
    private final Map<Long, OfferedJob> offered = new HashMap<>();
    /** This turn's Idempotency-Keys: the jobs found or created under them, or (absent from the map) none. */
    private final Map<StoredJobs.Key, JobRecord> keyed = new HashMap<>();
    private final Set<StoredJobs.Key> keysLookedUp = new HashSet<>();
    private final LedgerAccounts accounts;
    private final EngineMeters meters;
    private final SiteUtilisation utilisation;
    private ScaledWallClock clock;
    private WallTimeline timeline;
    private Marketplace market;

    public EngineState(GridmarketConfig config, JobEvents events, EntityManager entities,
                       AgroalDataSource dataSource, JdbcLedgerStore ledgerStore, LedgerService ledgerService,
                       MeterRegistry meters, Leadership leadership) {
        this.config = config;
        this.meters = new EngineMeters(meters);
        this.utilisation = new SiteUtilisation(meters);
        this.entities = entities;
        this.accounts = new LedgerAccounts(ledgerService, ledgerStore);
        this.bank = new LedgerSession(ledgerStore);
        this.turn = new TurnWriter(dataSource, bank, events, leadership);
        this.ids = new JobIds(dataSource);
        this.recorder = new JobRecorder(turn, events, offered);
        this.quotes = new HeldQuotes(dataSource);
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

    /** The federation queue (seed 002). */
    WaitingQueue queue() {
        return market.queue();
    }

    JobRecorder recorder() {
        return recorder;
    }

    long now() {
        return clock.nowSeconds();
    }

    LedgerAccounts accounts() {
        return accounts;
    }

    /**
     * Starts afresh at {@code newClock}'s time ({@link EngineRebuild}): no turn under way, a new market with the
     * federation queue and no site yet, the recorder following it.
     */
    void reset(ScaledWallClock newClock, WallTimeline newTimeline) {
        turn.abandonTurn();
        forgetKeys();
        accounts.forgetSites();
        clock = newClock;
        timeline = newTimeline;
        market = new Marketplace(Mechanisms.LIVE_PRICING, Mechanisms.strategies(), Mechanisms.LIVE_LRMS, bank,
                accounts, recorder);
        recorder.follow(market, this::now);
        Mechanisms.federationQueue(market, config.allocation().method(), timeline, accounts.treasury());
    }

    EntityManager entities() {
        return entities;
    }

    /**
     * A turn begins whose commands submit under {@code keys}: they are looked up together, in the turn's first
     * round trip, so {@link #jobByKey} answers them from memory. At most once a second it also refreshes the
     * sites' utilisation ({@link SiteUtilisation}).
     */
    void beginTurn(List<StoredJobs.Key> keys) {
        utilisation.refreshEverySecond(market.sites(), System.nanoTime());
        forgetKeys();
        keyed.putAll(turn.beginTurn(keys));
        keysLookedUp.addAll(keys);
    }

    private void forgetKeys() {
        keyed.clear();
        keysLookedUp.clear();
        quotes.beginTurn();
    }

    /** The job {@code userId} created under Idempotency-Key {@code key}, if any. */
    Optional<JobRecord> jobByKey(long userId, String key) {
        StoredJobs.Key lookup = new StoredJobs.Key(userId, key);
        if (keysLookedUp.add(lookup)) {
            keyed.putAll(turn.byKeys(List.of(lookup)));
        }
        return Optional.ofNullable(keyed.get(lookup));
    }

    /** A new job under a fresh id, remembered under its Idempotency-Key if it has one; not recorded. */
    private JobRecord named(JobRecord job) {
        job.assignId(ids.next());
        if (job.idempotencyKey() != null) {
            StoredJobs.Key lookup = new StoredJobs.Key(job.userId(), job.idempotencyKey());
            keysLookedUp.add(lookup);
            keyed.put(lookup, job);
        }
        return job;
    }

    /** A job as it is now (from memory while active or written this turn, else from the database). */
    Optional<JobRecord> job(long jobId) {
        return recorder.job(jobId);
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

    /** The job {@code request} describes, of {@code kind}, under Idempotency-Key {@code key} (or none). */
    private JobRecord.Builder requested(long userId, String kind, String key, JobRequest request, long originSiteId,
                                        String homeGrid) {
        return requested(userId, request, originSiteId, homeGrid).kind(kind).idempotencyKey(key)
                .requestFingerprint(request.fingerprint());
    }

    /** The job {@code request} describes, from {@code originSiteId} of {@code homeGrid} (or none) now; not recorded. */
    private JobRecord.Builder requested(long userId, JobRequest request, long originSiteId, String homeGrid) {
        return JobRecord.builder().userId(userId).processors(request.processors()).lengthMi(request.length())
                .budgetMicroGd(request.budgetMicroGd()).deadlineSeconds(request.deadlineSeconds())
                .strategy(request.strategy())
                .tardinessPenaltyMicroGdPerSecond(request.tardinessPenaltyMicroGdPerSecond())
                .leaseType(request.leaseType()).homeSiteId(originSiteId).homeGrid(homeGrid).submittedAtSeconds(now())
                .work(JobWork.of(request.script()));
    }

    /**
     * A user's submission, in the engine's turn, from their home site ({@code homeSiteId}; null: none): the job
     * already under this Idempotency-Key (a replay, or a 409 when the request differs), or a new job from its
     * origin site offered to the market, which places it by its strategy (or queues it), holds its price and
     * admits it, telling the {@link JobRecorder} what it did; the recorder records the job then. The job as
     * committed comes with the answer, so answering needs no read of the database. With {@code quoteId} (null:
     * none) the job holds that quote's option at its price ({@link HeldQuotes}) or is refused, nothing written.
     */
    JobQueries.Submitted submit(long userId, Long homeSiteId, String key, JobRequest request, String quoteId) {
        Optional<JobRecord> existing = jobByKey(userId, key);
        String fingerprint = quoteId == null ? request.fingerprint() : request.fingerprint() + "|quote=" + quoteId;
        if (existing.isPresent()) {
            if (!existing.get().requestFingerprint().equals(fingerprint)) {
                throw ApiProblem.conflict("idempotency-key-reused", "Idempotency-Key " + key
                        + " was used for a different job");
            }
            return new JobQueries.Submitted(existing.get().id(), true, null);
        }
        MarketSite origin = origin(homeSiteId);
        if (origin == null) {
            throw new SubmissionRefused(RejectionReason.NO_SITE, 422, "no-priced-site", "No site",
                    "no site in the federation has posted a price yet", List.of());
        }
        String grid = homeGrid(homeSiteId, origin);
        MarketJob asked = marketJob(requested(userId, "federation", key, request, origin.id(), grid).build());
        requireRoom(asked);
        Placement held = quoteId == null ? null : quotes.held(market, userId, quoteId, request, asked);
        String pricedAt = held != null ? "QUOTE" : new QuoteBinding(market).pricedAtStart(asked) ? "START"
                : "SUBMISSION";
        JobRecord job = requested(userId, "federation", key, request, origin.id(), grid)
                .requestFingerprint(fingerprint).quoteId(quoteId).pricedAt(pricedAt).build();
        named(job);
        OfferedJob offer = new OfferedJob(job, "to the broker of " + origin.site().name() + (held == null ? ""
                : "; it holds its quote's price, " + Money.formatGd(held.agreement().priceMicroGd())
                + " G$, agreed when it was quoted"));
        offered.put(job.id(), offer);
        Marketplace.Submission submission;
        long started = System.nanoTime();
        try {
            submission = held == null ? market.submit(marketJob(job)) : market.submitHeld(marketJob(job), held);
        } finally {
            offered.remove(job.id());
        }
        meters.placement(job.strategy(), started);
        Transfer hold = submission.hold();
        return new JobQueries.Submitted(job.id(), false, new JobQueries.JobDetail(job.copy(),
                List.copyOf(offer.events()), hold == null ? List.of() : List.of(hold)));
    }

    /**
     * What the request's strategy would do now from the caller's origin site, committing nothing: the quote
     * for the lease type asked and, for each of {@code leaseTypes}, what that type would cost.
     */
    LeaseQuote quote(long userId, Long homeSiteId, JobRequest request, List<String> leaseTypes) {
        MarketSite origin = origin(homeSiteId);
        long originId = origin == null ? 0 : origin.id();
        String homeGrid = homeGrid(homeSiteId, origin);
        MarketJob job = marketJob(requested(userId, request, originId, homeGrid).build());
        Quote quote = market.quote(job);
        LeaseQuote.Bindable bound = HeldQuotes.bindable(market, job, quote, request);
        List<LeaseQuote.Option> options = new ArrayList<>();
        for (String type : leaseTypes) {
            JobRequest asked = request.withLeaseType(type);
            MarketJob asJob = type.equals(request.leaseType()) ? job
                    : marketJob(requested(userId, asked, originId, homeGrid).build());
            Quote asType = asJob == job ? quote : market.quote(asJob);
            options.add(LeaseQuote.option(type, asType, market,
                    asJob == job ? bound : HeldQuotes.bindable(market, asJob, asType, asked)));
        }
        return new LeaseQuote(quote, request.leaseType(), options, bound);
    }

    /** The caller's home site, or the lowest-id priced site for a user without one; null when there is none. */
    private MarketSite origin(Long homeSiteId) {
        MarketSite home = homeSiteId == null ? null : market.site(homeSiteId);
        return home != null ? home : market.lowestListedSite();
    }

    /**
     * Seed 000: the caller's grid, the grid of their home site (a peering strategy places their jobs there and
     * redirects what it cannot take); null for a user without a home site, whose jobs may go anywhere.
     */
    private String homeGrid(Long homeSiteId, MarketSite origin) {
        return origin != null && homeSiteId != null && origin.id() == homeSiteId
                ? market.peering().gridOf(origin.id()) : null;
    }

    /**
     * Refuses, before anything is written, a job the market would not take now: 503 {@code queue-full} when the
     * federation queue is full, 422 naming the budget when the wallet cannot hold a queued job's budget.
     */
    private void requireRoom(MarketJob job) {
        SubmitRefusal refusal = market.refusal(job);
        if (refusal == null) {
            return;
        }
        throw switch (refusal.reason()) {
            case QUEUE_FULL -> new SubmissionRefused(RejectionReason.QUEUE_FULL, 503, "queue-full",
                    "Federation queue full", refusal.message(), List.of());
            case BUDGET_NOT_AVAILABLE -> SubmissionRefused.invalid(RejectionReason.FUNDS, "budgetMicroGd",
                    refusal.message());
        };
    }

    /** The market's view of a job, for a quote or a submission. */
    MarketJob marketJob(JobRecord job) {
        return new MarketJob(coreJob(job), demand(job), job.homeSiteId(), job.userId(), job.budgetMicroGd(),
                job.deadlineSeconds(), job.strategy(), job.tardinessPenaltyMicroGdPerSecond(),
                LeaseTypes.core(job.leaseType()), job.homeGrid(), job.work().hasScript());
    }

    /** Settles an ended job's agreement for {@code outcome}; its charge, or null when it held nothing. */
    Long settle(JobRecord job, RunOutcome outcome) {
        Marketplace.Settled settled = market.settle(job.id(), outcome);
        return settled == null ? null : settled.chargeMicroGd();
    }

    /** Withdraws a QUEUED job from the federation queue: its hold is voided, nothing charged. */
    void cancelQueued(JobRecord job) {
        if (market.queue().cancel(job.id()) == null) {
            throw new IllegalStateException("job " + job.id() + " is QUEUED but not in the federation queue");
        }
        job.markCancelled(now(), 0L);
        recorded(job, "cancelled while queued; its budget was released, nothing charged");
    }

    /** Records an event about a job without changing its state. */
    void note(JobRecord job, String detail) {
        recorder.record(job, now(), detail);
    }

    /** Records a job's state change, which the caller just made with one of its {@code markX()} methods. */
    void recorded(JobRecord job, String detail) {
        recorder.record(job, now(), detail);
    }

    /**
     * A site's local job (its owner's, or the background load's), free of charge and never refused: it starts
     * now if it fits, else preempts leases by its site's policy to start now (seed 001; the recorder follows
     * each preempted lease), else queues at the earliest slot.
     */
    long submitLocal(long ownerId, long siteId, String key, int processors, long runtimeSeconds) {
        MarketSite site = site(siteId);
        JobRequest request = new JobRequest(processors, null, runtimeSeconds, 0, LOCAL_JOB_DEADLINE_SECONDS, null);
        JobRecord job = named(requested(ownerId, "local", key, request, siteId, null).build());
        recorder.inserted(job, "local job");
        job.markAccepted(siteId, 0, site.runtimeSeconds(demand(job)), null);
        recorder.record(job, now(), "placed on " + site.site().name());
        long started = System.nanoTime();
        LocalAdmissions.Admission admitted = meters.localAdmission(market.submitLocal(siteId, coreJob(job),
                job.runtimeSeconds()), started);
        job.replan(admitted.job().plannedStartSeconds(), admitted.job().plannedEndSeconds());
        recorder.changed(job);
        return job.id();
    }

    /** The core's view of a job: its id, processors and origin, submitted when it was. */
    static Job coreJob(JobRecord job) {
        long runtime = job.runtimeSeconds() == null ? 1 : Math.max(1, job.runtimeSeconds());
        return Job.builder(job.id()).processors(job.processors()).runtimeSeconds(runtime)
                .originSite(Long.toString(job.homeSiteId()))
                .submitSeconds(job.submittedAtSeconds()).build();
    }

    static JobDemand demand(JobRecord job) {
        return JobDemand.ofLength(job.lengthMi(), job.processors());
    }
}
