package org.gridmarket.sim.allocation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoublePredicate;

/**
 * Seed 002's tables from the replays' ARTs. ART of a setting = mean over its speed vectors; NPIR (Eq. 23) =
 * (min(ART_BF, ART_FF) − ART_am) / min(ART_BF, ART_FF); TNPIR = Σ NPIR over the settings, in %. Eq. 21–22 (Table
 * 10) normalise instead by the mean ART of a method's 20 threshold pairs. Computed here from ARTs rather than
 * through the core's {@code Npir} so that the vector averaging and the variants (SL ≤ 3, mean of per-vector NPIR,
 * best-of-20 pairs) are one piece of code.
 */
public final class AllocationTables {

    private final AllocationSettings settings;
    private final Map<ReplayKey, ReplayOutcome> outcomes;

    public AllocationTables(AllocationSettings settings, Map<ReplayKey, ReplayOutcome> outcomes) {
        this.settings = settings;
        this.outcomes = Map.copyOf(outcomes);
    }

    /** One setting of a workload: (RC, SH, SL), SL being aarr for Lublin99. */
    record Setting(String workload, int rcPercent, double sh, double sl) {
        ReplayKey key(int vector, String method) {
            return new ReplayKey(workload, rcPercent, sh, vector, sl, method);
        }
    }

    /** The settings of a workload at an RC whose SL passes {@code slFilter}. */
    List<Setting> settings(String workload, int rcPercent, DoublePredicate slFilter) {
        List<Double> loadings = ReplayKey.LOG.equals(workload) ? settings.systemLoadings()
                : settings.lublinArrivalShapes();
        List<Setting> list = new ArrayList<>();
        for (double sh : settings.speedHeterogeneities()) {
            for (double sl : loadings) {
                if (slFilter.test(sl)) {
                    list.add(new Setting(workload, rcPercent, sh, sl));
                }
            }
        }
        return list;
    }

    /** ART of a method at a setting, averaged over its vectors (or vector {@code onlyVector} if &gt; 0). */
    double art(Setting setting, String method, int onlyVector) {
        if (onlyVector > 0) {
            return outcome(setting.key(onlyVector, method)).artSeconds();
        }
        int vectors = settings.vectorsAt(setting.sh());
        double sum = 0;
        for (int vector = 1; vector <= vectors; vector++) {
            sum += outcome(setting.key(vector, method)).artSeconds();
        }
        return sum / vectors;
    }

    /** Eq. 23 at one setting, from vector-averaged ARTs. */
    double npir(Setting setting, String method) {
        double best = Math.min(art(setting, "BF", 0), art(setting, "FF", 0));
        return (best - art(setting, method, 0)) / best;
    }

    /** TNPIR (%) of every method over a workload's settings at an RC with SL passing the filter. */
    public Map<String, Double> tnpir(String workload, int rcPercent, DoublePredicate slFilter) {
        Map<String, Double> byMethod = new LinkedHashMap<>();
        for (String method : AllocationSettings.METHODS) {
            byMethod.put(method, 100 * settings(workload, rcPercent, slFilter).stream()
                    .mapToDouble(setting -> npir(setting, method)).sum());
        }
        return byMethod;
    }

    /** Ambiguity 4's alternative: NPIR per vector, then averaged over vectors, then summed (%). */
    public Map<String, Double> tnpirOfVectorNpir(String workload, int rcPercent) {
        Map<String, Double> byMethod = new LinkedHashMap<>();
        for (String method : AllocationSettings.METHODS) {
            double sum = 0;
            for (Setting setting : settings(workload, rcPercent, sl -> true)) {
                int vectors = settings.vectorsAt(setting.sh());
                for (int vector = 1; vector <= vectors; vector++) {
                    double best = Math.min(art(setting, "BF", vector), art(setting, "FF", vector));
                    sum += (best - art(setting, method, vector)) / best / vectors;
                }
            }
            byMethod.put(method, 100 * sum);
        }
        return byMethod;
    }

    /** Table 13: sample standard deviation of NPIR over the settings, for AI2 and TAI2. */
    public Map<String, Double> npirDeviation(String workload, int rcPercent) {
        Map<String, Double> byMethod = new LinkedHashMap<>();
        for (String method : List.of("AI2", "TAI2")) {
            double[] values = settings(workload, rcPercent, sl -> true).stream()
                    .mapToDouble(setting -> npir(setting, method)).toArray();
            double mean = Arrays.stream(values).average().orElse(Double.NaN);
            double squares = Arrays.stream(values).map(value -> (value - mean) * (value - mean)).sum();
            byMethod.put(method, values.length < 2 ? Double.NaN : Math.sqrt(squares / (values.length - 1)));
        }
        return byMethod;
    }

    /** Table 10 (Eq. 21–22, RC 100 %): TNPIR (%) of each of a method's 20 pairs against their mean ART. */
    public Map<String, Double> thresholdTnpir(String method) {
        List<String> pairs = AllocationSettings.pairLabels(method);
        Map<String, Double> byPair = new LinkedHashMap<>();
        pairs.forEach(pair -> byPair.put(pair.substring(pair.indexOf('@') + 1).replace('/', ','), 0.0));
        for (Setting setting : settings(ReplayKey.LOG, 100, sl -> true)) {
            double average = pairs.stream().mapToDouble(pair -> art(setting, pair, 0)).average().orElseThrow();
            for (String pair : pairs) {
                byPair.merge(pair.substring(pair.indexOf('@') + 1).replace('/', ','),
                        100 * (average - art(setting, pair, 0)) / average, Double::sum);
            }
        }
        return byPair;
    }

    /**
     * Tables 14–15 (§5.4): vector 1 only; TI*, TAI*, TAI2* take the best of their 20 pairs at each setting; NPIR
     * against min(BF, FF) of vector 1; TNPIR in %.
     */
    public Map<String, Double> dynamicTnpir(String workload, int rcPercent) {
        Map<String, Double> byMethod = new LinkedHashMap<>();
        for (String method : AllocationSettings.METHODS) {
            boolean starred = AllocationSettings.THRESHOLD_METHODS.contains(method);
            double sum = 0;
            for (Setting setting : settings(workload, rcPercent, sl -> true)) {
                double best = Math.min(art(setting, "BF", 1), art(setting, "FF", 1));
                double art = starred ? AllocationSettings.pairLabels(method).stream()
                        .mapToDouble(pair -> art(setting, pair, 1)).min().orElseThrow() : art(setting, method, 1);
                sum += (best - art) / best;
            }
            byMethod.put(starred ? method + "*" : method, 100 * sum);
        }
        return byMethod;
    }

    /** §5.1's check: mean |WQ| over events for BF at SH 0 (RC 100 %), per SL (aarr for Lublin99). */
    public Map<Double, Double> queueLengthBfHomogeneous(String workload) {
        Map<Double, Double> bySl = new LinkedHashMap<>();
        List<Double> loadings = ReplayKey.LOG.equals(workload) ? settings.systemLoadings()
                : settings.lublinArrivalShapes();
        for (double sl : loadings) {
            bySl.put(sl, outcome(new ReplayKey(workload, 100, 0, 1, sl, "BF")).meanQueueLength());
        }
        return bySl;
    }

    /** ART (s) per SH of a method at a workload, RC and SL: one line of Figs. 5–8, 10. */
    public double[] artAgainstSh(String workload, int rcPercent, double sl, String method) {
        return settings.speedHeterogeneities().stream()
                .mapToDouble(sh -> art(new Setting(workload, rcPercent, sh, sl), method, 0)).toArray();
    }

    private ReplayOutcome outcome(ReplayKey key) {
        ReplayOutcome outcome = outcomes.get(key);
        if (outcome == null) {
            throw new IllegalStateException("no replay for " + key.csv());
        }
        return outcome;
    }
}
