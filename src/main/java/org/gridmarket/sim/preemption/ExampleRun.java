package org.gridmarket.sim.preemption;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.preemption.LeaseOutcome;
import org.gridmarket.core.preemption.LeaseRequest;
import org.gridmarket.core.preemption.PreemptionOverhead;
import org.gridmarket.core.preemption.PreemptionPolicies;
import org.gridmarket.core.preemption.PreemptionSimulation;
import org.gridmarket.core.workload.LeaseType;

/**
 * Seed 001 §8.3's testbed example through the core: Table II's seven requests on 12 VM slots (three servers × four
 * cores), requests 1–6 external best-effort suspendable, request 7 local (slack 1.0: it must start at its arrival).
 *
 * <p>Each lease's VMs have Table II's memory (64–256 MB) and §7.2's rates, the basis of issue 21's hand
 * computation; the paper's Table III overheads were measured on its testbed instead.
 */
public final class ExampleRun {

    static final int SLOTS = 12;

    /** One Table II row: id, arrival (s), VMs, memory per VM (MB), duration (s), local. */
    record TableTwoRow(long id, long arrivalSeconds, int vms, long memoryMb, long durationSeconds, boolean local) {
    }

    static final List<TableTwoRow> TABLE_TWO = List.of(
            new TableTwoRow(1, 0, 3, 256, 3_600, false),
            new TableTwoRow(2, 300, 1, 128, 5_400, false),
            new TableTwoRow(3, 360, 2, 128, 5_400, false),
            new TableTwoRow(4, 480, 1, 256, 5_400, false),
            new TableTwoRow(5, 530, 2, 64, 2_400, false),
            new TableTwoRow(6, 580, 3, 128, 3_600, false),
            new TableTwoRow(7, 720, 5, 128, 3_600, true));

    /**
     * Our row of Table III.
     *
     * @param preempted ids of the leases preempted at least once, ascending
     * @param overheadSeconds the simulation's total overhead
     * @param makespanSeconds last end − first arrival over the leases that ran
     */
    public record Row(String policy, List<Long> preempted, boolean localRejected, double overheadSeconds,
            long makespanSeconds) {
    }

    private ExampleRun() {
    }

    static List<LeaseRequest> requests() {
        List<LeaseRequest> requests = new ArrayList<>();
        for (TableTwoRow row : TABLE_TWO) {
            LeaseType type = row.local() ? LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE
                    : LeaseType.BEST_EFFORT_SUSPENDABLE;
            long deadline = row.local() ? row.arrivalSeconds() + row.durationSeconds() : Long.MAX_VALUE;
            requests.add(new LeaseRequest(row.id(), row.arrivalSeconds(), row.vms(), row.durationSeconds(), type,
                    row.local(), deadline));
        }
        return requests;
    }

    /** Each policy on Table II, in {@link PreemptionExperiment#POLICIES} order. */
    public static List<Row> run() {
        PreemptionOverhead overhead = PreemptionOverhead.paperDefaults();
        Map<Long, TableTwoRow> byId = new TreeMap<>();
        TABLE_TWO.forEach(row -> byId.put(row.id(), row));
        List<Row> rows = new ArrayList<>();
        for (String policy : PreemptionExperiment.POLICIES) {
            PreemptionSimulation.Result result = PreemptionSimulation.run(SLOTS,
                    request -> byId.get(request.id()).memoryMb(), requests(), PreemptionPolicies.byName(policy),
                    overhead, new SchedulerListener() {
                    }, System::nanoTime);
            List<Long> preempted = new ArrayList<>();
            double simulated = 0;
            boolean localRejected = false;
            long end = 0;
            for (LeaseOutcome outcome : result.outcomes()) {
                simulated += outcome.overheadSeconds();
                localRejected |= outcome.local() && outcome.rejected();
                if (!outcome.rejected()) {
                    end = Math.max(end, outcome.endSeconds());
                }
                if (outcome.timesPreempted() > 0) {
                    preempted.add(outcome.id());
                }
            }
            preempted.sort(null);
            rows.add(new Row(policy, preempted, localRejected, simulated, end));
        }
        return rows;
    }
}
