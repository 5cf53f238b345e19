package org.gridmarket.sim.preemption;

import java.util.List;
import java.util.Map;

/** The numbers seed 001 prints: Table I (§7.3.1) and Table III (§8.3), and issue 21's hand computation of §8.3. */
final class PreemptionPaperValues {

    /**
     * One row of Table I: the mean decrease of local rejection, its 95 % interval and p, and the p of the change
     * in external rejection ("not statistically significant").
     *
     * @param pRelation "=" or "&lt;" (the locals row prints p &lt; 0.001)
     */
    record TableOneRow(Sweep sweep, double meanDecrease, double lower, double upper, String pRelation, double p,
            double externalP) {
    }

    static final Map<Sweep, TableOneRow> TABLE_ONE = Map.of(
            Sweep.BE, new TableOneRow(Sweep.BE, 72.0, 51.1, 92.8, "=", 0.001, 0.6),
            Sweep.DC, new TableOneRow(Sweep.DC, 54.3, 35.0, 73.7, "=", 0.001, 0.3),
            Sweep.LOCALS, new TableOneRow(Sweep.LOCALS, 58.2, 40.3, 75.9, "<", 0.001, 0.6));

    /**
     * One row of Table III, or of the hand computation: the preempted leases, total overhead and makespan (s).
     *
     * @param preempted lease ids in the order printed; empty for NOP (which rejects request 7 instead)
     */
    record TableThreeRow(String policy, List<Long> preempted, double overheadSeconds, double makespanSeconds) {
    }

    /** Table III as printed (testbed-measured overheads, ≈ 0.05 s per MB). */
    static final List<TableThreeRow> TABLE_THREE = List.of(
            new TableThreeRow("MLIP", List.of(1L, 6L), 59.9, 7_800),
            new TableThreeRow("MOV", List.of(5L, 2L, 3L), 27.8, 8_479),
            new TableThreeRow("MOML", List.of(5L, 6L), 27.8, 7_800));

    /** Issue 21's hand computation with §7.2's rates (Eq. 7 per lease, δ = 2.3 s, t_p = 5 ms). */
    static final List<TableThreeRow> TABLE_THREE_BY_HAND = List.of(
            new TableThreeRow("NOP", List.of(), 0, 5_880),
            new TableThreeRow("MLIP", List.of(1L, 6L), 327.664, 7_890),
            new TableThreeRow("MOV", List.of(5L, 6L), 148.207, 7_890),
            new TableThreeRow("MOML", List.of(5L, 6L), 148.207, 7_890));

    /** §7.3.2–7.3.4's trends, as the sentences that state them. */
    static final String UTILISATION_ORDER = "MOV results in better utilization comparing with the other policies. "
            + "However, in a few points (e.g. in Figure 6(a) when 40% of the requests are best-effort), MOV has "
            + "slightly less utilization than MOML";
    static final String UTILISATION_BETWEEN = "resource utilization MOML lies between MLIP and MOV";
    static final String FEWEST_PREEMPTIONS = "in all subfigures of Figure 7, MLIP results in fewer number of lease "
            + "preemptions";
    static final String LINEAR_PREEMPTIONS = "when the percentage of best-effort requests is increased, the number "
            + "of preemptions rises almost linearly; … in all policies, the number of lease preemptions is increased "
            + "almost linearly by increasing the percentage of local requests";
    static final String LOWEST_MAKESPAN = "All subfigures of Figure 8 testify that MLIP leads to less makespan time";
    static final String MAKESPAN_PEAK = "When 20% of external requests are best-effort, because of numerous "
            + "preemptions takes place, the average makespan time is in its peak";

    private PreemptionPaperValues() {
    }
}
