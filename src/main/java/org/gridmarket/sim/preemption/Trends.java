package org.gridmarket.sim.preemption;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.gridmarket.sim.Markdown;

/**
 * Figs. 6–8 have no numbers in our copy of the paper, only trends its text states; each is checked here on our
 * means per sweep point. Comparisons allow a tolerance of 0.5 % of the larger value (runs that differ only by
 * rounding count as equal).
 */
final class Trends {

    private static final double RELATIVE_TOLERANCE = 0.005;
    /** "Almost linearly": a least-squares line explains at least this share of the variance. */
    static final double LINEAR_R_SQUARED = 0.9;

    /** One checked claim on one sweep: the points where it holds and where it fails, or a computed note. */
    record Check(String claim, Sweep sweep, List<Integer> holds, List<Integer> fails, String note, String quote) {
        boolean held() {
            return fails.isEmpty();
        }
    }

    private Trends() {
    }

    static List<Check> all(PreemptionExperiment.Results results) {
        List<Check> checks = new ArrayList<>();
        for (Sweep sweep : results.bySweep().keySet()) {
            checks.add(order(results, sweep, PreemptionMeasure.UTILISATION, "MOV", "MOML", true,
                    PreemptionPaperValues.UTILISATION_ORDER));
            checks.add(order(results, sweep, PreemptionMeasure.UTILISATION, "MOML", "MLIP", true,
                    PreemptionPaperValues.UTILISATION_BETWEEN));
            for (String other : List.of("MOV", "MOML")) {
                checks.add(order(results, sweep, PreemptionMeasure.PREEMPTIONS, "MLIP", other, false,
                        PreemptionPaperValues.FEWEST_PREEMPTIONS));
                checks.add(order(results, sweep, PreemptionMeasure.BE_MAKESPAN, "MLIP", other, false,
                        PreemptionPaperValues.LOWEST_MAKESPAN));
            }
            checks.add(order(results, sweep, PreemptionMeasure.LOCAL_REJECTION, "MOML", "NOP", false,
                    "MOML cuts local rejection against NOP (issue 21's Done when)"));
            for (String other : List.of("MLIP", "MOML")) {
                checks.add(order(results, sweep, PreemptionMeasure.OVERHEAD, "MOV", other, false,
                        "MOV has the least overhead (issue 21's Done when; Eq. 9)"));
            }
            if (sweep != Sweep.DC) {
                checks.add(linearity(results, sweep));
            }
            if (sweep == Sweep.BE) {
                checks.add(peak(results));
            }
        }
        return checks;
    }

    /** {@code left} ≥ {@code right} (or ≤ when {@code atLeast} is false) at each point. */
    private static Check order(PreemptionExperiment.Results results, Sweep sweep, PreemptionMeasure metric, String left,
            String right, boolean atLeast, String quote) {
        List<Integer> holds = new ArrayList<>();
        List<Integer> fails = new ArrayList<>();
        for (int point : results.points(sweep)) {
            double a = results.get(sweep, point, left, metric).mean();
            double b = results.get(sweep, point, right, metric).mean();
            if (!Double.isFinite(a) || !Double.isFinite(b)) {
                continue;
            }
            double slack = RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
            boolean ok = atLeast ? a >= b - slack : a <= b + slack;
            (ok ? holds : fails).add(point);
        }
        return new Check(metric.key() + ": " + left + (atLeast ? " ≥ " : " ≤ ") + right, sweep, holds, fails, "",
                quote);
    }

    /** R² of each policy's preemptions against the sweep value; holds where R² ≥ {@value #LINEAR_R_SQUARED}. */
    private static Check linearity(PreemptionExperiment.Results results, Sweep sweep) {
        List<Integer> points = results.points(sweep);
        List<String> notes = new ArrayList<>();
        boolean all = true;
        for (String policy : PreemptionExperiment.POLICIES.subList(1, PreemptionExperiment.POLICIES.size())) {
            double[] y = points.stream()
                    .mapToDouble(point -> results.get(sweep, point, policy, PreemptionMeasure.PREEMPTIONS).mean())
                    .toArray();
            double rSquared = rSquared(points.stream().mapToDouble(Integer::doubleValue).toArray(), y);
            all &= rSquared >= LINEAR_R_SQUARED;
            notes.add(policy + " R² = " + Markdown.fixed(rSquared, 3));
        }
        return new Check("preemptions ~linear in the sweep value (R² ≥ " + LINEAR_R_SQUARED + ")", sweep,
                all ? points : List.of(), all ? List.of() : points, String.join(", ", notes),
                PreemptionPaperValues.LINEAR_PREEMPTIONS);
    }

    /** Where each preempting policy's BE makespan peaks on the BE sweep; holds when every peak is at 20 %. */
    private static Check peak(PreemptionExperiment.Results results) {
        List<Integer> points = results.points(Sweep.BE);
        if (!points.contains(20)) {
            return new Check("BE makespan peaks at 20 % BE", Sweep.BE, List.of(), List.of(),
                    "not checked: 20 % is not among this run's points", PreemptionPaperValues.MAKESPAN_PEAK);
        }
        List<String> notes = new ArrayList<>();
        boolean all = true;
        for (String policy : PreemptionExperiment.POLICIES.subList(1, PreemptionExperiment.POLICIES.size())) {
            int best = points.get(0);
            for (int point : points) {
                if (results.get(Sweep.BE, point, policy, PreemptionMeasure.BE_MAKESPAN).mean()
                        > results.get(Sweep.BE, best, policy, PreemptionMeasure.BE_MAKESPAN).mean()) {
                    best = point;
                }
            }
            all &= best == 20;
            notes.add(policy + " at " + best + " %");
        }
        return new Check("BE makespan peaks at 20 % BE", Sweep.BE, all ? List.of(20) : List.of(),
                all ? List.of() : List.of(20), "peaks: " + notes.stream().collect(Collectors.joining(", ")),
                PreemptionPaperValues.MAKESPAN_PEAK);
    }

    static double rSquared(double[] x, double[] y) {
        int n = x.length;
        double meanX = Arrays.stream(x).average().orElse(Double.NaN);
        double meanY = Arrays.stream(y).average().orElse(Double.NaN);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int index = 0; index < n; index++) {
            sxy += (x[index] - meanX) * (y[index] - meanY);
            sxx += (x[index] - meanX) * (x[index] - meanX);
            syy += (y[index] - meanY) * (y[index] - meanY);
        }
        return syy == 0 ? 1 : sxy * sxy / (sxx * syy);
    }
}
