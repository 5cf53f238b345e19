package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.preemption.PreemptionPolicies;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seed 001's leases in the market, by hand. One site of 1 processor at 1,000 MIPS posting 3.6 G$ per
 * processor-hour, discounts 300 / 500 / 800 ‰. Job 1 (100,000 MI: 100 s, 100,000 µG$ at the full price) is
 * bought at t = 0 and runs [0, 100); at t = 40 the owner's local job 2 (1 processor, 50 s) arrives and finds
 * no room. §7.2's rates, one VM of 1,024 MB: h(Eq. 7) = 289.425 s → 290 s charged, h(Eq. 8) = 449.625 s → 450 s.
 * <pre>
 *   lease            price    local job 2   job 1 afterwards                          charge
 *   cancellable      30,000   starts at 40  CANCELLED at 40 with 40 s of work          12,000 (30,000 · 40/100)
 *   suspendable      50,000   starts at 40  PREEMPTED, re-planned [90, 90+290+60=440)  50,000
 *   migratable       80,000   starts at 40  PREEMPTED, [90, 90+450+60=600) by d=1,000  80,000
 *   migratable, d=500 80,000  queues: 100   not preempted (it would end at 600 > 500)  80,000
 *   non-preemptable 100,000   queues: 100   not preempted                              100,000
 * </pre>
 */
class MarketLeasesTest {
    private static final long GRANT = 1_000_000;

    private final EventLoop loop = new EventLoop(0);
    private final InMemoryLedgerStore store = new InMemoryLedgerStore();
    private final Ledger ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
    private final List<String> news = new ArrayList<>();
    private final long wallet = store.open(AccountKind.USER_WALLET);
    private final long revenue = store.open(AccountKind.OWNER_REVENUE);
    private final long revenueB = store.open(AccountKind.OWNER_REVENUE);
    private final Marketplace market;

    MarketLeasesTest() {
        long treasury = store.open(AccountKind.TREASURY);
        ledger.submit(TransferRequest.single("grant", treasury, wallet, GRANT, "grant"));
        Marketplace.Accounts accounts = new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return wallet;
            }

            @Override
            public long revenueOf(long siteId) {
                return siteId == 2 ? revenueB : revenue;
            }
        };
        MarketListener listener = new MarketListener() {
            @Override
            public void ended(long siteId, SiteJob job, Marketplace.Settled settled) {
                news.add("job " + job.id() + " ended at " + job.endSeconds()
                        + (settled == null ? "" : " charging " + settled.chargeMicroGd()));
            }
        };
        market = new Marketplace(ProcessorHourPricing.INSTANCE, Mechanisms.strategies(), Mechanisms.LIVE_LRMS,
                new LedgerBank(ledger, store), accounts, listener);
        market.upsertSite(1, new Site("A", 1, 1000, 1), 3_600_000L, MarketSite.Mode.MODELLED, loop);
        market.leasing(1, new SiteLeasing(new LeaseFactors(300, 500, 800), PreemptionPolicies.byName("MOML"), 1024));
    }

    private static MarketJob bought(LeaseType type, long deadlineSeconds) {
        return bought(type, deadlineSeconds, GRANT);
    }

    private static MarketJob bought(LeaseType type, long deadlineSeconds, long budget) {
        Job core = Job.builder(1).processors(1).runtimeSeconds(100).originSite("1").build();
        return new MarketJob(core, JobDemand.ofLength(100_000, 1), 1, 7, budget, deadlineSeconds, "OFC", null, type);
    }

    private LocalAdmissions.Admission localJobAt40() {
        LocalAdmissions.Admission[] admitted = new LocalAdmissions.Admission[1];
        loop.schedule(40, () -> admitted[0] = market.submitLocal(1,
                Job.builder(2).processors(1).runtimeSeconds(50).submitSeconds(40).originSite("1").build(), 50));
        loop.runUntil(40);
        return admitted[0];
    }

    @ParameterizedTest(name = "{0}, deadline {1} s: price {2}, local job starts at {3}, job 1 ends at {4} paying {5}")
    @CsvSource({
        "BEST_EFFORT_CANCELLABLE,             1000,  30000, 40,  40, 12000",
        "BEST_EFFORT_SUSPENDABLE,             1000,  50000, 40, 440, 50000",
        "DEADLINE_CONSTRAINT_MIGRATABLE,      1000,  80000, 40, 600, 80000",
        "DEADLINE_CONSTRAINT_MIGRATABLE,       500,  80000, 100, 100, 80000",
        "DEADLINE_CONSTRAINT_NON_PREEMPTABLE, 1000, 100000, 100, 100, 100000",
    })
    void aLocalJobPreemptsLeasesByTypeAndEachPaysAsAgreed(LeaseType type, long deadline, long price,
                                                         long localStart, long jobEnd, long charge) {
        Marketplace.Submission bought = market.submit(bought(type, deadline));
        assertThat(bought.agreement().priceMicroGd()).isEqualTo(price);
        assertThat(bought.siteJob().state()).isEqualTo(SiteJobState.RUNNING);

        LocalAdmissions.Admission local = localJobAt40();
        assertThat(local.job().plannedStartSeconds()).isEqualTo(localStart);
        assertThat(local.preempted()).isEqualTo(localStart == 40);
        if (type == LeaseType.BEST_EFFORT_CANCELLABLE) {
            assertThat(bought.siteJob().state()).isEqualTo(SiteJobState.CANCELLED);
            assertThat(local.cancelled().get(1L).chargeMicroGd()).isEqualTo(charge);
        }
        loop.run();

        assertThat(bought.siteJob().endSeconds()).isEqualTo(jobEnd);
        assertThat(bought.siteJob().usefulSeconds()).isEqualTo(type == LeaseType.BEST_EFFORT_CANCELLABLE ? 40 : 100);
        assertThat(market.hasDeal(1)).isFalse();
        assertThat(store.findAccount(wallet).orElseThrow().balance()).isEqualTo(GRANT - charge);
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(GRANT - charge);
        assertThat(store.findAccount(revenue).orElseThrow().balance()).isEqualTo(charge);
    }

    @Test
    void theMemberKeepsItsOverheadAndPreemptionCountAndEndsAfterItsNewPlan() {
        Marketplace.Submission bought = market.submit(bought(LeaseType.BEST_EFFORT_SUSPENDABLE, 1000));
        LocalAdmissions.Admission local = localJobAt40();

        SiteJob member = local.preemption().members().get(0);
        assertThat(local.policy()).isEqualTo("MOML");
        assertThat(local.preemption().set().leaseIds()).containsExactly(1L);
        assertThat(member.state()).isEqualTo(SiteJobState.PREEMPTED);
        assertThat(member.progress()).isEqualTo(new SiteJob.Progress(40, 290, member.overheadSeconds(), 1));
        assertThat(member.overheadSeconds()).isCloseTo(289.425, org.assertj.core.data.Offset.offset(0.001));
        assertThat(member.plannedStartSeconds()).isEqualTo(90);
        assertThat(member.plannedEndSeconds()).isEqualTo(440);
        loop.run();
        assertThat(news).containsExactly("job 2 ended at 90", "job 1 ended at 440 charging 50000");
        assertThat(bought.siteJob().state()).isEqualTo(SiteJobState.COMPLETED);
    }

    /**
     * With a second site B (1 processor, 2,000 MIPS, 9 G$ per processor-hour: dearer per MI, so OFC still picks
     * A), the migratable job preempted at 40 moves to B (§4.2): its 60 s left on A are 60,000 MI, 30 s on B, plus
     * 450 s of Eq. 8: B runs it [40, 520). A is paid 80,000 · 40/100 = 32,000; B's price for the rest is
     * 9 G$/h × 30 s × 0.8 = 60,000, held as {@code job-1:hold:2}. A budget that cannot cover both keeps it on A
     * (re-planned to [90, 600)); a deadline before 520 (and 600) leaves it alone and the local job queues.
     */
    @ParameterizedTest(name = "deadline {0} s, budget {1}: runs on site {2} until {3}, paying {4} (A {5}, B {6})")
    @CsvSource({
        "1000, 1000000, 2, 520, 92000, 32000, 60000",
        "1000,   90000, 1, 600, 80000, 80000,     0",
        " 510, 1000000, 1, 100, 80000, 80000,     0",
    })
    void aMigratableLeaseMovesToAnotherSiteWhenThatMeetsItsDeadlineAndBudget(long deadline, long budget, long site,
                                                                            long end, long charge, long paidA,
                                                                            long paidB) {
        market.upsertSite(2, new Site("B", 1, 2000, 1), 9_000_000L, MarketSite.Mode.MODELLED, loop);
        market.leasing(2, new SiteLeasing(new LeaseFactors(300, 500, 800), PreemptionPolicies.byName("MOML"), 1024));
        Marketplace.Submission bought = market.submit(bought(LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE, deadline, budget));
        assertThat(bought.agreement().siteId()).isEqualTo(1);

        LocalAdmissions.Admission local = localJobAt40();
        assertThat(local.migrated().keySet()).isEqualTo(site == 2 ? java.util.Set.of(1L) : java.util.Set.of());
        if (site == 2) {
            LocalAdmissions.Migration move = local.migrated().get(1L);
            assertThat(move.hold().id()).isEqualTo("job-1:hold:2");
            assertThat(move.hold().amount()).isEqualTo(60_000);
            assertThat(move.postedMicroGd()).isEqualTo(32_000);
            assertThat(move.job().state()).isEqualTo(SiteJobState.RUNNING);
            assertThat(market.site(1).lrms().jobs()).extracting(SiteJob::id).containsExactly(2L);
        }
        loop.run();

        assertThat(news).contains("job 1 ended at " + end + " charging " + charge);
        assertThat(store.findAccount(wallet).orElseThrow().balance()).isEqualTo(GRANT - charge);
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(GRANT - charge);
        assertThat(store.findAccount(revenue).orElseThrow().balance()).isEqualTo(paidA);
        assertThat(store.findAccount(revenueB).orElseThrow().balance()).isEqualTo(paidB);
    }

    @Test
    void underNopLocalJobsWaitAndLeasesRunOn() {
        market.leasing(1, new SiteLeasing(new LeaseFactors(300, 500, 800), PreemptionPolicies.byName("NOP"), 1024));
        market.submit(bought(LeaseType.BEST_EFFORT_CANCELLABLE, 1000));

        assertThat(localJobAt40().preempted()).isFalse();
        loop.run();
        assertThat(news).containsExactly("job 1 ended at 100 charging 30000", "job 2 ended at 150");
    }

    @Test
    void onlyPostedPriceStrategiesSellLeasesAndFactorsMustBeOrdered() {
        assertThat(Mechanisms.strategies().strategy("OFC").offersLeases()).isTrue();
        assertThat(Mechanisms.strategies().strategy("TENDER").offersLeases()).isFalse();
        assertThatThrownBy(() -> new LeaseFactors(600, 500, 800)).hasMessageStartingWith("suspendable");
        assertThatThrownBy(() -> new LeaseFactors(0, 500, 800)).hasMessageStartingWith("cancellable");
        assertThatThrownBy(() -> new LeaseFactors(300, 500, 1001)).hasMessageStartingWith("migratable");
    }

    @Test
    void aDiscountIsRoundedOnceFromTheExactPrice() {
        // 1 processor × 1 s at 1,000 MIPS on 1,000,001 µG$ per processor-hour: 277.778 µG$ at the full price;
        // × 0.3 = 83.33342 → 83, where rounding twice (278 × 0.3 = 83.4) happens to agree; × 0.5: 138.8891 → 139.
        JobDemand second = JobDemand.ofLength(1000, 1);
        Site site = new Site("A", 1, 1000, 1);
        assertThat(ProcessorHourPricing.INSTANCE.costMicroGd(second, site, 1_000_001, 1000)).isEqualTo(278);
        assertThat(ProcessorHourPricing.INSTANCE.costMicroGd(second, site, 1_000_001, 300)).isEqualTo(83);
        assertThat(ProcessorHourPricing.INSTANCE.costMicroGd(second, site, 1_000_001, 500)).isEqualTo(139);
        // 7,777 µG$ per processor-hour for 1,800 s is 3,888.5 µG$; × 0.5 exactly 1,944.25 → 1,944, where rounding
        // twice (3,889 × 0.5 = 1,944.5) would give 1,945.
        JobDemand halfHour = JobDemand.ofLength(1_800_000, 1);
        assertThat(ProcessorHourPricing.INSTANCE.costMicroGd(halfHour, site, 7_777, 1000)).isEqualTo(3889);
        assertThat(ProcessorHourPricing.INSTANCE.costMicroGd(halfHour, site, 7_777, 500)).isEqualTo(1944);
    }
}
