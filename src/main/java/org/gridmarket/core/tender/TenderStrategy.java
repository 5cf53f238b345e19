package org.gridmarket.core.tender;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.LongStream;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.Agreement;
import org.gridmarket.core.market.AwardedBid;
import org.gridmarket.core.market.BidWorth;
import org.gridmarket.core.market.HeldRefusal;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.MarketView;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.PlacementStrategy;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.profile.FreeSteps;

/**
 * Seed 003 §4's tender/contract-net protocol as the live market's strategy TENDER, in Scenario 1 (§5.2: one
 * broker, one job at a time, which the engine's single writer gives). Table 1:
 * <ol>
 *   <li>(2.1) the user's broker announces the job to every priced site that has enough processors;</li>
 *   <li>(2.2) each site bids its best window ({@link RigidBid}, the rigid analogue of §3's load levelling); a
 *       site with no window ending by the {@link ModelHorizon} bids nothing ("no site bids" when none does);</li>
 *   <li>(3.1–3.2) the broker orders the bids by the utility they leave, U* = B − w · tardiness − c (ties: the
 *       lower site id);</li>
 *   <li>(3.3) a job whose best bid leaves less than nothing is rejected; otherwise the best bid is awarded.
 *       The site accepts when the window is still free (the market reserves exactly it) or refuses, and
 *       the next bid would be awarded (§4); within one engine turn nothing else can take the window.</li>
 * </ol>
 * The agreement is the awarded bid ({@link AwardedBid}), held in full and charged at completion.
 */
public final class TenderStrategy implements PlacementStrategy {
    public static final String NAME = "TENDER";
    public static final TenderStrategy INSTANCE = new TenderStrategy();

    /**
     * One site's bid, or why it made none with the earliest window it could give (shown, never awarded: it
     * ends after the hard deadline).
     */
    private record SiteBid(MarketSite site, RigidBid.Terms terms, String noBid, RigidBid.Terms earliest) {
    }

    /**
     * Table 1 steps 3.1–3.2 ({@link AwardRule}): the most utility first, ties to the lower site id. By comparison,
     * not by negation: a bid beyond any amount leaves {@link Long#MIN_VALUE}, whose negation is itself.
     */
    private static final Comparator<SiteBid> BEST_FIRST = AwardRule.bestFirst(
            Comparator.comparingLong((SiteBid bid) -> bid.terms().utilityMicroGd()), bid -> bid.site().id());

    private TenderStrategy() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Clusters bid for the job; the bid that leaves you the most of your budget wins. With a lateness "
                + "penalty, a cluster may bid to finish late for less.";
    }

    @Override
    public String basis() {
        return "Seed 003 §4: a tender (contract-net). The broker announces the job, each cluster bids a cost and "
                + "a window, and the award goes to the bid of most utility U = budget − cost − w × lateness "
                + "(w: the tardiness penalty per second, §2), only if U ≥ 0.";
    }

    /** §2: a task's due date may be exceeded at w G$ per time unit. */
    @Override
    public boolean collectsBids() {
        return true;
    }

    @Override
    public boolean weighsLateness() {
        return true;
    }

    @Override
    public Quote quote(MarketJob job, MarketView market) {
        List<SiteBid> bids = collectBids(job, market);
        List<SiteBid> ranked = bids.stream().filter(bid -> bid.terms() != null)
                .sorted(BEST_FIRST)
                .toList();
        SiteBid winner = ranked.isEmpty() || !AwardRule.awardable(ranked.get(0).terms().utilityMicroGd()) ? null
                : ranked.get(0);
        List<Quote.Candidate> candidates = new ArrayList<>();
        for (SiteBid bid : ranked) {
            candidates.add(candidate(job, bid, candidates.size() + 1, winner));
        }
        for (SiteBid bid : bids) {
            if (bid.terms() == null && bid.earliest() != null) {
                RigidBid.Terms earliest = bid.earliest();
                candidates.add(new Quote.Candidate(bid.site().id(), bid.site().site().name(), candidates.size() + 1,
                        earliest.costMicroGd(), earliest.startSeconds(), earliest.finishSeconds(),
                        earliest.costMicroGd() <= job.budgetMicroGd(), false, false, bid.noBid()));
            }
        }
        if (winner != null) {
            return new Quote(NAME, candidates, winner.site().id(), null, null, null);
        }
        return new Quote(NAME, candidates, null, reason(job, market, bids, ranked),
                minimum(candidates.stream().mapToLong(Quote.Candidate::finishSeconds)),
                minimum(candidates.stream().filter(Quote.Candidate::meetsDeadline)
                        .mapToLong(Quote.Candidate::priceMicroGd)));
    }

    private static Long minimum(LongStream values) {
        OptionalLong least = values.min();
        return least.isPresent() ? least.getAsLong() : null;
    }

    @Override
    public Placement place(MarketJob job, MarketView market) {
        Quote quote = quote(job, market);
        Quote.Candidate chosen = quote.chosen();
        if (chosen == null) {
            return Placement.rejected(quote.reason(), quote.candidates().size());
        }
        Quote.Bid bid = chosen.bid();
        return Placement.accepted(new AwardedBid(chosen.siteId(), chosen.priceMicroGd(), chosen.startSeconds(),
                chosen.finishSeconds() - chosen.startSeconds(), bid.tardinessSeconds(), bid.penaltyMicroGd(),
                bid.utilityMicroGd()), bid.awardRank());
    }

    /**
     * After a restart: the awarded bid of a job this strategy placed, from its site, price and window; the
     * penalty and utility follow from the job's deadline, budget and w.
     */
    @Override
    public Agreement restoredAgreement(MarketJob job, long siteId, long priceMicroGd, long plannedStartSeconds,
                                       long plannedRuntimeSeconds) {
        BidWorth worth = BidWorth.of(plannedStartSeconds + plannedRuntimeSeconds, job.deadlineAtSeconds(),
                job.tardinessPenaltyMicroGdPerSecond(), job.budgetMicroGd(), priceMicroGd);
        return new AwardedBid(siteId, priceMicroGd, plannedStartSeconds, plannedRuntimeSeconds,
                worth.tardinessSeconds(), worth.penaltyMicroGd(), Math.max(0, worth.utilityMicroGd()));
    }

    /**
     * A quoted bid held (issue 32): the site bids its best window now (Table 1 step 2.2; the quoted window has
     * passed on the model clock since), at the price the user was quoted; awarded when that leaves the user at
     * least nothing (step 3.3), else refused with why.
     */
    @Override
    public Placement held(MarketJob job, MarketSite site, long priceMicroGd) {
        String refusal = site == null || !site.listed() || site.site().processors() < job.demand().processors()
                ? HeldRefusal.of(job, site) : null;
        if (refusal != null) {
            return Placement.rejected(refusal, 0);
        }
        RigidBid.Terms window = RigidBid.best(site.lrms().freeSteps(), site.priceBand(), request(job, site));
        if (window == null) {
            return Placement.rejected("the site has no window now that finishes by the deadline", 0);
        }
        BidWorth worth = BidWorth.of(window.finishSeconds(), job.deadlineAtSeconds(),
                job.tardinessPenaltyMicroGdPerSecond(), job.budgetMicroGd(), priceMicroGd);
        if (!AwardRule.awardable(worth.utilityMicroGd())) {
            return Placement.rejected("the site's best window now finishes too late: at the quoted"
                    + " price it leaves " + gd(worth.utilityMicroGd()), 0);
        }
        return Placement.accepted(new AwardedBid(site.id(), priceMicroGd, window.startSeconds(),
                window.finishSeconds() - window.startSeconds(), worth.tardinessSeconds(), worth.penaltyMicroGd(),
                worth.utilityMicroGd()), 1);
    }

    private static RigidBid.Request request(MarketJob job, MarketSite site) {
        return new RigidBid.Request(job.demand().processors(), site.runtimeSeconds(job.demand()), job.submitSeconds(),
                job.deadlineAtSeconds(), job.budgetMicroGd(), job.tardinessPenaltyMicroGdPerSecond());
    }

    /** Table 1 steps 2.1–2.2: one bid (or why none) per listed site with enough processors. */
    private static List<SiteBid> collectBids(MarketJob job, MarketView market) {
        List<SiteBid> bids = new ArrayList<>();
        for (MarketSite site : market.sites()) {
            if (!site.listed() || site.site().processors() < job.demand().processors()) {
                continue;
            }
            RigidBid.Request request = request(job, site);
            FreeSteps steps = site.lrms().freeSteps();
            RigidBid.Terms terms = RigidBid.best(steps, site.priceBand(), request);
            RigidBid.Terms earliest = terms != null ? null : RigidBid.earliest(steps, site.priceBand(), request);
            bids.add(terms != null ? new SiteBid(site, terms, null, null)
                    : new SiteBid(site, null, earliest != null ? "cannot finish by the deadline" : ModelHorizon.BEYOND,
                            earliest));
        }
        return bids;
    }

    private static Quote.Candidate candidate(MarketJob job, SiteBid bid, int rank, SiteBid winner) {
        RigidBid.Terms terms = bid.terms();
        boolean awardable = AwardRule.awardable(terms.utilityMicroGd());
        Quote.Bid shown = new Quote.Bid(terms.tardinessSeconds(), terms.penaltyMicroGd(), terms.utilityMicroGd(),
                awardable ? rank : null);
        String why = bid == winner ? "best bid: leaves " + gd(terms.utilityMicroGd())
                : awardable ? "leaves " + gd(terms.utilityMicroGd()) + ", less than " + winner.site().site().name() + "'s bid"
                : "leaves " + gd(terms.utilityMicroGd()) + ": not taken";
        return new Quote.Candidate(bid.site().id(), bid.site().site().name(), rank, terms.costMicroGd(),
                terms.startSeconds(), terms.finishSeconds(), terms.costMicroGd() <= job.budgetMicroGd(),
                terms.finishSeconds() <= job.deadlineAtSeconds(), bid == winner, why, shown);
    }

    private static String reason(MarketJob job, MarketView market, List<SiteBid> bids, List<SiteBid> ranked) {
        boolean anyFits = market.sites().stream()
                .anyMatch(site -> site.listed() && site.site().processors() >= job.demand().processors());
        if (!anyFits) {
            return "no site has enough processors";
        }
        if (ranked.isEmpty()) {
            return bids.stream().allMatch(bid -> bid.earliest() == null) ? "no site bids: " + ModelHorizon.BEYOND
                    : "no site can finish by the deadline";
        }
        return "no bid with non-negative utility (best leaves " + gd(ranked.get(0).terms().utilityMicroGd()) + ")";
    }

    private static String gd(long microGd) {
        return microGd == Long.MIN_VALUE ? "less than any amount" : Money.formatGdTwoDecimals(microGd) + " G$";
    }
}
