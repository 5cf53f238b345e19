package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.tender.TenderStrategy;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 30 B1: jobs at the limits of what the market accepts are market outcomes, never errors. Two sites:
 * "one-mips" (1 processor of 1 MIPS at 10¹² µG$ per processor-hour, the documented maxima) and "fast" (8
 * processors of 1,000 MIPS at 1 G$ per processor-hour). A job of 1 processor and 10¹¹ MI (10⁸ reference
 * seconds) runs 10¹¹ s on one-mips, where it costs 10¹² · 10¹¹ / 3,600 ≈ 2.8 × 10¹⁹ µG$, more than a
 * {@code long} holds, and 10⁸ s on fast, where it costs 10⁶ · 10⁸ / 3,600 = 27,777,777,778 µG$.
 */
class HugeJobsTest {
    private static final long LENGTH_MI = 100_000_000_000L;
    private static final long FAST_COST = 27_777_777_778L;
    private static final long BUDGET = 1_000_000_000_000_000_000L;
    private static final long ONE_MIPS = 1;
    private static final long FAST = 2;

    private Marketplace market(long nowSeconds, boolean withFast) {
        EventLoop loop = new EventLoop(nowSeconds);
        FundedBuyer buyer = new FundedBuyer(loop, BUDGET);
        Marketplace market = new Marketplace(ProcessorHourPricing.INSTANCE, StrategyRegistry.of(DbcStrategy.OFC,
                DbcStrategy.OFT, TenderStrategy.INSTANCE),
                SchedulerSettings.of(BackfillingPolicy.parse("conservative")), buyer.bank(), buyer.accounts(),
                new MarketListener() {
                });
        market.upsertSite(ONE_MIPS, new Site("one-mips", 1, 1, 1), 1_000_000_000_000L, MarketSite.Mode.MODELLED,
                loop);
        if (withFast) {
            market.upsertSite(FAST, new Site("fast", 8, 1000, 1), 1_000_000L, MarketSite.Mode.MODELLED, loop);
        }
        return market;
    }

    private static MarketJob job(long nowSeconds, String strategy, long deadlineSeconds, Long penalty) {
        Job core = Job.builder(1).processors(1).runtimeSeconds(1).submitSeconds(nowSeconds).originSite("one-mips")
                .build();
        return new MarketJob(core, JobDemand.ofLength(LENGTH_MI, 1), ONE_MIPS, 7, BUDGET, deadlineSeconds, strategy,
                penalty);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(nullValues = "null", value = {
        // before the fix: a bid beyond any amount (utility Long.MIN_VALUE) was ranked first, as −MIN = MIN
        "TENDER: the bid beyond any amount ranks last and the best bid wins, 0, TENDER, 1, 1, true, 2,"
                + " null",
        "TENDER with a hard deadline on fast alone,                          0, TENDER, 100000000, null, true, 2,"
                + " null",
        "OFC passes over the site beyond any amount,                         0, OFC, 100000000, null, true, 2,"
                + " null",
        "OFT passes over the site beyond any amount,                         0, OFT, 100000000, null, true, 2,"
                + " null",
        // 10¹¹ s from 10¹¹ s before the horizon ends at it: still a bid
        "TENDER: a window ending at the horizon is still a bid,              153402300799, TENDER, 1, 1, false,"
                + " null, no bid with non-negative utility (best leaves less than any amount)",
        "TENDER: a window one second past the horizon is none,               153402300800, TENDER, 1, 1, false,"
                + " null, no site bids: the finish would be beyond the year 9999",
        "OFC: a deadline past the horizon is refused,                        253402300700, OFC, 100, null, true,"
                + " null, the deadline would be beyond the year 9999",
        "TENDER: a deadline past the horizon is refused,                     253402300700, TENDER, 100, 1, true,"
                + " null, the deadline would be beyond the year 9999",
    })
    void aHugeJobIsPlacedOrRefusedWithAReason(String situation, long nowSeconds, String strategy,
                                             long deadlineSeconds, Long penalty, boolean withFast, Long chosen,
                                             String reason) {
        Marketplace market = market(nowSeconds, withFast);

        Quote quote = market.quote(job(nowSeconds, strategy, deadlineSeconds, penalty));
        Marketplace.Submission submission = market.submit(job(nowSeconds, strategy, deadlineSeconds, penalty));

        assertThat(quote.chosenSiteId()).as(situation).isEqualTo(chosen);
        assertThat(quote.reason()).as(situation).isEqualTo(reason);
        assertThat(submission.accepted()).as(situation).isEqualTo(chosen != null);
        assertThat(submission.rejection()).as(situation).isEqualTo(reason);
        if (chosen != null) {
            assertThat(submission.agreement().priceMicroGd()).isEqualTo(FAST_COST);
            assertThat(submission.siteJob().plannedEndSeconds()).isEqualTo(nowSeconds + 100_000_000L);
        }
        assertThat(quote.candidates()).allSatisfy(candidate -> {
            assertThat(candidate.finishSeconds()).isLessThanOrEqualTo(ModelHorizon.LATEST_SECONDS);
            if (candidate.siteId() == ONE_MIPS) {
                assertThat(candidate.priceMicroGd()).isEqualTo(CostModel.UNAFFORDABLE_MICRO_GD);
            }
        });
    }
}
