package org.gridmarket.core.preemption;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.LocalScheduler;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;

/**
 * A one-site run of seed 001 §7.2: one {@link LocalScheduler} under conservative backfilling on virtual time,
 * one VM per processor. Each request, at its ready time:
 * <ol>
 *   <li>best-effort external (cancellable, suspendable): queues, never rejected;</li>
 *   <li>deadline-constrained (migratable, non-preemptable, every local one): queues if its reservation ends by
 *       its deadline (exact under conservative backfilling), else an external one is rejected;</li>
 *   <li>a local one that finds no room: enumerate the minimal candidate sets over [ready, ready + d)
 *       ({@link CandidateSets}), rank them by the policy, and take the first set the LRMS can use (a set whose
 *       migratable member would miss its deadline is skipped); rejected when none can be used.</li>
 * </ol>
 * A migratable lease "moves" to this same site in a one-site run, with Eq. (8) charged (the reading).
 * Wall time is read only to measure each selection (enumeration + ranking), never to decide anything.
 */
public final class PreemptionSimulation {

    /**
     * @param outcomes one per request, in arrival order (ties by id)
     * @param preemptions leases in chosen sets (§7.1.3)
     * @param cappedDecisions decisions whose enumeration hit K
     * @param selectionNanos time to enumerate and rank, one per preemption decision
     */
    public record Result(List<LeaseOutcome> outcomes, int preemptions, int cappedDecisions, long[] selectionNanos) {
    }

    private final int processors;
    private final ToLongFunction<LeaseRequest> memoryMbPerVm;
    private final PreemptionPolicy policy;
    private final PreemptionOverhead overhead;
    private final LongSupplier nanoClock;
    private final EventLoop loop = new EventLoop(0);
    private final LocalScheduler scheduler;
    private final Map<Long, LeaseRequest> requests = new LinkedHashMap<>();
    private final Map<Long, SiteJob> admitted = new HashMap<>();
    private final List<Long> selectionNanos = new ArrayList<>();
    private int preemptions;
    private int cappedDecisions;

    private PreemptionSimulation(int processors, ToLongFunction<LeaseRequest> memoryMbPerVm,
                                 PreemptionPolicy policy, PreemptionOverhead overhead, SchedulerListener observer,
                                 LongSupplier nanoClock) {
        this.processors = processors;
        this.memoryMbPerVm = memoryMbPerVm;
        this.policy = policy;
        this.overhead = overhead;
        this.nanoClock = nanoClock;
        this.scheduler = new LocalScheduler(Site.atReferenceSpeed("site", processors),
                SchedulerSettings.of(new ConservativeBackfilling()), loop, observer);
    }

    /** §7.2's run: every VM of {@code memoryMbPerVm}. */
    public static Result run(int processors, long memoryMbPerVm, List<LeaseRequest> requests,
                             PreemptionPolicy policy, PreemptionOverhead overhead) {
        if (memoryMbPerVm <= 0) {
            throw new IllegalArgumentException("memory per VM must be positive: " + memoryMbPerVm);
        }
        return run(processors, request -> memoryMbPerVm, requests, policy, overhead, new SchedulerListener() {
        }, System::nanoTime);
    }

    /**
     * The run with each lease's own VM memory (§8.3's Table II), an observer of every scheduler decision and
     * the clock that times selections.
     */
    public static Result run(int processors, ToLongFunction<LeaseRequest> memoryMbPerVm, List<LeaseRequest> requests,
                             PreemptionPolicy policy, PreemptionOverhead overhead, SchedulerListener observer,
                             LongSupplier nanoClock) {
        if (processors <= 0 || policy == null || overhead == null) {
            throw new IllegalArgumentException("a run needs processors, a policy and an overhead model");
        }
        PreemptionSimulation simulation = new PreemptionSimulation(processors, memoryMbPerVm, policy, overhead,
                observer, nanoClock);
        simulation.schedule(requests);
        simulation.loop.run();
        return simulation.result();
    }

    private void schedule(List<LeaseRequest> input) {
        List<LeaseRequest> ordered = new ArrayList<>(input);
        ordered.sort(Comparator.comparingLong(LeaseRequest::arrivalSeconds).thenComparingLong(LeaseRequest::id));
        for (LeaseRequest request : ordered) {
            if (requests.put(request.id(), request) != null) {
                throw new IllegalArgumentException("request id " + request.id() + " appears twice");
            }
            if (memoryMbPerVm.applyAsLong(request) <= 0) {
                throw new IllegalArgumentException("request " + request.id() + " needs positive VM memory");
            }
            loop.schedule(request.arrivalSeconds(), () -> arrive(request));
        }
    }

    /** The steps of the class comment, for one request at its ready time. */
    private void arrive(LeaseRequest request) {
        Job job = Job.builder(request.id()).submitSeconds(request.arrivalSeconds()).processors(request.processors())
                .runtimeSeconds(request.durationSeconds()).estimateSeconds(request.durationSeconds())
                .leaseType(request.type()).build();
        long duration = request.durationSeconds();
        if (request.processors() > processors) {
            return;
        }
        if (request.bestEffort()
                || scheduler.earliestCompletionSeconds(request.processors(), duration) <= request.deadlineSeconds()) {
            admitted.put(request.id(), scheduler.submit(job, duration, duration));
        } else if (request.local()) {
            preemptFor(request, job);
        }
    }

    private void preemptFor(LeaseRequest request, Job job) {
        LocalPreemption.Decision decision = LocalPreemption.preemptFor(scheduler, job, request.durationSeconds(),
                loop.clock().nowSeconds(), policy, overhead, this::lease, nanoClock);
        selectionNanos.add(decision.selectionNanos());
        cappedDecisions += decision.capped() ? 1 : 0;
        if (decision.preempted()) {
            admitted.put(request.id(), decision.placed());
            preemptions += decision.set().size();
        }
    }

    /** What {@link LocalPreemption} needs of a request: local ones are never leases to preempt. */
    private LocalPreemption.Lease lease(long id) {
        LeaseRequest request = requests.get(id);
        return request == null || request.local() ? null
                : new LocalPreemption.Lease(request.type(), request.deadlineSeconds(), memoryMbPerVm.applyAsLong(request));
    }

    private Result result() {
        List<LeaseOutcome> outcomes = new ArrayList<>();
        for (LeaseRequest request : requests.values()) {
            outcomes.add(outcome(request, admitted.get(request.id())));
        }
        long[] nanos = selectionNanos.stream().mapToLong(Long::longValue).toArray();
        return new Result(List.copyOf(outcomes), preemptions, cappedDecisions, nanos);
    }

    private static LeaseOutcome outcome(LeaseRequest request, SiteJob job) {
        if (job == null || job.state() == SiteJobState.REJECTED) {
            return new LeaseOutcome(request.id(), request.local(), request.type(), true, false, 0, -1, -1, 0, 0);
        }
        if (!job.state().isFinal()) {
            throw new IllegalStateException("request " + request.id() + " did not finish: " + job);
        }
        boolean started = job.startSeconds() != Long.MIN_VALUE;
        return new LeaseOutcome(request.id(), request.local(), request.type(), false,
                job.state() == SiteJobState.CANCELLED, job.preemptions(), started ? job.startSeconds() : -1,
                job.endSeconds(), job.usefulSeconds(), job.overheadSeconds());
    }
}
