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
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * Seed 004's Grid-Federation: one {@link GridFederationAgent} per cluster around a shared
 * {@link FederationDirectory}, a {@link Superscheduler} that places each job submitted to its origin GFA,
 * the protocol's {@link MessageCounter}, and a Grid-Bank ledger (the core's {@link Ledger}, same rules as
 * the service's) through which every job pays B(J, R) to the owner of the site that runs it: the owner's
 * incentive (§4.7.2).
 *
 * <p>Money flow per job: the treasury grants its budget to the origin's user population; an accepted job
 * holds its cost from that wallet towards the running site's revenue; completion posts the hold.
 */
public final class Federation implements FederationView {

    /** A cluster joining the federation with its posted quote c_i. */
    public record Member(Site site, long quoteMicroGd) {
    }

    private final FederationDirectory directory = new FederationDirectory();
    private final MessageCounter messages = new MessageCounter();
    private final Map<Long, GridFederationAgent> agents = new LinkedHashMap<>();
    private final Map<String, GridFederationAgent> agentsBySite = new HashMap<>();
    private final Superscheduler superscheduler;
    private final Timeline timeline;
    private final InMemoryLedgerStore ledgerStore = new InMemoryLedgerStore();
    private final Ledger ledger;
    private final long treasury;
    private final Map<Long, long[]> accountsByAgent = new HashMap<>();
    private final Map<Long, Outcome> outcomes = new LinkedHashMap<>();

    public Federation(List<Member> members, Superscheduler superscheduler, SchedulerSettings settings,
                      Timeline timeline) {
        this.superscheduler = superscheduler;
        this.timeline = timeline;
        this.ledger = new Ledger(ledgerStore, () -> Instant.ofEpochSecond(timeline.clock().nowSeconds()));
        this.treasury = ledgerStore.open(AccountKind.TREASURY);
        SchedulerListener completions = new SchedulerListener() {
            @Override
            public void jobStarted(Site site, SiteJob job) {
                outcomes.get(job.id()).startSeconds = job.startSeconds();
            }

            @Override
            public void jobEnded(Site site, SiteJob job) {
                completed(job);
            }
        };
        long id = 1;
        for (Member member : members) {
            LocalScheduler lrms = new LocalScheduler(member.site(), settings, timeline, completions);
            GridFederationAgent agent = new GridFederationAgent(id, member.site(), member.quoteMicroGd(), lrms, directory);
            if (agentsBySite.put(member.site().name(), agent) != null) {
                throw new IllegalArgumentException("site names must be unique: " + member.site().name());
            }
            agents.put(id, agent);
            accountsByAgent.put(id, new long[] {ledgerStore.open(AccountKind.USER_WALLET),
                ledgerStore.open(AccountKind.OWNER_REVENUE)});
            id++;
        }
    }

    /**
     * A trace job arrives at its origin ({@link Job#originSite()}) now: its demand follows §4.1 (α = 10%),
     * its budget and deadline Eq. (7)–(8).
     */
    public Placement submitTraceJob(Job job) {
        GridFederationAgent origin = agentOf(job.originSite());
        JobDemand demand = JobDemand.ofTraceJob(job, origin.site());
        return submit(job, demand, CostModel.budgetMicroGd(demand, origin.site(), origin.quoteMicroGd()),
                CostModel.deadlineSeconds(demand, origin.site()));
    }

    /** A job with its own demand, budget and deadline arrives at its origin now. */
    public Placement submit(Job job, JobDemand demand, long budgetMicroGd, long deadlineSeconds) {
        if (outcomes.containsKey(job.id())) {
            throw new IllegalArgumentException("job ids must be unique in a federation: " + job.id());
        }
        GridFederationAgent origin = agentOf(job.originSite());
        FederatedJob federated = new FederatedJob(job, demand, origin, budgetMicroGd, deadlineSeconds);
        Outcome outcome = new Outcome(federated);
        outcomes.put(job.id(), outcome);
        String jobRef = Long.toString(job.id());
        long[] originAccounts = accountsByAgent.get(origin.id());
        if (budgetMicroGd > 0) {
            ledger.submit(TransferRequest.single("budget:" + jobRef, treasury, originAccounts[0], budgetMicroGd,
                    "budget").withReferences(jobRef, null));
        }

        Placement placement = superscheduler.place(federated, this);
        outcome.placement = placement;
        if (placement.isAccepted()) {
            GridFederationAgent target = placement.target();
            ledger.submit(TransferRequest.pending("hold:" + jobRef, originAccounts[0],
                    accountsByAgent.get(target.id())[1], placement.costMicroGd(), "job_hold", 0)
                    .withReferences(jobRef, null));
            if (target.id() != origin.id()) {
                messages.message(MessageCounter.Kind.JOB_SUBMISSION, job.id(), origin.id(), target.id());
            }
            target.grm().admit(job, demand);
        }
        return placement;
    }

    private void completed(SiteJob job) {
        Outcome outcome = outcomes.get(job.id());
        outcome.endSeconds = job.endSeconds();
        GridFederationAgent origin = outcome.job.origin();
        GridFederationAgent target = outcome.placement.target();
        if (target.id() != origin.id()) {
            messages.message(MessageCounter.Kind.JOB_COMPLETION, job.id(), origin.id(), target.id());
        }
        String jobRef = Long.toString(job.id());
        ledger.submit(TransferRequest.post("charge:" + jobRef, "hold:" + jobRef, outcome.placement.costMicroGd(),
                "job_charge").withReferences(jobRef, null));
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
            result.add(outcome.snapshot(messages.jobMessages(outcome.job.id())));
        }
        return result;
    }

    public List<GridFederationAgent> agents() {
        return List.copyOf(agents.values());
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

    @Override
    public FederationDirectory directory() {
        return directory;
    }

    @Override
    public GridFederationAgent agent(long id) {
        return agents.get(id);
    }

    @Override
    public int size() {
        return agents.size();
    }

    @Override
    public MessageCounter messages() {
        return messages;
    }

    /** A job's placement and times as the run goes on. */
    private static final class Outcome {
        private final FederatedJob job;
        private Placement placement;
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
