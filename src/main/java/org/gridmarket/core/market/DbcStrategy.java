package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.federation.DbcQuotation;
import org.gridmarket.core.federation.DeadlineBudgetConstrained;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * Seed 004 §3.3's DBC superscheduling as a placement strategy: OFT (optimise for time: the fastest site within
 * budget that guarantees the deadline) or OFC (optimise for cost: the cheapest that does). The algorithm is
 * {@link DeadlineBudgetConstrained}'s, its quote {@link DbcQuotation}'s; the agreement is the site's posted
 * price for the job.
 */
public final class DbcStrategy implements PlacementStrategy {
    public static final DbcStrategy OFT = new DbcStrategy("OFT", OptimisationStrategy.TIME, "Optimise for time: "
            + "the cluster that finishes the job soonest within your budget and guarantees your deadline, at its "
            + "posted price.");
    public static final DbcStrategy OFC = new DbcStrategy("OFC", OptimisationStrategy.COST, "Optimise for cost: "
            + "the cheapest cluster that guarantees your deadline within your budget, at its posted price.");
    private static final DeadlineBudgetConstrained DBC = new DeadlineBudgetConstrained();

    private final String name;
    private final OptimisationStrategy optimisation;
    private final String description;

    private DbcStrategy(String name, OptimisationStrategy optimisation, String description) {
        this.name = name;
        this.optimisation = optimisation;
        this.description = description;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public String basis() {
        return "Seed 004 §3.3: Deadline and Budget Constrained (DBC) scheduling. The Grid Federation Agent (GFA) of "
                + "your home cluster asks the federation directory for clusters in " + (optimisation
                == OptimisationStrategy.TIME ? "order of finishing time (OFT, optimise for time)"
                : "order of cost (OFC, optimise for cost)") + " and offers the job to each in turn until one "
                + "admits it by its deadline within the budget (§3.2's negotiation); the price is the cluster's "
                + "quote (§3.4), live its posted price per processor-hour.";
    }

    /** DBC places a job of a home grid there, and its gateway redirects what the grid cannot take (seed 000). */
    @Override
    public boolean peers() {
        return true;
    }

    /** DBC sells every lease type: a discounted lease is priced by {@link LeaseView}. */
    @Override
    public boolean offersLeases() {
        return true;
    }

    @Override
    public Quote quote(MarketJob job, MarketView market) {
        DbcQuotation.Quote quote = DbcQuotation.quote(job.demand(), optimisation, job.budgetMicroGd(),
                job.deadlineAtSeconds(), LeaseView.of(market, job));
        String order = optimisation == OptimisationStrategy.TIME ? "fastest" : "cheapest";
        List<Quote.Candidate> candidates = quote.candidates().stream().map(c -> new Quote.Candidate(c.agentId(),
                c.siteName(), c.rank(), c.costMicroGd(), c.startSeconds(), c.finishSeconds(), c.withinBudget(),
                c.meetsDeadline(), c == quote.chosen(), why(c, quote.chosen(), order))).toList();
        return new Quote(name, candidates, quote.chosen() == null ? null : quote.chosen().agentId(), quote.reason(),
                quote.earliestFinishSeconds(), quote.cheapestCostMeetingDeadlineMicroGd());
    }

    private static String why(DbcQuotation.Candidate candidate, DbcQuotation.Candidate chosen, String order) {
        if (candidate == chosen) {
            return "chosen: the " + order + " site within budget that meets the deadline";
        }
        if (!candidate.withinBudget() && !candidate.meetsDeadline()) {
            return "over budget and cannot finish by the deadline";
        }
        if (!candidate.withinBudget()) {
            return candidate.affordable() ? "over budget" : "costs more than any budget";
        }
        if (!candidate.meetsDeadline()) {
            return "cannot finish by the deadline";
        }
        return "feasible, but " + chosen.siteName() + " comes first in the " + order + " order";
    }

    @Override
    public Placement place(MarketJob job, MarketView market) {
        MarketView priced = LeaseView.of(market, job);
        org.gridmarket.core.federation.AgentPlacement placed = DBC.place(priced.federated(job, optimisation), priced);
        return seed004Placement(placed, job, market);
    }

    /** Seed 004's placement as the market's: a posted-price agreement for the job's runtime there. */
    static Placement seed004Placement(org.gridmarket.core.federation.AgentPlacement placed, MarketJob job,
                                      MarketView market) {
        if (!placed.isAccepted()) {
            return Placement.rejected(placed.rejection(), placed.rank());
        }
        long siteId = placed.target().id();
        return Placement.accepted(new PostedPrice(siteId, placed.costMicroGd(),
                market.site(siteId).runtimeSeconds(job.demand())), placed.rank());
    }
}
