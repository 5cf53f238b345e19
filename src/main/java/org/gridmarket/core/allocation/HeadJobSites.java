package org.gridmarket.core.allocation;

import java.util.Collection;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketSite;

/**
 * The priced sites as seed 002's methods see them live, for one job about to be decided (the head FJ of the
 * federation queue): CS_j, NP_j and whether site j can accommodate it.
 *
 * <p>Live sites are homogeneous inside (§3), so the paper's model holds per site; what a live site must also
 * honour changes what "accommodate" means. Site j accommodates the job iff (1) it can start it now, for its
 * runtime there, without moving a reservation already promised (DBC and TENDER jobs keep their starts),
 * (2) it finishes by the job's deadline, and (3) its price there (processor-hours × posted price) is within
 * the job's budget. The paper's test is NP_j ≥ NRP alone.
 *
 * <ul>
 *   <li>CS_j = MIPS_j / mean MIPS over the priced sites (§4.1's computing speed, relative; SH by Eq. 3 over
 *       them is then the variance of speeds whose mean is 1, as in §5.1).</li>
 *   <li>NP_j = processors free now. A site that cannot accommodate the job for reason (1)–(3) shows the
 *       methods min(NP_j, NRP − 1), so best-fit, fastest-first and the look-ahead of AI/AI2 (Eq. 8, 13) never
 *       choose it for FJ; SL (Eq. 4) sees at most NRP − 1 fewer free processors there.</li>
 * </ul>
 * The later queued jobs of AI/AI2's look-ahead are tested by NP alone, as in the paper. Built in O(m · (log n
 * + k)) for m sites (each site's LRMS answers a start-now question on its availability profile).
 */
final class HeadJobSites {
    final MarketSite[] sites;
    final double[] speeds;
    final int[] free;
    final long[] priceMicroGd;
    final long[] runtimeSeconds;
    final long[] earliestStartSeconds;
    final boolean[] fits;
    final boolean[] withinBudget;
    final boolean[] meetsDeadline;
    final boolean[] accommodates;
    final long nowSeconds;
    int accommodating;

    private HeadJobSites(int m, long nowSeconds) {
        sites = new MarketSite[m];
        speeds = new double[m];
        free = new int[m];
        priceMicroGd = new long[m];
        runtimeSeconds = new long[m];
        earliestStartSeconds = new long[m];
        fits = new boolean[m];
        withinBudget = new boolean[m];
        meetsDeadline = new boolean[m];
        accommodates = new boolean[m];
        this.nowSeconds = nowSeconds;
    }

    /**
     * The listed (priced, not withdrawn) sites of {@code market} that run the work {@code job} brings (a script,
     * or none: {@link MarketSite#runsWorkOf}), in their order, judged for {@code job} now.
     */
    static HeadJobSites of(MarketJob job, Collection<MarketSite> market, long nowSeconds) {
        int m = 0;
        double totalMips = 0;
        for (MarketSite site : market) {
            if (site.listed() && site.runsWorkOf(job)) {
                m++;
                totalMips += site.site().mipsPerProcessor();
            }
        }
        HeadJobSites view = new HeadJobSites(m, nowSeconds);
        double meanMips = m == 0 ? 1 : totalMips / m;
        JobDemand demand = job.demand();
        // No plan past the model horizon: a job never starts where it would end after it.
        long deadlineAt = Math.min(job.deadlineAtSeconds(), ModelHorizon.LATEST_SECONDS);
        int j = 0;
        for (MarketSite site : market) {
            if (site.listed() && site.runsWorkOf(job)) {
                view.judge(j++, site, meanMips, demand, job.budgetMicroGd(), deadlineAt);
            }
        }
        return view;
    }

    private void judge(int j, MarketSite site, double meanMips, JobDemand demand, long budget, long deadlineAt) {
        int processors = demand.processors();
        sites[j] = site;
        speeds[j] = site.site().mipsPerProcessor() / meanMips;
        runtimeSeconds[j] = site.runtimeSeconds(demand);
        priceMicroGd[j] = site.bidMicroGd(demand);
        fits[j] = processors <= site.site().processors();
        withinBudget[j] = priceMicroGd[j] <= budget;
        meetsDeadline[j] = runtimeSeconds[j] <= deadlineAt - nowSeconds;
        long finish = fits[j] ? site.lrms().earliestCompletionSeconds(processors, runtimeSeconds[j]) : Long.MAX_VALUE;
        earliestStartSeconds[j] = fits[j] ? finish - runtimeSeconds[j] : Long.MAX_VALUE;
        boolean startsNow = earliestStartSeconds[j] <= nowSeconds;
        accommodates[j] = startsNow && withinBudget[j] && meetsDeadline[j];
        int freeNow = Math.max(0, site.freeProcessorsNow());
        free[j] = accommodates[j] ? Math.max(freeNow, processors) : Math.min(freeNow, processors - 1);
        if (accommodates[j]) {
            accommodating++;
        }
    }

    int size() {
        return sites.length;
    }

    /** Whether some site could ever serve the job: big enough, within budget, and still in time if free now. */
    boolean serviceable() {
        for (int j = 0; j < sites.length; j++) {
            if (fits[j] && withinBudget[j] && meetsDeadline[j]) {
                return true;
            }
        }
        return false;
    }

    /** Why no site can ever serve the job, in the user's terms. */
    String whyNever(int processors) {
        if (sites.length == 0) {
            return "no site in the federation has posted a price";
        }
        boolean anyFits = false;
        boolean anyAffordable = false;
        for (int j = 0; j < sites.length; j++) {
            anyFits |= fits[j];
            anyAffordable |= fits[j] && withinBudget[j];
        }
        if (!anyFits) {
            return "no priced site has " + processors + " processors";
        }
        if (!anyAffordable) {
            return "every site large enough costs more than the budget";
        }
        return "no site within budget can finish it by its deadline any more, even if it started now";
    }

    /**
     * The last model second at which the job can still start somewhere in time (within budget), or −1 when
     * it cannot: once past it the job can never be served.
     */
    long lastUsefulStartSeconds(long deadlineAtSeconds) {
        long last = -1;
        for (int j = 0; j < sites.length; j++) {
            if (fits[j] && withinBudget[j] && meetsDeadline[j]) {
                last = Math.max(last, deadlineAtSeconds - runtimeSeconds[j]);
            }
        }
        return last;
    }
}
