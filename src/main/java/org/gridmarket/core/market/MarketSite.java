package org.gridmarket.core.market;

import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.Job;

/**
 * A site as every strategy may ask it: can you guarantee (p, D) by d, when could you start or finish it, how
 * many processors are free now, what would it cost here (its bid at the posted price). Later mechanisms add
 * questions here rather than reach around it. Answers come from the site's own LRMS (seed 004 §3's GRM asks
 * its LRMS), so they hold at admission when the LRMS backfills conservatively.
 *
 * <p>A site's jobs are either modelled (they end after their runtime on the site, Eq. (3)) or, for a real
 * cluster behind an agent, reported: they run until the agent reports them finished.
 */
public final class MarketSite {
    /** Runtime given to the LRMS for a reported job: it runs until its agent reports (≈ 3,000 years). */
    public static final long OPEN_RUNTIME_SECONDS = 100_000_000_000L;

    /** How a site's jobs end. */
    public enum Mode {
        /** After their runtime on the site, as the model says. */
        MODELLED,
        /** When the site's agent reports them finished or failed. */
        REPORTED
    }

    private final GridFederationAgent agent;
    private final PricingRule pricing;
    private final Mode mode;
    private final boolean listed;
    private final PriceBand band;
    private final boolean runsScripts;

    MarketSite(GridFederationAgent agent, PricingRule pricing, Mode mode, boolean listed, PriceBand band,
               boolean runsScripts) {
        if (runsScripts && mode != Mode.REPORTED) {
            throw new IllegalArgumentException("only a site behind an agent runs scripts: site " + agent.id());
        }
        this.agent = agent;
        this.pricing = pricing;
        this.mode = mode;
        this.listed = listed;
        this.band = band;
        this.runsScripts = runsScripts;
    }

    public long id() {
        return agent.id();
    }

    public Site site() {
        return agent.site();
    }

    /** The seed 004 agent of the site (its GRM, LRMS and directory entry). */
    public GridFederationAgent agent() {
        return agent;
    }

    public LocalScheduler lrms() {
        return agent.lrms();
    }

    public Mode mode() {
        return mode;
    }

    /** Whether the site takes new jobs: it has a posted price and is not withdrawn. */
    public boolean listed() {
        return listed;
    }

    /**
     * Whether the site runs the scripts jobs carry: a real cluster behind an agent ({@link Mode#REPORTED}) whose
     * owner lets it run them. Such a site takes only jobs that carry a script (the cluster has nothing else to
     * run), and a job that carries one goes only to such a site (a modelled site never pretends to run it).
     */
    public boolean runsScripts() {
        return runsScripts;
    }

    /** Whether the site runs the kind of work {@code job} brings: a script exactly when the job carries one. */
    public boolean runsWorkOf(MarketJob job) {
        return runsScripts == job.carriesScript();
    }

    public long postedPriceMicroGd() {
        return agent.quoteMicroGd();
    }

    /** Its machine prices per processor-hour (seed 003 §3): the posted band, else its flat posted price. */
    public PriceBand priceBand() {
        return band != null ? band : PriceBand.flat(agent.quoteMicroGd());
    }

    /** Seed 004 Eq. (2)–(3) in whole seconds, rounded up: the runtime the site plans for {@code demand}. */
    public long runtimeSeconds(JobDemand demand) {
        return CostModel.executionWholeSeconds(demand, agent.site());
    }

    /** The earliest finish the LRMS can guarantee now (a reservation on its availability profile). */
    public long earliestFinishSeconds(JobDemand demand) {
        return agent.lrms().earliestCompletionSeconds(demand.processors(), runtimeSeconds(demand));
    }

    public long earliestStartSeconds(JobDemand demand) {
        return earliestFinishSeconds(demand) - runtimeSeconds(demand);
    }

    /** Seed 004 §3.3 steps (3)–(4) from the site's side: can it finish {@code demand} by the deadline? */
    public boolean guarantees(JobDemand demand, long deadlineAtSeconds) {
        return agent.grm().guarantees(demand, deadlineAtSeconds);
    }

    public int freeProcessorsNow() {
        return agent.site().processors() - agent.lrms().busyProcessors();
    }

    /** The site's bid: what {@code demand} costs here at its posted price under the market's pricing rule. */
    public long bidMicroGd(JobDemand demand) {
        return pricing.costMicroGd(demand, agent.site(), agent.quoteMicroGd());
    }

    /**
     * Queues an agreed job: modelled for its runtime here, or open-ended until its agent reports. An agreement
     * on a start (an awarded bid) reserves exactly that window, or is refused with null when it is taken.
     */
    org.gridmarket.core.lrms.SiteJob admit(Job job, JobDemand demand, Agreement agreement) {
        long runtime = runtimeSeconds(demand);
        long actual = mode == Mode.MODELLED ? runtime : OPEN_RUNTIME_SECONDS;
        if (agreement.agreedStartSeconds() >= 0) {
            return agent.lrms().submitAt(job, actual, runtime, agreement.agreedStartSeconds());
        }
        return mode == Mode.MODELLED ? agent.grm().admit(job, demand) : agent.lrms().submit(job, actual, runtime);
    }
}
