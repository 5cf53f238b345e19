package org.gridmarket.sim.allocation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.gridmarket.sim.PaperHeadline;

/**
 * Seed 002 §5's headlines beside ours, each judged by {@link org.gridmarket.sim.Verdict}: Table 11's TNPIR (Eq. 23)
 * of BF, FF, SI, AI2 and TAI2 on the SDSC-SP2 log, summed over the RCs that ran (the paper's row summed over the
 * same RCs), and the paper's conclusion that TAI2 is the best method (TAI2 − AI2, the runner-up in the paper).
 */
public final class AllocationHeadlines {

    private static final List<String> METHODS = List.of("BF", "FF", "SI", "AI2", "TAI2");
    private static final List<Integer> TABLE_11_RCS = List.of(100, 75, 50, 25);

    private AllocationHeadlines() {
    }

    public static List<PaperHeadline> of(AllocationExperiment.Results results) {
        AllocationSettings settings = results.settings();
        List<Integer> rcs = settings.rcPercents();
        String basis = "TNPIR %, SDSC-SP2 log, summed over RC " + rcs.stream().map(rc -> rc + " %")
                .collect(Collectors.joining(", "));
        String note = note(settings);
        Map<String, Double> ours = new LinkedHashMap<>();
        for (int rc : rcs) {
            results.tables().tnpir(ReplayKey.LOG, rc, sl -> true).forEach((method, value) ->
                    ours.merge(method, value, Double::sum));
        }
        List<PaperHeadline> headlines = new ArrayList<>();
        for (String method : METHODS) {
            double paper = paper(method, rcs);
            double mine = ours.getOrDefault(method, Double.NaN);
            headlines.add(PaperHeadline.judge("Table 11 TNPIR of " + method, basis, whole(paper), whole(mine), paper,
                    mine, "points", 0, note));
        }
        double paperGap = paper("TAI2", rcs) - paper("AI2", rcs);
        double oursGap = ours.getOrDefault("TAI2", Double.NaN) - ours.getOrDefault("AI2", Double.NaN);
        headlines.add(PaperHeadline.judge("TAI2 best: TAI2 − AI2 (Table 11)", basis,
                "TAI2 " + whole(paper("TAI2", rcs)) + ", AI2 " + whole(paper("AI2", rcs)),
                "TAI2 " + whole(ours.getOrDefault("TAI2", Double.NaN)) + ", AI2 "
                        + whole(ours.getOrDefault("AI2", Double.NaN)), paperGap, oursGap, "points", 0, note));
        return headlines;
    }

    private static double paper(String method, List<Integer> rcs) {
        List<Integer> row = AllocationPaperValues.TABLE_11.get(method);
        return rcs.stream().mapToInt(rc -> row.get(TABLE_11_RCS.indexOf(rc))).sum();
    }

    private static String note(AllocationSettings settings) {
        List<String> notes = new ArrayList<>();
        if (settings.quick()) {
            notes.add("quick run: " + settings.vectors() + " speed vectors per SH");
        }
        if (!settings.fixedThresholds().isEmpty()) {
            notes.add("thresholds other than §5.2's: " + settings.fixedThresholds());
        }
        notes.add("one master seed (" + settings.seed() + "), one set of speed vectors");
        return String.join("; ", notes);
    }

    private static String whole(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.0f", value) : "not run";
    }
}
