package org.gridmarket.sim.preemption;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.preemption.LeaseOutcome;
import org.gridmarket.core.preemption.LeaseRequest;
import org.gridmarket.core.preemption.PreemptionSimulation;
import org.gridmarket.core.workload.LeaseType;

/**
 * Seed 001 §7.1's measures of one simulation, and the time each preemption decision took.
 * <ul>
 *   <li>Rejection: rejected locals ÷ locals, rejected externals ÷ externals; cancelled externals ÷ externals.</li>
 *   <li>Utilisation, Eq. 11–12: Σ v·d over completed leases (neither rejected nor cancelled) ÷ (processors ×
 *       (last end − first arrival)); d is the requested duration, so overhead is not useful work.</li>
 *   <li>Makespan, Eq. 13: the mean of end − arrival over best-effort leases that completed (a cancelled lease has
 *       no completion time); NaN when none did.</li>
 * </ul>
 */
record RunMetrics(Map<Metric, Double> values, long[] selectionNanos) {

    double value(Metric metric) {
        return values.get(metric);
    }

    static RunMetrics of(int processors, List<LeaseRequest> requests, PreemptionSimulation.Result result) {
        Map<Long, LeaseRequest> byId = new HashMap<>();
        requests.forEach(request -> byId.put(request.id(), request));
        long locals = 0;
        long localsRejected = 0;
        long externalsRejected = 0;
        long externalsCancelled = 0;
        double work = 0;
        long firstArrival = Long.MAX_VALUE;
        long lastEnd = Long.MIN_VALUE;
        double makespanSum = 0;
        long bestEffortCompleted = 0;
        double overhead = 0;
        for (LeaseOutcome outcome : result.outcomes()) {
            LeaseRequest request = byId.get(outcome.id());
            firstArrival = Math.min(firstArrival, request.arrivalSeconds());
            overhead += outcome.overheadSeconds();
            if (outcome.local()) {
                locals++;
                localsRejected += outcome.rejected() ? 1 : 0;
            } else {
                externalsRejected += outcome.rejected() ? 1 : 0;
                externalsCancelled += outcome.cancelled() ? 1 : 0;
            }
            if (outcome.rejected() || outcome.cancelled()) {
                continue;
            }
            work += (double) request.processors() * request.durationSeconds();
            lastEnd = Math.max(lastEnd, outcome.endSeconds());
            if (!outcome.local() && bestEffort(outcome.type())) {
                makespanSum += outcome.endSeconds() - request.arrivalSeconds();
                bestEffortCompleted++;
            }
        }
        long externals = result.outcomes().size() - locals;
        Map<Metric, Double> values = new EnumMap<>(Metric.class);
        values.put(Metric.LOCAL_REJECTION, percent(localsRejected, locals));
        values.put(Metric.EXTERNAL_REJECTION, percent(externalsRejected, externals));
        values.put(Metric.EXTERNAL_CANCELLED, percent(externalsCancelled, externals));
        values.put(Metric.UTILISATION, lastEnd <= firstArrival ? Double.NaN
                : 100 * work / ((double) processors * (lastEnd - firstArrival)));
        values.put(Metric.PREEMPTIONS, (double) result.preemptions());
        values.put(Metric.BE_MAKESPAN, bestEffortCompleted == 0 ? Double.NaN : makespanSum / bestEffortCompleted);
        values.put(Metric.OVERHEAD, overhead);
        values.put(Metric.CAPPED_DECISIONS, (double) result.cappedDecisions());
        return new RunMetrics(values, result.selectionNanos().clone());
    }

    static boolean bestEffort(LeaseType type) {
        return type == LeaseType.BEST_EFFORT_CANCELLABLE || type == LeaseType.BEST_EFFORT_SUSPENDABLE;
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? Double.NaN : 100.0 * part / whole;
    }
}
