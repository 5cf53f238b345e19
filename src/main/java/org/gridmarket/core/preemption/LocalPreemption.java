package org.gridmarket.core.preemption;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.Preemption;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;

/**
 * Seed 001 §2.1 and §4.2 on one site's LRMS, for a local request that finds no room: the one decision the
 * simulator ({@link PreemptionSimulation}) and the live market share. In order:
 * <ol>
 *   <li>the eligible leases: external, preemptable, running or reserved within [now, now + d), each with h(L)
 *       of preempting it now (§5, {@link PreemptionOverhead});</li>
 *   <li>the minimal candidate sets over [now, now + d) ({@link CandidateSets}, Eq. 1–2, capped at K);</li>
 *   <li>the policy's order of preference over them (§6: NOP, MOV Eq. 9, MLIP Eq. 10, MOML Algorithm 1);</li>
 *   <li>the first set the LRMS can use ({@link LocalScheduler#submitPreempting}): a cancellable member is
 *       cancelled, the others re-planned for their remainder plus h(L); a set with a re-planned member that
 *       would end after the deadline its {@link Lease} carries is skipped for the next. Without a usable set
 *       the local request is not placed here (the caller queues or rejects it).</li>
 * </ol>
 * Nothing else moves: non-preemptable and local jobs never start later because of a preemption.
 *
 * <p><b>The deadline rule.</b> A preemption never pushes a resumed lease past the deadline its {@link Lease}
 * carries. §4.2 gives a deadline only to deadline-constrained leases (migratable: "resumed and finished before
 * its deadline"); its best-effort suspendable lease "guarantees the duration ... but not a specific deadline",
 * and the simulator's best-effort requests carry none ({@link LeaseRequest}), so the paper's runs are as §7
 * describes. The live market departs from §4.2 for suspendable leases: every live job carries its user's
 * deadline (seed 004's d, which DBC met when it placed the lease), and §7.1.4 notes that best-effort leases risk
 * being "preempted several times", each time adding Eq. 7's h(L) and a new wait, without bound. The paper
 * offers no limit, so the live market passes the job's deadline for suspendable leases too: a lease may be
 * paused as often as its deadline allows, and a set that would push it further is skipped for the next (another
 * candidate set is chosen, or the local request waits).
 */
public final class LocalPreemption {

    /**
     * What the site knows of one of its jobs: its lease type, the deadline a preemption must let it keep
     * ({@link Long#MAX_VALUE} when none; see {@link LocalPreemption}'s deadline rule) and each VM's memory.
     * Local jobs have none (they are never preempted).
     */
    public record Lease(LeaseType type, long deadlineSeconds, long memoryMbPerVm) {
        public boolean preemptable() {
            return type != LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;
        }
    }

    /**
     * The decision: the placed request (null when no set could be used, or the policy never preempts), the set
     * used, its members (as they are after it: preempted and re-planned, or cancelled) with their orders in the
     * same order, whether enumeration hit K, and the nanoseconds enumeration and ranking took.
     */
    public record Decision(SiteJob placed, CandidateSet set, List<SiteJob> members, List<Preemption> orders,
                           boolean capped, long selectionNanos) {
        public boolean preempted() {
            return placed != null;
        }
    }

    private LocalPreemption() {
    }

    /**
     * Steps 1–4 for {@code job}, d = {@code durationSeconds}, to start now on {@code scheduler}. {@code leases}
     * gives each job's {@link Lease}, or null for a job that is not an external lease.
     */
    public static Decision preemptFor(LocalScheduler scheduler, Job job, long durationSeconds, long nowSeconds,
                                      PreemptionPolicy policy, PreemptionOverhead overhead,
                                      LongFunction<Lease> leases, LongSupplier nanoClock) {
        return preemptFor(scheduler, job, durationSeconds, nowSeconds, policy, overhead, leases, nanoClock,
                CandidateSets.DEFAULT_CAP);
    }

    /** {@link #preemptFor} enumerating at most {@code cap} candidate sets (K). */
    public static Decision preemptFor(LocalScheduler scheduler, Job job, long durationSeconds, long nowSeconds,
                                      PreemptionPolicy policy, PreemptionOverhead overhead,
                                      LongFunction<Lease> leases, LongSupplier nanoClock, int cap) {
        long started = nanoClock.getAsLong();
        long end = nowSeconds + durationSeconds;
        Map<Long, SiteJob> jobs = new LinkedHashMap<>();
        Map<Long, PreemptableLease> eligible = eligible(scheduler, nowSeconds, end, overhead, leases, jobs);
        CandidateSets sets = CandidateSets.enumerate(scheduler.freeSteps(), job.processors(), nowSeconds, end,
                List.copyOf(eligible.values()), cap);
        List<CandidateSet> ranked = policy.rank(sets.sets());
        long selection = nanoClock.getAsLong() - started;
        for (CandidateSet set : ranked) {
            List<Preemption> orders = orders(set, eligible, leases);
            SiteJob placed = scheduler.submitPreempting(job, durationSeconds, durationSeconds, nowSeconds, orders);
            if (placed != null) {
                List<SiteJob> members = set.leaseIds().stream().map(jobs::get).toList();
                return new Decision(placed, set, members, orders, sets.capped(), selection);
            }
        }
        return new Decision(null, null, List.of(), List.of(), sets.capped(), selection);
    }

    /** Step 1: external, preemptable leases holding processors in [start, end), with h(L) if preempted now. */
    private static Map<Long, PreemptableLease> eligible(LocalScheduler scheduler, long startSeconds, long endSeconds,
                                                       PreemptionOverhead overhead, LongFunction<Lease> leases,
                                                       Map<Long, SiteJob> jobs) {
        Map<Long, PreemptableLease> eligible = new LinkedHashMap<>();
        for (SiteJob job : scheduler.jobs()) {
            Lease lease = leases.apply(job.id());
            boolean running = job.state() == SiteJobState.RUNNING;
            long from = running ? startSeconds : job.plannedStartSeconds();
            boolean holds = running || job.state() == SiteJobState.RESERVED || job.state() == SiteJobState.PREEMPTED;
            if (lease == null || !lease.preemptable() || !holds || from >= endSeconds
                    || job.plannedEndSeconds() <= from) {
                continue;
            }
            double h = overhead.overheadSeconds(lease.type(), job.processors(), lease.memoryMbPerVm(), running);
            eligible.put(job.id(), new PreemptableLease(job.id(), job.processors(), from, job.plannedEndSeconds(), h));
            jobs.put(job.id(), job);
        }
        return eligible;
    }

    /** §4.2: cancel a cancellable member, re-plan the others, each by the deadline its {@link Lease} carries. */
    private static List<Preemption> orders(CandidateSet set, Map<Long, PreemptableLease> eligible,
                                           LongFunction<Lease> leases) {
        List<Preemption> orders = new ArrayList<>();
        for (long id : set.leaseIds()) {
            Lease lease = leases.apply(id);
            boolean resumes = lease.type() != LeaseType.BEST_EFFORT_CANCELLABLE;
            orders.add(new Preemption(id, resumes, eligible.get(id).overheadSeconds(),
                    resumes ? lease.deadlineSeconds() : Long.MAX_VALUE));
        }
        return orders;
    }
}
