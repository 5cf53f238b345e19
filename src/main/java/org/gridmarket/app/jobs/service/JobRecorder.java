package org.gridmarket.app.jobs.service;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.market.Acceptance;
import org.gridmarket.core.market.JobState;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketListener;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.Preempted;
import org.gridmarket.core.market.Redirection;
import org.gridmarket.core.preemption.PreemptionPolicies;

/**
 * The live engine's one {@link MarketListener}: it follows what the market tells into the jobs it works on
 * (queued, accepted or running, in memory between turns) and records each state change or note as a row change
 * and an event in the turn's {@link TurnWriter}, and a job event published once the turn commits. A new job
 * offered to the market ({@link OfferedJob}) is recorded, SUBMITTED, when the market first tells of it. A job
 * leaves the set when it reaches a final state. Engine thread only.
 */
final class JobRecorder implements MarketListener {
    /** The label of a negotiation message in a job's events (not a state: the job stays SUBMITTED meanwhile). */
    static final String NEGOTIATING = "NEGOTIATING";

    private final TurnWriter turn;
    private final JobEvents events;
    /** The new jobs the engine offers the market, not recorded yet (the engine's map: it adds and removes). */
    private final Map<Long, OfferedJob> offered;
    private final Map<Long, JobRecord> active = new HashMap<>();
    /** When a site's agent said a job ended (model seconds), for the job's end once its site ends it. */
    private final Map<Long, Long> reportedEnds = new HashMap<>();
    private Marketplace market;
    private LongSupplier clock = () -> 0;
    private LongConsumer finalised = jobId -> { };

    JobRecorder(TurnWriter turn, JobEvents events, Map<Long, OfferedJob> offered) {
        this.turn = turn;
        this.events = events;
        this.offered = offered;
    }

    /**
     * Starts over with {@code market} (a rebuild), its time {@code nowSeconds}: no active job; a final job's
     * per-job counts go.
     */
    void follow(Marketplace newMarket, LongSupplier nowSeconds) {
        active.clear();
        reportedEnds.clear();
        market = newMarket;
        clock = nowSeconds;
        finalised = jobId -> newMarket.messages().forgetJob(jobId);
    }

    /** Works on {@code job} from now on (a new job, or one put back by a rebuild). */
    void add(JobRecord job) {
        active.put(job.id(), job);
    }

    /** A queued, accepted or running job (or one being submitted), or null. */
    JobRecord active(long jobId) {
        return active.get(jobId);
    }

    /**
     * A job as it is now: from memory while active or written this turn (a job that completed earlier in the
     * turn is not in the database yet), else from the database.
     */
    Optional<JobRecord> job(long jobId) {
        JobRecord job = active.get(jobId);
        if (job == null) {
            job = turn.pending(jobId);
        }
        return job != null ? Optional.of(job) : turn.stored(jobId);
    }

    /** Records a new job (its id taken), SUBMITTED, and works on it. */
    void inserted(JobRecord job, String detail) {
        turn.inserted(job);
        add(job);
        record(job, job.submittedAtSeconds(), detail);
    }

    /**
     * Records the job's current state (just changed by one of its {@code markX()} methods) at {@code atSeconds}
     * with {@code detail}; the event is published after the commit. A final job leaves the active set.
     */
    void record(JobRecord job, long atSeconds, String detail) {
        turn.changed(job);
        if (job.state().isFinal()) {
            active.remove(job.id());
            finalised.accept(job.id());
        }
        event(job, atSeconds, job.state().name(), detail);
    }

    /** Records an event labelled {@code label} (a state, or e.g. NEGOTIATING) at {@code atSeconds}. */
    private void event(JobRecord job, long atSeconds, String label, String detail) {
        JobEventRecord event = new JobEventRecord(job.id(), atSeconds, label, detail);
        turn.event(event);
        OfferedJob offer = offered.get(job.id());
        if (offer != null) {
            offer.events().add(event);
        }
        events.queue(new JobEvents.JobEvent(job.id(), job.userId(), label, job.siteId(),
                Instant.ofEpochSecond(atSeconds), detail));
    }

    /** Writes a job whose plan (or progress) changed, with no event. */
    void changed(JobRecord job) {
        turn.changed(job);
    }

    private long now() {
        return clock.getAsLong();
    }

    /**
     * The job the market tells of: one it works on, or a new job offered to it, which is recorded now (SUBMITTED,
     * at its submission) before what the market says of it.
     */
    private JobRecord reported(MarketJob marketJob) {
        JobRecord job = active.get(marketJob.id());
        OfferedJob offer = offered.get(marketJob.id());
        if (job == null && offer != null && offer.events().isEmpty()) {
            job = offer.job();
            inserted(job, offer.detail());
        }
        return job;
    }

    @Override
    public void queued(MarketJob marketJob, Transfer hold, int position) {
        JobRecord job = reported(marketJob);
        job.markQueued(hold.id());
        record(job, now(), "joined the federation queue at position " + position
                + "; its budget is held until it starts");
    }

    /** Each message of the gateway's negotiation (seed 000 §5.2) as a NEGOTIATING event. */
    @Override
    public void negotiated(MarketJob marketJob, List<Redirection.Message> trail) {
        JobRecord job = reported(marketJob);
        for (Redirection.Message message : trail) {
            event(job, now(), NEGOTIATING, describe(message));
        }
    }

    /** A message in plain words, e.g. "offer to grid south under contract 3 at 1.050000 G$/processor-hour". */
    static String describe(Redirection.Message message) {
        String grid = "grid " + message.sellerGrid();
        String price = message.microGdPerProcessorHour() == null ? ""
                : " at " + Money.formatGd(message.microGdPerProcessorHour()) + " G$/processor-hour";
        String contract = " under contract " + message.contractId();
        return switch (message.kind()) {
            case OFFER -> "offer to " + grid + contract + price;
            case ACCEPT -> grid + " accepted" + price;
            case COUNTER_OFFER -> grid + " countered" + price;
            case COUNTER_ACCEPTED -> "counter-offer taken" + price;
            case COUNTER_REFUSED -> "counter-offer refused" + price;
            case REJECT -> message.microGdPerProcessorHour() == null
                    ? grid + " rejected" + contract + ": no site there finishes the job by its deadline"
                    : grid + " rejected the offer" + price;
        };
    }

    /**
     * ACCEPTED at its price on its site (a redirected job with its contract), RUNNING if it started at once; a job
     * of a site behind an agent stays ACCEPTED until the agent reports it started on the cluster.
     */
    @Override
    public void accepted(MarketJob marketJob, Acceptance acceptance) {
        JobRecord job = reported(marketJob);
        SiteJob placed = acceptance.siteJob();
        job.markAccepted(acceptance.siteId(), acceptance.priceMicroGd(), acceptance.runtimeSeconds(),
                acceptance.hold().id());
        Acceptance.Redirected terms = acceptance.redirected();
        if (terms != null) {
            job.redirected(terms.servingGrid(), terms.contractId(), terms.contractPriceMicroGdPerProcessorHour(),
                    terms.sitePriceMicroGd());
        }
        job.replan(placed.plannedStartSeconds(), placed.plannedEndSeconds());
        record(job, now(), acceptance.detail());
        if (placed.state() == SiteJobState.RUNNING && !followsAgent(job)) {
            job.markRunning(placed.startSeconds());
            record(job, placed.startSeconds(), null);
        }
    }

    @Override
    public void rejected(MarketJob marketJob, String reason) {
        JobRecord job = reported(marketJob);
        job.markRejected(reason);
        record(job, now(), reason);
    }

    @Override
    public void reserved(long siteId, SiteJob siteJob, long startSeconds) {
        JobRecord job = active.get(siteJob.id());
        if (job != null && job.plannedStartSeconds() != null && job.plannedStartSeconds() != startSeconds) {
            job.replan(startSeconds, siteJob.plannedEndSeconds());
            turn.changed(job);
        }
    }

    @Override
    public void started(long siteId, SiteJob siteJob) {
        JobRecord job = active.get(siteJob.id());
        if (job != null && !followsAgent(job)) {
            boolean resumed = job.state() == JobState.PREEMPTED;
            job.markRunning(siteJob.runSinceSeconds());
            record(job, siteJob.runSinceSeconds(), resumed ? "resumed after " + siteJob.preemptions()
                    + " preemption(s); first pays " + siteJob.progress().chargeSeconds() + " s of overhead" : null);
        }
    }

    @Override
    public void ended(long siteId, SiteJob siteJob, Marketplace.Settled settled) {
        JobRecord job = active.get(siteJob.id());
        if (job != null) {
            job.recordProgress(siteJob.progress()); // its work: the runtime, or what it did before it was cut short
            boolean reported = market.site(siteId).mode() == MarketSite.Mode.REPORTED
                    && "federation".equals(job.kind());
            Long reportedEnd = reportedEnds.remove(job.id());
            completed(job, reportedEnd != null ? reportedEnd : siteJob.endSeconds(), settled,
                    reported ? "reported finished by the site's agent" : null);
        }
    }

    /** The site's agent said job {@code jobId} ended at {@code atSeconds}: its end when its site ends it. */
    void endsAt(long jobId, long atSeconds) {
        reportedEnds.put(jobId, atSeconds);
    }

    /**
     * Whether {@code job} starts when its site's agent says so (issue 33): a market job of a site behind an agent
     * is RUNNING once the cluster runs it, whatever and whenever its site's model starts it.
     */
    private boolean followsAgent(JobRecord job) {
        return "federation".equals(job.kind()) && job.siteId() != null
                && market.site(job.siteId()) != null && market.site(job.siteId()).mode() == MarketSite.Mode.REPORTED;
    }

    /** COMPLETED at {@code endedSeconds}, charged what {@code settled} says (nothing without an agreement). */
    void completed(JobRecord job, long endedSeconds, Marketplace.Settled settled, String detail) {
        job.markCompleted(endedSeconds, settled == null ? null : settled.chargeMicroGd());
        record(job, endedSeconds, detail);
    }

    /**
     * A lease a local job preempted (seed 001 §4.2): a cancellable one ends CANCELLED, charged for the work it
     * did; the others go PREEMPTED with their progress and new plan. Each event says, in plain words, what the
     * local job was (the owner's own, or the cluster's background load, which its owner never submitted), what
     * the site's policy (§6) does, how many jobs it interrupted and the member's overhead h(L) (§5); the job keeps
     * the local job, its kind and the policy's name.
     */
    @Override
    public void preempted(Preempted preempted) {
        SiteJob member = preempted.member();
        JobRecord job = active.get(member.id());
        if (job == null) {
            return;
        }
        SiteJob.Progress progress = member.progress();
        String kind = job(preempted.localJobId()).map(SiteQueue.Kind::of).orElse(SiteQueue.Kind.LOCAL).json();
        String why = preemptedBecause(preempted, kind);
        switch (preempted.fate()) {
            case CANCELLED -> {
                long charge = preempted.settled() == null ? 0 : preempted.settled().chargeMicroGd();
                job.markPreempted(preempted.localJobId(), kind, preempted.policy(), progress, now());
                job.markCancelled(now(), preempted.settled() == null ? null : charge);
                record(job, now(), why + ": cancelled after " + progress.usefulSeconds() + " s of work; charged "
                        + charge + " µG$");
            }
            case MIGRATED -> migrated(job, preempted, kind, why);
            case SUSPENDED, STAYED -> {
                job.markPreempted(preempted.localJobId(), kind, preempted.policy(), progress, now());
                job.replan(member.plannedStartSeconds(), member.plannedEndSeconds());
                // Every resumed lease keeps its deadline (the market's deadline rule); only a migratable one moves.
                String fate = preempted.fate() == Preempted.Fate.STAYED
                        ? ": no other cluster could take it, so it waits on this one, still by its deadline"
                        : ": suspended";
                record(job, now(), why + fate + "; resumes at its new plan");
            }
        }
    }

    /**
     * Why a lease was preempted, e.g. "preempted to start local job 42, the cluster owner's own work; the
     * cluster's policy interrupts the fewest jobs (1 job); overhead 289.425 s, the owner's cost". The policy's
     * paper name (seed 001 §6) stays on the job ({@code preemptedUnderPolicy}), not in these words.
     */
    static String preemptedBecause(Preempted preempted, String kind) {
        String cause = SiteQueue.Kind.BACKGROUND.json().equals(kind)
                ? "job %d of the cluster's background load (local work its owner did not submit)"
                : "local job %d, the cluster owner's own work";
        int interrupted = preempted.set().size();
        return String.format(Locale.ROOT, "preempted to start " + cause + "; the cluster's policy %s (%d %s); "
                        + "overhead %.3f s, the owner's cost", preempted.localJobId(),
                PreemptionPolicies.byName(preempted.policy()).inWords(), interrupted, interrupted == 1 ? "job" : "jobs",
                preempted.overheadSeconds());
    }

    /**
     * A lease moved to another site: the part done here was posted, the remainder's price is held there; the
     * record follows the job (site, hold, runtime and progress there; price = charged so far + the new hold) and
     * keeps the useful seconds it did here as work done elsewhere (seed 001 §4.2).
     */
    private void migrated(JobRecord job, Preempted preempted, String kind, String why) {
        var move = preempted.migration();
        SiteJob there = move.job();
        SiteJob.Progress progress = there.progress();
        job.markPreempted(preempted.localJobId(), kind, preempted.policy(), progress, now());
        job.migrated(move.toSiteId(), preempted.member().usefulSeconds(), move.postedMicroGd(), move.priceMicroGd(),
                move.hold().id(), move.runtimeSeconds());
        job.replan(there.plannedStartSeconds(), there.plannedEndSeconds());
        String detail = why + ": migrated from site " + move.fromSiteId() + " to site " + move.toSiteId() + "; charged "
                + move.postedMicroGd() + " µG$ for its work on site " + move.fromSiteId() + ", holds "
                + move.priceMicroGd() + " µG$ for the rest";
        if (there.state() == SiteJobState.RUNNING) {
            record(job, now(), detail);
            job.markRunning(now());
            record(job, now(), "running on site " + move.toSiteId() + "; first pays " + progress.chargeSeconds()
                    + " s of overhead");
        } else {
            record(job, now(), detail + "; resumes at its new plan");
        }
    }
}
