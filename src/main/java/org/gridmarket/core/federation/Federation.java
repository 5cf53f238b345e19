package org.gridmarket.core.federation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.LedgerBank;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketListener;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.PricingRule;
import org.gridmarket.core.market.QuotePricing;
import org.gridmarket.core.market.StrategyRegistry;
import org.gridmarket.core.market.SuperschedulerStrategy;
import org.gridmarket.core.workload.Job;

/**
 * Seed 004's Grid-Federation as its experiments run it: one {@link GridFederationAgent} per cluster around a
 * shared {@link FederationDirectory}, a {@link Superscheduler} that places each job submitted to its origin
 * GFA, the protocol's {@link MessageCounter}, and a Grid-Bank ledger (the core's {@link Ledger}, same rules as
 * the service's) through which every job pays B(J, R) to the owner of the site that runs it: the owner's
 * incentive (§4.7.2). Placing, holding, admitting, counting and settling are the {@link Marketplace}'s, the
 * same the live engine runs, priced by seed 004's Eq. (4) as printed ({@link QuotePricing}).
 *
 * <p>Money flow per job: the treasury grants its budget to the origin's user population; an accepted job
 * holds its cost from that wallet towards the running site's revenue; completion posts the hold.
 */
public final class Federation {

    /** A cluster joining the federation with its posted quote c_i. */
    public record Member(Site site, long quoteMicroGd) {
    }

    private final Marketplace market;
    private final Map<String, GridFederationAgent> agentsBySite = new HashMap<>();
    private final Timeline timeline;
    private final InMemoryLedgerStore ledgerStore = new InMemoryLedgerStore();
    private final Ledger ledger;
    private final long treasury;
    private final String strategy;
    private final Map<Long, long[]> accountsByAgent = new HashMap<>();
    private final Map<Long, Outcome> outcomes = new LinkedHashMap<>();

    public Federation(List<Member> members, Superscheduler superscheduler, SchedulerSettings settings,
                      Timeline timeline) {
        this(members, QuotePricing.SEED_004, StrategyRegistry.of(new SuperschedulerStrategy(superscheduler)),
                superscheduler.name(), settings, timeline);
    }

    /**
     * A federation priced by {@code pricing} whose jobs name their strategy from {@code strategies}
     * ({@link #submit(Job, JobDemand, long, long, String)}), {@code defaultStrategy} when they do not: the live
     * market's rules on a virtual clock, as a test replays a live workload in simulation.
     */
    public Federation(List<Member> members, PricingRule pricing, StrategyRegistry strategies, String defaultStrategy,
                      SchedulerSettings settings, Timeline timeline) {
        this.timeline = timeline;
        this.ledger = new Ledger(ledgerStore, () -> Instant.ofEpochSecond(timeline.clock().nowSeconds()));
        this.treasury = ledgerStore.open(AccountKind.TREASURY);
        this.strategy = defaultStrategy;
        Marketplace.Accounts accounts = new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return accountsByAgent.get(job.payerId())[0];
            }

            @Override
            public long revenueOf(long siteId) {
                return accountsByAgent.get(siteId)[1];
            }
        };
        MarketListener times = new MarketListener() {
            @Override
            public void started(long siteId, SiteJob job) {
                outcomes.get(job.id()).startSeconds = job.startSeconds();
            }

            @Override
            public void ended(long siteId, SiteJob job, Marketplace.Settled settled) {
                outcomes.get(job.id()).endSeconds = job.endSeconds();
            }
        };
        this.market = new Marketplace(pricing, strategies, settings, new LedgerBank(ledger, ledgerStore), accounts,
                times);
        long id = 1;
        for (Member member : members) {
            if (agentsBySite.containsKey(member.site().name())) {
                throw new IllegalArgumentException("site names must be unique: " + member.site().name());
            }
            accountsByAgent.put(id, new long[] {ledgerStore.open(AccountKind.USER_WALLET),
                ledgerStore.open(AccountKind.OWNER_REVENUE)});
            MarketSite site = market.upsertSite(id, member.site(), member.quoteMicroGd(), MarketSite.Mode.MODELLED,
                    timeline);
            agentsBySite.put(member.site().name(), site.agent());
            id++;
        }
    }

    /**
     * A trace job arrives at its origin ({@link Job#originSite()}) now: its demand follows §4.1 (α = 10%),
     * its budget and deadline Eq. (7)–(8).
     */
    public AgentPlacement submitTraceJob(Job job) {
        GridFederationAgent origin = agentOf(job.originSite());
        JobDemand demand = JobDemand.ofTraceJob(job, origin.site());
        return submit(job, demand, CostModel.budgetMicroGd(demand, origin.site(), origin.quoteMicroGd()),
                CostModel.deadlineSeconds(demand, origin.site()));
    }

    /** A job with its own demand, budget and deadline arrives at its origin now. */
    public AgentPlacement submit(Job job, JobDemand demand, long budgetMicroGd, long deadlineSeconds) {
        return submit(job, demand, budgetMicroGd, deadlineSeconds, strategy);
    }

    /** The same, placed by the strategy named {@code strategyName}. */
    public AgentPlacement submit(Job job, JobDemand demand, long budgetMicroGd, long deadlineSeconds, String strategyName) {
        if (outcomes.containsKey(job.id())) {
            throw new IllegalArgumentException("job ids must be unique in a federation: " + job.id());
        }
        GridFederationAgent origin = agentOf(job.originSite());
        Outcome outcome = new Outcome(new FederatedJob(job, demand, origin, budgetMicroGd, deadlineSeconds));
        outcomes.put(job.id(), outcome);
        String reference = Marketplace.jobReference(job.id());
        if (budgetMicroGd > 0) {
            ledger.submit(TransferRequest.single(reference + ":budget", treasury, accountsByAgent.get(origin.id())[0],
                    budgetMicroGd, "budget").withReferences(reference, null));
        }
        Marketplace.Submission submission = market.submit(new MarketJob(job, demand, origin.id(), origin.id(),
                budgetMicroGd, deadlineSeconds, strategyName));
        Placement placed = submission.placement();
        if (submission.accepted() && submission.siteJob().state() == org.gridmarket.core.lrms.SiteJobState.RUNNING) {
            outcome.startSeconds = submission.siteJob().startSeconds();
        }
        outcome.placement = submission.accepted()
                ? AgentPlacement.accepted(market.agent(placed.agreement().siteId()), placed.agreement().priceMicroGd(),
                        placed.rank())
                : AgentPlacement.rejected(submission.rejection(), placed.rank());
        return outcome.placement;
    }

    /** The incentive owner {@code agent} has earned so far: its revenue account's balance. */
    public long incentiveMicroGd(long agent) {
        return ledgerStore.findAccount(accountsByAgent.get(agent)[1]).orElseThrow().balance();
    }

    /** The Grid-Bank ledger of this run (for audits and tests). */
    public InMemoryLedgerStore ledger() {
        return ledgerStore;
    }

    /** Every submitted job's outcome so far, in submission order. */
    public List<JobOutcome> outcomes() {
        List<JobOutcome> result = new ArrayList<>(outcomes.size());
        for (Outcome outcome : outcomes.values()) {
            result.add(outcome.snapshot(market.messages().jobMessages(outcome.job.id())));
        }
        return result;
    }

    public List<GridFederationAgent> agents() {
        return market.sites().stream().map(MarketSite::agent).toList();
    }

    public GridFederationAgent agentOf(String siteName) {
        GridFederationAgent agent = agentsBySite.get(siteName);
        if (agent == null) {
            throw new IllegalArgumentException("no GFA for site " + siteName);
        }
        return agent;
    }

    public Timeline timeline() {
        return timeline;
    }

    /**
     * The federation as a {@link Superscheduler} sees it (directory, agents, message count): the market's own
     * view, so that nothing here restates it.
     */
    public FederationView view() {
        return market;
    }

    /** A job's placement and times as the run goes on. */
    private static final class Outcome {
        private final FederatedJob job;
        private AgentPlacement placement;
        private long startSeconds = -1;
        private long endSeconds = -1;

        Outcome(FederatedJob job) {
            this.job = job;
        }

        JobOutcome snapshot(long jobMessages) {
            GridFederationAgent origin = job.origin();
            boolean accepted = placement != null && placement.isAccepted();
            return new JobOutcome(job.id(), origin.site().name(), accepted ? placement.target().site().name() : null,
                    job.job().strategy(), job.demand().processors(), accepted ? placement.costMicroGd() : 0,
                    job.budgetMicroGd(), job.deadlineSeconds(), job.job().submitSeconds(), startSeconds, endSeconds,
                    jobMessages, CostModel.costMicroGd(job.demand(), origin.site(), origin.quoteMicroGd()),
                    CostModel.executionSeconds(job.demand(), origin.site()),
                    placement == null ? "not placed" : placement.rejection());
        }
    }
}
