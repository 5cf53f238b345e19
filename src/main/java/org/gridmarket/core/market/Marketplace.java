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
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * The one place where a job is placed, priced and settled, live and in simulation. A submission goes, in
 * this order: (1) its {@link PlacementStrategy}, chosen by name, places it (negotiating as it goes); (2) the
 * placement's {@link Agreement} is the deal; (3) the Grid-Bank holds the agreed price from the payer's wallet
 * towards the site owner's revenue; (4) the site's LRMS admits it; (5) a job sent away from its origin
 * counts seed 004's job-submission message. What actually runs then comes back through {@link #settle}: the
 * agreement's {@link SettlementRule} decides the charge, the hold is posted (or voided), and a completed
 * remote job counts its job-completion message.
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

    /**
     * What a settlement charged in all (with a migrated lease's earlier part), and the transfer that did it (a
     * post, or a void for nothing more owed).
     */
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
    private final Map<Long, Deal> deals = new HashMap<>();
    private final Map<Long, RunOutcome> reported = new HashMap<>();
    private final Map<Long, SiteLeasing> leasing = new HashMap<>();
    private final LocalAdmissions locals = new LocalAdmissions(this);
    private final MarketPeering peering = new MarketPeering(this);
    /** The job {@link #submit} is admitting, whose start (if at once) its caller learns from the Submission. */
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
        return upsertSite(siteId, site, postedPriceMicroGd, null, mode, timeline);
    }

    /** {@link #upsertSite(long, Site, Long, MarketSite.Mode, Timeline)} with machine prices (seed 003 §3). */
    public MarketSite upsertSite(long siteId, Site site, Long postedPriceMicroGd, PriceBand band,
                                 MarketSite.Mode mode, Timeline timeline) {
        MarketSite existing = sites.get(siteId);
        LocalScheduler lrms = existing != null ? existing.lrms()
                : new LocalScheduler(site, settings, timeline, new SiteEvents(siteId));
        GridFederationAgent agent = new GridFederationAgent(siteId, site,
                postedPriceMicroGd == null ? 0 : postedPriceMicroGd, lrms, directory);
        if (postedPriceMicroGd == null) {
            directory.unsubscribe(siteId);
        }
        MarketSite member = new MarketSite(agent, pricing, mode, postedPriceMicroGd != null, band);
        sites.put(siteId, member);
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
        return locals.admit(siteId, job, runtimeSeconds);
    }

    Deal deal(long jobId) {
        return deals.get(jobId);
    }

    void replaceDeal(long jobId, Deal deal) {
        deals.put(jobId, deal);
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
        PlacementStrategy strategy = strategies.strategyFor(job);
        return peering.takes(strategy, job) ? peering.quote(strategy, job) : strategy.quote(job, this);
    }

    /**
     * Places, agrees, holds, admits and counts (see the class comment). A peering strategy places a job of a
     * home grid there, and the grid's gateway may redirect what it cannot take ({@link MarketPeering#submit}).
     */
    public Submission submit(MarketJob job) {
        PlacementStrategy strategy = strategies.strategyFor(job);
        return peering.takes(strategy, job) ? peering.submit(strategy, job) : submitPlaced(job, strategy.place(job, this));
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
        String reference = jobReference(job.id());
        long wallet = accounts.walletOf(job);
        Transfer hold;
        try {
            hold = agreement instanceof RedirectedAgreement redirected ? GatewayLegs.hold(bank, accounts, job, redirected)
                    : bank.submit(TransferRequest.pending(reference + ":hold", wallet,
                    accounts.revenueOf(target.id()), agreement.priceMicroGd(), "job_hold", 0)
                    .withReferences(reference, null));
        } catch (LedgerException refused) {
            return new Submission(placement, null, null, refused.reason() == LedgerException.Reason.INSUFFICIENT_FUNDS
                    ? HoldRefusal.insufficientFunds(agreement.priceMicroGd(), bank.availableMicroGd(wallet))
                    : "the Grid-Bank refused the hold (" + refused.reason().name().toLowerCase(java.util.Locale.ROOT)
                    + ")");
        }
        SiteJob admitted;
        admitting = job.id();
        try {
            admitted = target.admit(job.job(), job.demand(), agreement);
        } finally {
            admitting = -1;
        }
        if (admitted == null) {
            bank.submit(TransferRequest.voidPending(reference + ":release", hold.id(), "job_release")
                    .withReferences(reference, null));
            return new Submission(placement, null, null, "site " + target.id()
                    + " refused the award: the agreed window is no longer free");
        }
        deals.put(job.id(), new Deal(job, agreement, hold.id(), 0));
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
        Deal deal = deals.remove(jobId);
        reported.remove(jobId);
        if (deal == null) {
            return null;
        }
        long charge = SettlementRule.chargeFor(deal.agreement(), outcome);
        String reference = jobReference(jobId);
        long total = Math.addExact(deal.chargedBeforeMicroGd(), charge);
        Transfer transfer = deal.agreement() instanceof RedirectedAgreement redirected
                ? GatewayLegs.settle(bank, accounts, jobId, deal.holdTransferId(), redirected,
                        redirected.settlement(outcome))
                : charge > 0
                ? bank.submit(TransferRequest.post(reference + ":charge", deal.holdTransferId(), charge, "job_charge")
                        .withReferences(reference, null))
                : bank.submit(TransferRequest.voidPending(reference + ":release", deal.holdTransferId(), "job_release")
                        .withReferences(reference, null));
        long siteId = deal.agreement().siteId();
        if (outcome instanceof RunOutcome.Completed && siteId != deal.originSiteId()) {
            messages.message(MessageCounter.Kind.JOB_COMPLETION, jobId, deal.originSiteId(), siteId);
        }
        return new Settled(total, transfer);
    }

    /**
     * After a restart: the agreement of a job placed by its strategy, from what its record keeps (see
     * {@link PlacementStrategy#restoredAgreement}). An unknown strategy throws, naming the known.
     */
    public Agreement restoredAgreement(MarketJob job, long siteId, long priceMicroGd, long plannedStartSeconds,
                                       long plannedRuntimeSeconds) {
        return strategies.strategy(job.strategy()).restoredAgreement(job, siteId, priceMicroGd, plannedStartSeconds,
                plannedRuntimeSeconds);
    }

    /**
     * After a restart: the open agreement of a job the caller puts back on its site, and what the job was charged
     * before it (a migrated lease's part at its first site; 0 otherwise).
     */
    public void restoreDeal(MarketJob job, Agreement agreement, String holdTransferId, long chargedBeforeMicroGd) {
        deals.put(job.id(), new Deal(job, agreement, holdTransferId, chargedBeforeMicroGd));
    }

    /**
     * A reported site's agent says the job finished after {@code ranSeconds}: the job's end, which the caller
     * then asks its LRMS for, settles with that runtime.
     */
    public void reportFinished(long jobId, long ranSeconds) {
        reported.put(jobId, new RunOutcome.Completed(ranSeconds));
    }

    /** Whether job {@code jobId} has an agreement not yet settled. */
    public boolean hasDeal(long jobId) {
        return deals.containsKey(jobId);
    }

    /** The lowest-id site that takes new jobs, or null: the origin of users without a home site. */
    public MarketSite lowestListedSite() {
        return sites.values().stream().filter(MarketSite::listed)
                .min(java.util.Comparator.comparingLong(MarketSite::id))
                .orElse(null);
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
        var coreJob = optimisation == null || job.job().strategy() == optimisation ? job.job()
                : job.job().toBuilder(job.id()).strategy(optimisation).build();
        return new FederatedJob(coreJob, job.demand(), agent(job.originSiteId()), job.budgetMicroGd(),
                job.deadlineSeconds());
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

    /** One site's LRMS decisions, passed on with the site's id; a completed job with an agreement is settled. */
    private final class SiteEvents implements SchedulerListener {
        private final long siteId;

        SiteEvents(long siteId) {
            this.siteId = siteId;
        }

        @Override
        public void jobReserved(Site site, SiteJob job, long startSeconds) {
            listener.reserved(siteId, job, startSeconds);
        }

        @Override
        public void jobStarted(Site site, SiteJob job) {
            if (job.id() != admitting) {
                listener.started(siteId, job);
            }
        }

        @Override
        public void jobEnded(Site site, SiteJob job) {
            listener.released(siteId);
            if (job.state() != org.gridmarket.core.lrms.JobState.COMPLETED) {
                return;
            }
            // A preempted job's useful seconds are its work; its wall time includes the wait and the overhead.
            long ran = job.preemptions() > 0 ? job.usefulSeconds() : job.endSeconds() - job.startSeconds();
            RunOutcome outcome = reported.getOrDefault(job.id(), new RunOutcome.Completed(ran));
            listener.ended(siteId, job, settle(job.id(), outcome));
        }
    }
}
