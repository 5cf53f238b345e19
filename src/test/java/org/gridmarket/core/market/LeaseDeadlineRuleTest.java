package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.preemption.PreemptionOverhead;
import org.gridmarket.core.preemption.PreemptionPolicies;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 30 B3, the market's deadline rule (see {@code LocalPreemption}): a preemption never pushes a lease past
 * its deadline. One site of 27 processors at 1,000 MIPS, MLIP, VMs of 2,048 MB, §7.2's rates. At t = 0 three
 * suspendable leases are bought and start: A (25 processors, 2 h = 7,200 s, deadline d_A) and B1, B2 (1
 * processor, 7,200 s, deadline 10⁶ s); one processor stays free. At t = 40 the owner's local job (2 processors,
 * 50 s) finds one free. Eq. 7 for v VMs is s(L) + r(L) = 2 · v · 0.005 + v · 2,048 / 6.36 + v · 2,048 / 8.12 + 2.3:
 * 14,358.28 s for A (the live report's 14,358 s), 576.54 s for B1 or B2. The minimal sets are {A} (one lease)
 * and {B1, B2} (two); MLIP prefers {A}. Preempted, A has 7,160 s left plus ⌈h⌉ = 14,359 s; 25 processors are free
 * again at 90 (the local job ends), so A would end at 90 + 7,160 + 14,359 = 21,609. B1 and B2, each with 7,160
 * + 577 s left, restart at 90 on the processors the local job frees and end at 7,827.
 * <pre>
 *   d_A      chosen set   local job starts   A ends    B1, B2 end
 *   21,609   {A}          40                 21,609    7,200
 *   21,608   {B1, B2}     40                  7,200    7,827
 * </pre>
 */
class LeaseDeadlineRuleTest {
    private static final long GRANT = 1_000_000_000_000L;
    private static final long LOOSE = 1_000_000;

    private final EventLoop loop = new EventLoop(0);
    private final FundedBuyer buyer = new FundedBuyer(loop, GRANT);
    private final Marketplace market;

    LeaseDeadlineRuleTest() {
        market = new Marketplace(ProcessorHourPricing.INSTANCE, Mechanisms.strategies(), Mechanisms.LIVE_LRMS,
                buyer.bank(), buyer.accounts(), new MarketListener() {
                });
        market.upsertSite(1, new Site("S", 27, 1000, 1), 1_000_000L, MarketSite.Mode.MODELLED, loop);
        market.leasing(1, new SiteLeasing(new LeaseFactors(300, 500, 800), PreemptionPolicies.byName("MLIP"), 2048));
    }

    private SiteJob buy(long id, int processors, long deadlineSeconds) {
        Job core = Job.builder(id).processors(processors).runtimeSeconds(7200).originSite("1").build();
        Marketplace.Submission bought = market.submit(new MarketJob(core, JobDemand.ofLength(7_200_000L * processors,
                processors), 1, 7, GRANT, deadlineSeconds, "OFC", null, LeaseType.BEST_EFFORT_SUSPENDABLE));
        assertThat(bought.siteJob().state()).isEqualTo(SiteJobState.RUNNING);
        return bought.siteJob();
    }

    private LocalAdmissions.Admission localJob(long id, long atSeconds, int processors, long runtimeSeconds) {
        LocalAdmissions.Admission[] admitted = new LocalAdmissions.Admission[1];
        loop.schedule(atSeconds, () -> admitted[0] = market.submitLocal(1, Job.builder(id).processors(processors)
                .runtimeSeconds(runtimeSeconds).submitSeconds(atSeconds).originSite("1").build(), runtimeSeconds));
        loop.runUntil(atSeconds);
        return admitted[0];
    }

    @Test
    void eq7ChargesTheHandComputedOverheadFor25Vms() {
        assertThat(PreemptionOverhead.paperDefaults().overheadSeconds(LeaseType.BEST_EFFORT_SUSPENDABLE, 25, 2048,
                true)).isCloseTo(14_358.283, org.assertj.core.data.Offset.offset(0.001));
        assertThat(PreemptionOverhead.paperDefaults().overheadSeconds(LeaseType.BEST_EFFORT_SUSPENDABLE, 1, 2048,
                true)).isCloseTo(576.539, org.assertj.core.data.Offset.offset(0.001));
    }

    @ParameterizedTest(name = "A's deadline {0}: the set {1} is preempted, A ends at {2}, B1 and B2 at {3}")
    @CsvSource({
        "21609, A,  21609, 7200",
        "21608, B,   7200, 7827",
    })
    void aLeaseIsNeverPreemptedPastItsDeadline(long deadlineOfA, String chosen, long endOfA, long endOfB) {
        SiteJob a = buy(1, 25, deadlineOfA);
        SiteJob b1 = buy(2, 1, LOOSE);
        SiteJob b2 = buy(3, 1, LOOSE);

        LocalAdmissions.Admission local = localJob(10, 40, 2, 50);

        assertThat(local.preempted()).isTrue();
        assertThat(local.job().plannedStartSeconds()).isEqualTo(40);
        assertThat(local.preemption().set().leaseIds()).isEqualTo(chosen.equals("A") ? List.of(1L) : List.of(2L, 3L));
        loop.run();
        assertThat(a.endSeconds()).isEqualTo(endOfA);
        assertThat(a.endSeconds()).isLessThanOrEqualTo(deadlineOfA);
        assertThat(List.of(b1.endSeconds(), b2.endSeconds())).containsOnly(endOfB);
    }

    /**
     * The live starvation, in small: with A's deadline 21,609 the first local job preempts A (MLIP's {A}; A
     * resumes at 90 and ends at 21,609, exactly its deadline); a second local job at t = 100 finds no processor
     * free again, and preempting A a second time would push it past its deadline, so MLIP's next set, {B1, B2},
     * is taken: A is preempted once and still ends by its deadline.
     */
    @Test
    void aLeaseIsPreemptedOnlyAsOftenAsItsDeadlineAllows() {
        SiteJob a = buy(1, 25, 21_609);
        buy(2, 1, LOOSE);
        buy(3, 1, LOOSE);

        LocalAdmissions.Admission first = localJob(10, 40, 2, 50);
        LocalAdmissions.Admission second = localJob(11, 100, 2, 50);

        assertThat(first.preemption().set().leaseIds()).containsExactly(1L);
        assertThat(second.preemption().set().leaseIds()).containsExactly(2L, 3L);
        assertThat(second.job().plannedStartSeconds()).isEqualTo(100);
        loop.run();
        assertThat(a.preemptions()).isEqualTo(1);
        assertThat(a.endSeconds()).isEqualTo(21_609);
    }
}
