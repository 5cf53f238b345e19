package org.gridmarket.sim.allocation;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.gridmarket.core.allocation.AllocationMethod;
import org.gridmarket.core.allocation.AllocationMethods;

/**
 * What one run of {@code experiment allocation} sweeps (seed 002 Tables 7 and 9). The full run: SH ∈ {0, .06, .12,
 * .18, .24} × SL ∈ {1, 1.5, …, 4} × RC ∈ {100, 75, 50, 25} %, 10 speed vectors per SH (SH = 0 once), Lublin99 at
 * aarr ∈ {10.5, 10, 9.5, 9, 8.5}, and the 20 threshold pairs of Tables 10 and 14–15. {@code --quick}: RC 100 % only,
 * 2 vectors, Lublin99 at 10.5 and 8.5, no threshold pairs.
 *
 * @param seed master seed of the speed vectors and of Lublin99
 * @param quick the smoke-test sweep
 * @param vectors speed vectors per SH &gt; 0
 * @param thresholdPairs whether Tables 10 and 13–15 run
 * @param fixedThresholds (SHT, SLT) of TI, TAI or TAI2 in Tables 11–13 where not §5.2's, as "0.05/2" by method
 */
public record AllocationSettings(long seed, boolean quick, int vectors, List<Integer> rcPercents,
                                 List<Double> speedHeterogeneities, List<Double> systemLoadings,
                                 List<Double> lublinArrivalShapes, boolean thresholdPairs,
                                 SortedMap<String, String> fixedThresholds) {

    public static final List<Double> TABLE_7_SH = List.of(0.0, 0.06, 0.12, 0.18, 0.24);
    public static final List<Double> TABLE_7_SL = List.of(1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0);
    public static final List<Double> TABLE_9_AARR = List.of(10.5, 10.0, 9.5, 9.0, 8.5);
    /** §5.2: SHT ∈ {0.05, 0.1, 0.15, 0.2} × SLT ∈ {1, 1.5, 2, 2.5, 3}. */
    public static final List<Double> THRESHOLD_SH = List.of(0.05, 0.1, 0.15, 0.2);
    public static final List<Double> THRESHOLD_SL = List.of(1.0, 1.5, 2.0, 2.5, 3.0);
    public static final List<String> THRESHOLD_METHODS = List.of("TI", "TAI", "TAI2");
    /** Table 11's columns, in the paper's order. */
    public static final List<String> METHODS = List.of("BF", "FF", "SI", "TI", "AI", "AI2", "TAI", "TAI2");
    public static final int LUBLIN99_JOBS = 30_000;

    public AllocationSettings {
        rcPercents = List.copyOf(rcPercents);
        speedHeterogeneities = List.copyOf(speedHeterogeneities);
        systemLoadings = List.copyOf(systemLoadings);
        lublinArrivalShapes = List.copyOf(lublinArrivalShapes);
        fixedThresholds = Collections.unmodifiableSortedMap(new TreeMap<>(fixedThresholds));
        fixedThresholds.keySet().forEach(method -> {
            if (!THRESHOLD_METHODS.contains(method)) {
                throw new IllegalArgumentException("unknown threshold method '" + method + "'; known: "
                        + THRESHOLD_METHODS);
            }
        });
        if (vectors < 1) {
            throw new IllegalArgumentException("at least one speed vector per SH, got " + vectors);
        }
    }

    /** With §5.2's thresholds for TI, TAI and TAI2. */
    public AllocationSettings(long seed, boolean quick, int vectors, List<Integer> rcPercents,
            List<Double> speedHeterogeneities, List<Double> systemLoadings, List<Double> lublinArrivalShapes,
            boolean thresholdPairs) {
        this(seed, quick, vectors, rcPercents, speedHeterogeneities, systemLoadings, lublinArrivalShapes,
                thresholdPairs, new TreeMap<>());
    }

    /** The same sweep with TI, TAI or TAI2 at other fixed thresholds: {@code pairs} maps a method to (SHT, SLT). */
    public AllocationSettings withFixedThresholds(Map<String, double[]> pairs) {
        SortedMap<String, String> labels = new TreeMap<>(fixedThresholds);
        pairs.forEach((method, pair) -> {
            AllocationMethods.threshold(method, pair[0], pair[1]);
            labels.put(method, text(pair[0]) + "/" + text(pair[1]));
        });
        return new AllocationSettings(seed, quick, vectors, rcPercents, speedHeterogeneities, systemLoadings,
                lublinArrivalShapes, thresholdPairs, labels);
    }

    /** The core's method behind a label: one of the eight (at {@link #fixedThresholds} if set) or a variant. */
    public AllocationMethod method(String label) {
        String resolved = fixedThresholds.containsKey(label) ? label + "@" + fixedThresholds.get(label) : label;
        int at = resolved.indexOf('@');
        if (at < 0) {
            return AllocationMethods.byName(resolved);
        }
        String[] pair = resolved.substring(at + 1).split("/", -1);
        return AllocationMethods.threshold(resolved.substring(0, at), Double.parseDouble(pair[0]),
                Double.parseDouble(pair[1]));
    }

    public static AllocationSettings of(boolean quick, long seed) {
        return quick
                ? new AllocationSettings(seed, true, 2, List.of(100), TABLE_7_SH, TABLE_7_SL, List.of(10.5, 8.5),
                        false)
                : new AllocationSettings(seed, false, 10, ResourceConfiguration.TABLE_7_PERCENTS, TABLE_7_SH,
                        TABLE_7_SL, TABLE_9_AARR, true);
    }

    /** Vectors drawn at {@code sh}: one for the homogeneous grid, {@link #vectors} otherwise. */
    public int vectorsAt(double sh) {
        return sh == 0 ? 1 : vectors;
    }

    /** The 60 threshold variants, labelled {@code TI@0.05/1}. */
    public static List<String> thresholdLabels() {
        List<String> labels = new ArrayList<>();
        for (String method : THRESHOLD_METHODS) {
            labels.addAll(pairLabels(method));
        }
        return labels;
    }

    /** The 20 variants of one threshold method, SHT-major as Table 10 lists them. */
    public static List<String> pairLabels(String method) {
        List<String> labels = new ArrayList<>();
        for (double sht : THRESHOLD_SH) {
            for (double slt : THRESHOLD_SL) {
                labels.add(method + "@" + text(sht) + "/" + text(slt));
            }
        }
        return labels;
    }

    /** A number as the CSV and JSON keys write it: 0.06, 1.5, 1, 10.5. */
    public static String text(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** One line naming everything that decides the replays' numbers: a resume must match it. */
    public String fingerprint(String workloadSource, int jobs) {
        return "seed=" + seed + " quick=" + quick + " vectors=" + vectors + " log=" + workloadSource + " jobs=" + jobs
                + (fixedThresholds.isEmpty() ? "" : " thresholds=" + fixedThresholds);
    }
}
