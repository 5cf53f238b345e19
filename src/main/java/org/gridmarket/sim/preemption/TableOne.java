package org.gridmarket.sim.preemption;

import java.util.ArrayList;
import java.util.List;

/**
 * Seed 001 Table I for one sweep: over its points (each the mean over seeds), the paired decrease NOP − MOML of
 * the local rejection rate in percentage points, the same relative to NOP's rate (in %), and the change MOML − NOP
 * of the external rejection rate, each with its paired t test.
 *
 * @param localPoints NOP − MOML local rejection, percentage points
 * @param localRelative 100 · (NOP − MOML) ÷ NOP per point, in % (NaN where NOP rejects no local)
 * @param externalChange MOML − NOP external rejection, percentage points
 */
public record TableOne(Sweep sweep, List<Integer> points, PairedTTest localPoints, PairedTTest localRelative,
        PairedTTest externalChange) {

    static TableOne of(Sweep sweep, PreemptionExperiment.Results results) {
        List<Integer> points = new ArrayList<>(results.points(sweep));
        double[] nopLocal = column(results, sweep, points, "NOP", PreemptionMeasure.LOCAL_REJECTION);
        double[] momlLocal = column(results, sweep, points, "MOML", PreemptionMeasure.LOCAL_REJECTION);
        double[] relative = new double[points.size()];
        for (int index = 0; index < relative.length; index++) {
            relative[index] = nopLocal[index] == 0 ? Double.NaN
                    : 100 * (nopLocal[index] - momlLocal[index]) / nopLocal[index];
        }
        return new TableOne(sweep, points, PairedTTest.ofPairs(nopLocal, momlLocal), PairedTTest.of(relative),
                PairedTTest.ofPairs(column(results, sweep, points, "MOML", PreemptionMeasure.EXTERNAL_REJECTION),
                        column(results, sweep, points, "NOP", PreemptionMeasure.EXTERNAL_REJECTION)));
    }

    private static double[] column(PreemptionExperiment.Results results, Sweep sweep, List<Integer> points,
            String policy, PreemptionMeasure metric) {
        return points.stream().mapToDouble(point -> results.get(sweep, point, policy, metric).mean()).toArray();
    }
}
