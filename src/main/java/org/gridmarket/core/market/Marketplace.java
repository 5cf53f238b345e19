package org.gridmarket.core.market;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.federation.FederatedJob;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * The one place where a job is placed, priced and settled, live and in simulation. A submission goes, in
 * this order: (1) its {@link PlacementStrategy}, chosen by name, places it (negotiating as it goes; a peering
 * strategy's home grid may redirect it, {@link MarketPeering}; a queueing strategy's job waits in the federation
 * queue instead, {@link MarketQueue}); (2) the placement's {@link Agreement} is the deal; (3) the Grid-Bank holds
 * the agreed price ({@link Deals}); (4) the site's LRMS admits it; (5) a job sent away from its origin counts seed
 * 004's job-submission message. What actually runs comes back from the LRMSs ({@link SiteNews}) and is settled
 * by the agreement's {@link SettlementRule}; a local job may preempt leases ({@link LocalAdmissions}). Everything
 * that happens to a job leaves through the one {@link MarketListener}, in plain values.
 *
 * <p>The market owns one seed 004 agent per site (directory entry, GRM, LRMS) and the message counts. It
 * needs no lock: one thread drives it (the live engine's, or the simulator's event loop). Money moves through
 * the {@link Bank} it is given: the live engine's ledger session of the current turn, or an in-memory ledger.
 */
public final class Marketplace implements MarketView {

    /** How the market moves money: a Grid-Bank ledger ({@code Ledger} or a turn's {@code Ledger.Session}). */
    public interface Bank {
        /** Records a new transfer or throws the ledger's refusal before writing anything. */
        Transfer submit(TransferRequest request);

        /** Records a linked group: all of it, or (on a refusal, thrown) none of it. */
        java.util.List<Transfer> submitLinked(java.util.List<TransferRequest> requests);

        long availableMicroGd(long accountId);
    }

    /** Whose accounts a job's money moves between. */
    public interface Accounts {
        long walletOf(MarketJob job);

        long revenueOf(long siteId);

        /** Grid {@code grid}'s gateway settlement account (seed 000); only a market with grids needs it. */
        default long gatewayOf(String grid) {
            throw new IllegalStateException("this market has no gateway accounts (grid " + grid + ")");
        }
    }

    /**
     * What a submission came to: accepted (agreement, hold, the job at its site, running already if its
     * site started it at once) or rejected and why; and what the home grid's gateway did when a peering
     * strategy's home grid refused it (null otherwise).
     */
    public record Submission(Placement placement, Transfer hold, SiteJob siteJob, String rejection,
                             Redirection redirection) {
        public Submission(Placement placement, Transfer hold, SiteJob siteJob, String rejection) {
            this(placement, hold, siteJob, rejection, null);
        }

        /** A job that joined the federation queue, its budget held by {@code hold}: not placed yet. */
        static Submission queued(Transfer hold) {
            return new Submission(null, hold, null, null, null);
        }

        Submission withRedirection(Redirection redirection) {
            return new Submission(placement, hold, siteJob, rejection, redirection);
        }

        public boolean accepted() {
            return siteJob != null;
        }

        public Agreement agreement() {
            return placement.agreement();
        }
    }

    /** What a settlement charged in all (with a migrated lease's earlier part) and its transfer (post, or void). */
    public record Settled(long chargeMicroGd, Transfer transfer) {
    }

    private final PricingRule pricing;
    private final StrategyRegistry strategies;
    private final SchedulerSettings settings;
    private final Bank bank;
    private final Accounts accounts;
    private final MarketListener listener;
    private final FederationDirectory directory;
    private final MessageCounter messages = new MessageCounter();
    private final Map<Long, MarketSite> sites = new LinkedHashMap<>();
    private final Deals deals;
    private final Map<Long, SiteLeasing> leasing = new HashMap<>();
    private final LocalAdmissions locals = new LocalAdmissions(this);
    private final MarketPeering peering = new MarketPeering(this);
    private final MarketQueue queue;
    /** The job {@link #submit} is admitting, whose start (if at once) its listener learns when it is accepted. */
    private long admitting = -1;

    public Marketplace(PricingRule pricing, StrategyRegistry strategies, SchedulerSettings settings, Bank bank,
                       Accounts accounts, MarketListener listener) {
        this.pricing = pricing;
        this.strategies = strategies;
        this.settings = settings;
        this.bank = bank;
        this.accounts = accounts;
        this.listener = listener;
        this.directory = new FederationDirectory(pricing.cheaper());
        this.queue = new MarketQueue(this, listener);
        this.deals = new Deals(bank, accounts, messages);
    }

    /**
     * Gives the market a federation queue (seed 002): from now on it hands the jobs whose strategy waits in a
     * queue to it ({@link #submit}) and tells it of every release of processors. The live market has one.
     */
    public WaitingQueue useQueue(WaitingQueue.Factory factory) {
        WaitingQueue made = factory.make(this, bank, accounts, queue);
        queue.use(made);
        return made;
    }

    /** The federation queue, or null for a market without one. */
    public WaitingQueue queue() {
        return queue.queue();
    }

    /** The ledger's reference of job {@code jobId}, e.g. {@code job-80}; its transfers are named after it. */
    public static String jobReference(long jobId) {
        return "job-" + jobId;
    }

    /**
     * Adds a site or updates its description, price and mode, keeping its LRMS (and its jobs). A site without
     * a posted price ({@code postedPriceMicroGd} null: unpriced or withdrawn) leaves the directory and takes no
     * new jobs; its jobs go on. {@code timeline} schedules the site's LRMS events.
     */
    public MarketSite upsertSite(long siteId, Site site, Long postedPriceMicroGd, MarketSite.Mode mode,
                                 Timeline timeline) {
        return upsertSite(siteId, site, postedPriceMicroGd, null, mode, false, timeline);
    }

    /**
     * {@link #upsertSite(long, Site, Long, MarketSite.Mode, Timeline)} with machine prices (seed 003 §3), for a
     * site that may run the scripts jobs carry ({@link MarketSite#runsScripts()}: only a reported site can).
     */
    public MarketSite upsertSite(long siteId, Site site, Long postedPriceMicroGd, PriceBand band,
                                 MarketSite.Mode mode, boolean runsScripts, Timeline timeline) {
        MarketSite existing = sites.get(siteId);
        LocalScheduler lrms = existing != null ? existing.lrms()
                : new LocalScheduler(site, settings, timeline, new SiteNews(siteId, listener, this));
        GridFederationAgent agent = new GridFederationAgent(siteId, site,
                postedPriceMicroGd == null ? 0 : postedPriceMicroGd, lrms, directory);
        if (postedPriceMicroGd == null) {
            directory.unsubscribe(siteId);
        }
        MarketSite member = new MarketSite(agent, pricing, mode, postedPriceMicroGd != null, band, runsScripts);
        sites.put(siteId, member);
        queue.released(); // a new, repriced or withdrawn site: the queue's head may fit now
        return member;
    }

    /** Sets how site {@code siteId} leases its processors (discounts, preemption policy, VM memory). */
    public void leasing(long siteId, SiteLeasing terms) {
        leasing.put(siteId, terms);
    }

    @Override
    public SiteLeasing leasing(long siteId) {
        return leasing.getOrDefault(siteId, SiteLeasing.DEFAULT);
    }

    /**
     * A site owner's local job, now (its submission time): it starts now if it fits; otherwise its site's
     * policy preempts leases to start it now (seed 001 §2.1); otherwise it queues as any job, never refused.
     * See {@link LocalAdmissions}.
     */
    public LocalAdmissions.Admission submitLocal(long siteId, Job job, long runtimeSeconds) {
        return locals.admit(siteId, job, runtimeSeconds, listener);
    }

    StrategyRegistry strategies() {
        return strategies;
    }

    Deal deal(long jobId) {
        return deals.deal(jobId);
    }

    void replaceDeal(long jobId, Deal deal) {
        deals.replace(jobId, deal);
    }

    Bank bank() {
        return bank;
    }

    Accounts accounts() {
        return accounts;
    }

    /** The grids, their contracts and gateways (seed 000). */
    public MarketPeering peering() {
        return peering;
    }

    /** What the job's strategy would do now (see {@link #submit}); commits nothing. Unknown strategies throw. */
    public Quote quote(MarketJob job) {
        if (ScriptView.noSiteRuns(this, job)) {
            return ScriptView.refusedQuote(job.strategy());
        }
        if (queue.takes(strategies.strategy(job.strategy()))) {
            return queue.queue().quote(job);
        }
        PlacementStrategy strategy = strategies.strategyFor(job);
        return peering.takes(strategy, job) ? peering.quote(strategy, job)
                : strategy.quote(job, ScriptView.of(this, job));
    }

    /**
     * Why {@code job} may not be submitted now, before anything is written (its strategy waits in a full queue, or
     * its wallet cannot hold a queued job's budget), or null. A job of an unknown strategy is for its caller.
     */
    public SubmitRefusal refusal(MarketJob job) {
        return strategies.knows(job.strategy()) ? queue.refusal(job, strategies.strategy(job.strategy())) : null;
    }

    /**
     * Places, agrees, holds, admits and counts (see the class comment) and tells the listener what came of it:
     * the gateway's negotiation, then accepted or rejected (a queued job: queued, and later accepted or rejected).
     */
    public Submission submit(MarketJob job) {
        if (ScriptView.noSiteRuns(this, job)) { // before the strategy: no site could take it
            return told(job, new Submission(null, null, null, ScriptView.NO_SITE_RUNS_SCRIPTS));
        }
        if (queue.takes(strategies.strategy(job.strategy()))) { // a queued job promises no start: no horizon to pass
            return queue.join(job);
        }
        PlacementStrategy strategy = strategies.strategyFor(job);
        Submission submission = peering.takes(strategy, job) ? peering.submit(strategy, job)
                : submitPlaced(job, strategy.place(job, ScriptView.of(this, job)));
        if (submission.redirection() != null && !submission.redirection().trail().isEmpty()) {
            listener.negotiated(job, submission.redirection().trail());
        }
        return told(job, submission);
    }

    /** {@link #submit} at a quoted price held ({@link QuoteBinding#placeHeld}, accepted): agree, hold, admit, tell. */
    public Submission submitHeld(MarketJob job, Placement held) {
        return told(job, submitPlaced(job, held));
    }

    private Submission told(MarketJob job, Submission submission) {
        if (submission.accepted()) {
            listener.accepted(job, Acceptance.of(this, job, submission, null));
        } else {
            listener.rejected(job, submission.rejection());
        }
        return submission;
    }

    /**
     * Steps (2)–(5) of {@link #submit} for a placement decided elsewhere: the federation queue (seed 002)
     * decides when and where its head job starts, and then agrees, holds and admits it here like any job.
     */
    public Submission submitPlaced(MarketJob job, Placement placement) {
        if (!placement.isAccepted()) {
            return new Submission(placement, null, null, placement.rejection());
        }
        Agreement agreement = placement.agreement();
        MarketSite target = sites.get(agreement.siteId());
        Transfer hold;
        try {
            hold = deals.hold(job, agreement);
        } catch (LedgerException refused) {
            return new Submission(placement, null, null, deals.refusal(refused, job, agreement));
        }
        SiteJob admitted;
        admitting = job.id();
        try {
            admitted = target.admit(job.job(), job.demand(), agreement);
        } finally {
            admitting = -1;
        }
        if (admitted == null) {
            deals.release(job.id(), hold);
            return new Submission(placement, null, null, target.site().name()
                    + " refused the award: the agreed window is no longer free");
        }
        deals.open(job, agreement, hold.id(), 0);
        if (target.id() != job.originSiteId()) {
            messages.message(MessageCounter.Kind.JOB_SUBMISSION, job.id(), job.originSiteId(), target.id());
        }
        return new Submission(placement, hold, admitted, null);
    }

    /**
     * Settles job {@code jobId} by its agreement's rule for {@code outcome}: posts the charge from the hold
     * (releasing the rest) or voids it. Null for a job without an open agreement (a local job, or one settled).
     */
    public Settled settle(long jobId, RunOutcome outcome) {
        return deals.settle(jobId, outcome);
    }

    /** After a restart: the open agreement of a job the caller puts back on its site ({@link Deals#restore}). */
    public Agreement restoreDeal(MarketJob job, long siteId, long priceMicroGd, long plannedStartSeconds,
                                 long runtimeSeconds, Acceptance.Redirected redirected, String holdTransferId,
                                 long chargedBeforeMicroGd) {
        return deals.restore(strategies, job, siteId, priceMicroGd, plannedStartSeconds, runtimeSeconds, redirected,
                holdTransferId, chargedBeforeMicroGd);
    }

    /**
     * A reported site's agent says the job finished after {@code ranSeconds}: the job's end, which the caller
     * then asks its LRMS for, settles with that runtime.
     */
    public void reportFinished(long jobId, long ranSeconds) {
        deals.reportFinished(jobId, ranSeconds);
    }

    /** Whether {@code jobId} is the job being admitted now (its start is told with its acceptance). */
    boolean admitting(long jobId) {
        return jobId == admitting;
    }

    /** A site's LRMS released processors: an allocation event for the queue. */
    void released() {
        queue.released();
    }

    /** What job {@code jobId} ran, as its site's agent reported it, else {@code measured}. */
    RunOutcome outcome(long jobId, RunOutcome measured) {
        return deals.outcome(jobId, measured);
    }

    /** Whether job {@code jobId} has an agreement not yet settled. */
    public boolean hasDeal(long jobId) {
        return deals.has(jobId);
    }

    @Override
    public PricingRule pricing() {
        return pricing;
    }

    @Override
    public MarketSite site(long siteId) {
        return sites.get(siteId);
    }

    @Override
    public Collection<MarketSite> sites() {
        return Collections.unmodifiableCollection(sites.values());
    }

    @Override
    public FederatedJob federated(MarketJob job, OptimisationStrategy optimisation) {
        return job.federated(agent(job.originSiteId()), optimisation);
    }

    @Override
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public GridFederationAgent agent(long id) {
        MarketSite site = sites.get(id);
        return site == null ? null : site.agent();
    }

    @Override
    public int size() {
        return sites.size();
    }

    @Override
    public MessageCounter messages() {
        return messages;
    }

    @Override
    public long costMicroGd(JobDemand demand, GridFederationAgent site) {
        return pricing.costMicroGd(demand, site.site(), site.quoteMicroGd());
    }
}
