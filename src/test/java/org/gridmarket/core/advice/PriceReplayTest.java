package org.gridmarket.core.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.market.SiteLeasing;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.junit.jupiter.api.Test;

/** Hand-computed replays of small markets under the live rules (processor-hour prices, conservative LRMS). */
class PriceReplayTest {
    static final ReplayRules LIVE = new ReplayRules(Mechanisms.LIVE_PRICING, Mechanisms.strategies(),
            Mechanisms.LIVE_LRMS, null);

    static ReplaySite site(long id, int processors, long price) {
        return new ReplaySite(id, new Site("site " + id, processors, 1_000, 1), null, null, price, null,
                SiteLeasing.DEFAULT);
    }

    /** {@code processors} × {@code runtimeSeconds} at the reference speed, OFC, at second {@code at}. */
    static Demand job(long id, long at, int processors, long runtimeSeconds, long budget, long deadline) {
        return Demand.market(Demand.Kind.JOB, id, at, processors, processors * runtimeSeconds * 1_000L, budget,
                deadline, "OFC", null, null, 2, 7, null);
    }

    @Test
    void aPriceAboveEveryBudgetWinsNothingAndLeavesTheSiteIdle() {
        List<ReplaySite> sites = List.of(site(1, 4, 3_600), site(2, 4, 7_200));
        List<Demand> demand = List.of(job(10, 0, 1, 600, 10_000, 3_600), job(11, 100, 2, 600, 10_000, 3_600));
        ReplayOutcome outcome = new PriceReplay(LIVE, sites, demand, 0, 3_600).at(1, 1_000_000_000L);
        assertThat(outcome.jobsWon()).isZero();
        assertThat(outcome.revenueMicroGd()).isZero();
        assertThat(outcome.utilisation()).isZero();
        assertThat(outcome.jobsLostTo()).isEqualTo(Map.of(2L, 2));
    }

    /**
     * One job of 2 processors × 1,800 s at 3,600 µG$ per processor-hour: 3,600 µG$; busy 3,600 of 4 × 3,600
     * processor-seconds: 0.25. The dearer site gets nothing.
     */
    @Test
    void revenueAndUtilisationAreThePricesAgreedAndTheBusyShareOfTheWindow() {
        List<ReplaySite> sites = List.of(site(1, 4, 3_600), site(2, 4, 7_200));
        ReplayOutcome outcome = new PriceReplay(LIVE, sites, List.of(job(10, 0, 2, 1_800, 100_000, 3_600)), 0, 3_600)
                .at(1, 3_600);
        assertThat(outcome.wonJobIds()).containsExactly(10L);
        assertThat(outcome.revenueMicroGd()).isEqualTo(3_600);
        assertThat(outcome.utilisation()).isCloseTo(0.25, within(1e-12));
        assertThat(new PriceReplay(LIVE, sites, List.of(job(10, 0, 2, 1_800, 100_000, 3_600)), 0, 3_600).at(2, 7_200)
                .jobsLostTo()).isEqualTo(Map.of(1L, 1));
    }

    /**
     * A local job on all 4 processors for 1,000 s: a job due in 500 s cannot run there and goes to the dearer
     * site; busy 4,000 of 14,400 processor-seconds.
     */
    @Test
    void anOwnersLocalJobHoldsItsProcessorsWhateverThePrice() {
        List<ReplaySite> sites = List.of(site(1, 4, 3_600), site(2, 4, 7_200));
        List<Demand> demand = List.of(Demand.local(5, 0, 4, 1_000, 1), job(10, 10, 1, 400, 100_000, 500));
        ReplayOutcome outcome = new PriceReplay(LIVE, sites, demand, 0, 3_600).at(1, 1);
        assertThat(outcome.jobsWon()).isZero();
        assertThat(outcome.jobsLostTo()).isEqualTo(Map.of(2L, 1));
        assertThat(outcome.utilisation()).isCloseTo(4_000.0 / 14_400, within(1e-12));
    }

    /** A quote not taken is asked as a submission and counted apart from jobs. */
    @Test
    void aQuoteNotTakenCountsApartFromJobs() {
        List<ReplaySite> sites = List.of(site(1, 4, 3_600), site(2, 4, 7_200));
        Demand quote = Demand.market(Demand.Kind.QUOTE, 1, 0, 1, 3_600_000L, 500, 7_200, "OFC", null, null, 2, 7,
                null);
        assertThat(new PriceReplay(LIVE, sites, List.of(quote), 0, 3_600).at(1, 3_600).quotesWon()).isZero();
        ReplayOutcome cheap = new PriceReplay(LIVE, sites, List.of(quote), 0, 3_600).at(1, 500);
        assertThat(cheap.quotesWon()).isEqualTo(1);
        assertThat(cheap.jobsWon()).isZero();
        assertThat(cheap.revenueMicroGd()).isEqualTo(500);
    }
}
