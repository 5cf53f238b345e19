package org.gridmarket.core.market;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.Preemption;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.preemption.LocalPreemption;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;

/**
 * A site owner's local jobs in the market (seed 001: local requests have priority). A local job starts now if
 * it fits; otherwise its site's policy preempts leases to start it now ({@link LocalPreemption}, §2.1); otherwise
 * (no usable set, NOP, or a site whose jobs run behind an agent, which cannot suspend them) it queues as any
 * job, never refused. What happens to each preempted lease (§4.2):
 * <ul>
 *   <li>cancellable: cancelled and settled for the work it did (price × useful ÷ planned);</li>
 *   <li>suspendable: re-planned here for its remainder plus h(L) (Eq. 7), on the same hold, by its deadline
 *       (a set that would push it past is skipped: the market's deadline rule, see {@link LocalPreemption});</li>
 *   <li>migratable: moved to the other site where it finishes earliest by its deadline, with Eq. 8's h(L), if
 *       one can: one linked group posts the part done here to this owner and holds the remainder's price at
 *       the new site ({@code job-N:hold:2}, …), a move the wallet or the budget cannot cover being no
 *       candidate; else re-planned here by its deadline, as {@link LocalPreemption} already did.</li>
 * </ul>
 */
public final class LocalAdmissions {

    /**
     * A local job admitted on its site: started or queued, and the preemption it took to start now, if any
     * (policy, set, members), with each cancelled member's settlement and each migrated member's move.
     */
    public record Admission(SiteJob job, String policy, LocalPreemption.Decision preemption,
                            Map<Long, Marketplace.Settled> cancelled, Map<Long, Migration> migrated) {
        public boolean preempted() {
            return preemption != null;
        }
    }

    /**
     * A migratable lease moved (seed 001 §4.2): from and to which site, what its first site was paid (posted),
     * the price of the remainder at the new site (held by {@code hold}), its runtime there, and the job there.
     */
    public record Migration(long fromSiteId, long toSiteId, long postedMicroGd, long priceMicroGd,
                            long runtimeSeconds, Transfer hold, SiteJob job) {
    }

    private record Target(MarketSite site, long runtimeSeconds, long segmentSeconds, long finishSeconds,
                          long priceMicroGd) {
    }

    /**
     * K for live decisions: the engine's turn waits for the enumeration, which with thousands of one-processor
     * leases on a site reaches the simulator's K = 4,096 only after hundreds of milliseconds; 256 sets still
     * give every policy a choice (seed 001 §8.3 has 9).
     */
    static final int LIVE_CAP = 256;

    private final Marketplace market;

    LocalAdmissions(Marketplace market) {
        this.market = market;
    }

    /** Admits the local job; each lease it preempted is told to {@code listener} ({@link Preempted}), in set order. */
    Admission admit(long siteId, Job job, long runtimeSeconds, MarketListener listener) {
        MarketSite site = market.site(siteId);
        LocalScheduler lrms = site.lrms();
        SiteLeasing terms = market.leasing(siteId);
        long now = job.submitSeconds();
        boolean fitsNow = lrms.earliestCompletionSeconds(job.processors(), runtimeSeconds) - runtimeSeconds <= now;
        if (!fitsNow && site.mode() == MarketSite.Mode.MODELLED && job.processors() <= site.site().processors()) {
            LocalPreemption.Decision decision = LocalPreemption.preemptFor(lrms, job, runtimeSeconds, now,
                    terms.policy(), SiteLeasing.OVERHEAD, id -> lease(id, terms), System::nanoTime, LIVE_CAP);
            if (decision.preempted()) {
                Map<Long, Marketplace.Settled> cancelled = new LinkedHashMap<>();
                Map<Long, Migration> migrated = new LinkedHashMap<>();
                List<Long> set = List.copyOf(decision.set().leaseIds());
                List<Preempted> told = new java.util.ArrayList<>();
                for (int index = 0; index < decision.members().size(); index++) {
                    SiteJob member = decision.members().get(index);
                    Preemption order = decision.orders().get(index);
                    Preempted.Fate fate = Preempted.Fate.SUSPENDED;
                    Marketplace.Settled settled = null;
                    Migration move = null;
                    if (!order.resumes()) {
                        fate = Preempted.Fate.CANCELLED;
                        settled = market.settle(member.id(), new RunOutcome.Cancelled(member.usefulSeconds()));
                        cancelled.put(member.id(), settled);
                    } else if (market.deal(member.id()).job().leaseType() == LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE) {
                        move = migrate(site, member, order, now);
                        fate = move == null ? Preempted.Fate.STAYED : Preempted.Fate.MIGRATED;
                        if (move != null) {
                            migrated.put(member.id(), move);
                        }
                    }
                    told.add(new Preempted(job.id(), terms.policy().name(), set, member,
                            order.overheadSeconds(), fate, settled, move));
                }
                told.forEach(listener::preempted); // once every member is settled or moved: their plans are final
                return new Admission(decision.placed(), terms.policy().name(), decision, cancelled, migrated);
            }
        }
        return new Admission(lrms.submit(job, runtimeSeconds, runtimeSeconds), terms.policy().name(), null, Map.of(),
                Map.of());
    }

    /**
     * What a site's owner may do to job {@code jobId}: null unless it is a lease with an open agreement. Every
     * lease keeps its user's deadline: a suspendable one too, the market's departure from seed 001 §4.2 (see
     * {@link LocalPreemption}'s deadline rule), so that no lease is preempted past it.
     */
    private LocalPreemption.Lease lease(long jobId, SiteLeasing terms) {
        Deal deal = market.deal(jobId);
        if (deal == null) {
            return null;
        }
        return new LocalPreemption.Lease(deal.job().leaseType(), deal.job().deadlineAtSeconds(),
                terms.memoryMbPerVm());
    }

    /**
     * Moves a preempted migratable lease to the other site where its remainder plus h(L) finishes earliest by
     * its deadline (ties: cheaper, lower id), or returns null and leaves it re-planned here. Its remainder is
     * the work of its unfinished seconds here: (runtime − useful) × MIPS × processors MI.
     */
    private Migration migrate(MarketSite from, SiteJob member, Preemption order, long now) {
        Deal deal = market.deal(member.id());
        MarketJob job = deal.job();
        int processors = member.processors();
        long runtimeHere = member.runtimeSeconds();
        long useful = Math.min(member.usefulSeconds(), runtimeHere);
        long part = SettlementRule.chargeFor(deal.agreement(), new RunOutcome.Cancelled(useful));
        double remainingMi = (double) (runtimeHere - useful) * from.site().mipsPerProcessor() * processors;
        JobDemand rest = JobDemand.ofLength(Math.max(1, remainingMi), processors);
        long wallet = market.accounts().walletOf(job);
        long spendable = market.bank().availableMicroGd(wallet) + deal.agreement().priceMicroGd() - part;
        long budgetLeft = job.budgetMicroGd() - deal.chargedBeforeMicroGd() - part;
        long overhead = (long) Math.ceil(order.overheadSeconds());
        Target best = null;
        for (MarketSite to : market.sites()) {
            if (to.id() == from.id() || !to.listed() || to.mode() != MarketSite.Mode.MODELLED
                    || !to.runsWorkOf(job) || to.site().processors() < processors) {
                continue;
            }
            long runtime = to.runtimeSeconds(rest);
            long segment = runtime + overhead;
            long finish = to.lrms().earliestCompletionSeconds(processors, segment);
            long price = market.pricing().costMicroGd(rest, to.site(), to.postedPriceMicroGd(),
                    market.leasing(to.id()).factors().permille(LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE));
            if (finish > job.deadlineAtSeconds() || price > spendable || price > budgetLeft) {
                continue;
            }
            if (best == null || finish < best.finishSeconds()
                    || finish == best.finishSeconds() && price < best.priceMicroGd()) {
                best = new Target(to, runtime, segment, finish, price);
            }
        }
        return best == null ? null : move(deal, member, from, best, part, wallet, overhead);
    }

    /** The move: money first (one linked group, all or nothing), then the job leaves here and queues there. */
    private Migration move(Deal deal, SiteJob member, MarketSite from, Target to, long part, long wallet,
                           long overhead) {
        String reference = Marketplace.jobReference(member.id());
        int hold = holdNumber(deal.holdTransferId());
        TransferRequest settleHere = part > 0
                ? TransferRequest.post(reference + ":charge:" + hold, deal.holdTransferId(), part, "job_charge")
                : TransferRequest.voidPending(reference + ":release:" + hold, deal.holdTransferId(), "job_release");
        TransferRequest holdThere = TransferRequest.pending(reference + ":hold:" + (hold + 1), wallet,
                market.accounts().revenueOf(to.site().id()), to.priceMicroGd(), "job_hold", 0);
        List<Transfer> group;
        try {
            group = market.bank().submitLinked(List.of(settleHere.withReferences(reference, null),
                    holdThere.withReferences(reference, null)));
        } catch (LedgerException refused) {
            return null;
        }
        from.lrms().cancel(member.id());
        long start = to.finishSeconds() - to.segmentSeconds();
        SiteJob moved = to.site().lrms().restore(deal.job().job(), to.runtimeSeconds(), to.runtimeSeconds(), start,
                false, new SiteJob.Progress(0, overhead, member.overheadSeconds(), member.preemptions()));
        market.replaceDeal(member.id(), new Deal(deal.job(), new PostedPrice(to.site().id(),
                to.priceMicroGd(), to.runtimeSeconds()), group.get(1).id(), deal.chargedBeforeMicroGd() + part));
        return new Migration(from.id(), to.site().id(), part, to.priceMicroGd(), to.runtimeSeconds(), group.get(1),
                moved);
    }

    /** 1 for {@code job-N:hold}, k for {@code job-N:hold:k}. */
    static int holdNumber(String holdTransferId) {
        int colon = holdTransferId.lastIndexOf(':');
        String last = holdTransferId.substring(colon + 1);
        return last.equals("hold") ? 1 : Integer.parseInt(last);
    }
}
