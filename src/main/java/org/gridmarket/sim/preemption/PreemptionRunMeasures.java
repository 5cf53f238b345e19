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
record PreemptionRunMeasures(Map<PreemptionMeasure, Double> values, long[] selectionNanos) {

    double value(PreemptionMeasure metric) {
        return values.get(metric);
    }

    static PreemptionRunMeasures of(int processors, List<LeaseRequest> requests, PreemptionSimulation.Result result) {
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
        Map<PreemptionMeasure, Double> values = new EnumMap<>(PreemptionMeasure.class);
        values.put(PreemptionMeasure.LOCAL_REJECTION, percent(localsRejected, locals));
        values.put(PreemptionMeasure.EXTERNAL_REJECTION, percent(externalsRejected, externals));
        values.put(PreemptionMeasure.EXTERNAL_CANCELLED, percent(externalsCancelled, externals));
        values.put(PreemptionMeasure.UTILISATION, lastEnd <= firstArrival ? Double.NaN
                : 100 * work / ((double) processors * (lastEnd - firstArrival)));
        values.put(PreemptionMeasure.PREEMPTIONS, (double) result.preemptions());
        values.put(PreemptionMeasure.BE_MAKESPAN,
                bestEffortCompleted == 0 ? Double.NaN : makespanSum / bestEffortCompleted);
        values.put(PreemptionMeasure.OVERHEAD, overhead);
        values.put(PreemptionMeasure.CAPPED_DECISIONS, (double) result.cappedDecisions());
        return new PreemptionRunMeasures(values, result.selectionNanos().clone());
    }

    static boolean bestEffort(LeaseType type) {
        return type == LeaseType.BEST_EFFORT_CANCELLABLE || type == LeaseType.BEST_EFFORT_SUSPENDABLE;
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? Double.NaN : 100.0 * part / whole;
    }
}
