package org.gridmarket.sim.allocation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.gridmarket.core.allocation.AllocationReplay;
import org.gridmarket.sim.Futures;
import org.gridmarket.sim.ProgressListener;

/**
 * Seed 002 §5's replays: which ones a run needs ({@link #plan}), and running those not yet in {@code replays.csv} on
 * a pool of threads. A replay's numbers depend on its key alone, so threads and resuming never change them.
 */
public final class AllocationSweep {

    private AllocationSweep() {
    }

    /**
     * Every replay of a run: the eight methods on the log (RC × SH × vector × SL) and on Lublin99 (SH × vector ×
     * aarr); with threshold pairs also the 60 variants on the log at RC 100 % (Table 10, every vector), on the log
     * at the other RCs and on Lublin99 with vector 1 (Tables 14–15: "one speed vector for each SH").
     */
    public static List<ReplayKey> plan(AllocationSettings settings) {
        List<ReplayKey> keys = new ArrayList<>();
        List<String> variants = settings.thresholdPairs() ? AllocationSettings.thresholdLabels() : List.of();
        for (int rc : settings.rcPercents()) {
            for (double sh : settings.speedHeterogeneities()) {
                for (int vector = 1; vector <= settings.vectorsAt(sh); vector++) {
                    for (double sl : settings.systemLoadings()) {
                        List<String> methods = new ArrayList<>(AllocationSettings.METHODS);
                        if (rc == 100 || vector == 1) {
                            methods.addAll(variants);
                        }
                        for (String method : methods) {
                            keys.add(new ReplayKey(ReplayKey.LOG, rc, sh, vector, sl, method));
                        }
                    }
                }
            }
        }
        for (double sh : settings.speedHeterogeneities()) {
            for (int vector = 1; vector <= settings.vectorsAt(sh); vector++) {
                for (double aarr : settings.lublinArrivalShapes()) {
                    List<String> methods = new ArrayList<>(AllocationSettings.METHODS);
                    if (vector == 1) {
                        methods.addAll(variants);
                    }
                    for (String method : methods) {
                        keys.add(new ReplayKey(ReplayKey.LUBLIN99, 100, sh, vector, aarr, method));
                    }
                }
            }
        }
        return keys;
    }

    /**
     * Runs the replays of {@code keys} missing from {@code OUT/replays.csv} on {@code threads} threads, appending
     * each as it ends; returns every key's outcome. {@code progress} hears (replays done, replays in the plan).
     */
    public static Swept run(List<ReplayKey> keys, SweepInputs inputs, Path replayFile,
            String fingerprint, int threads, ProgressListener progress) {
        try (ReplayLog log = ReplayLog.open(replayFile, fingerprint)) {
            Map<ReplayKey, ReplayOutcome> outcomes = new HashMap<>(log.done());
            outcomes.keySet().retainAll(new HashSet<>(keys));
            List<ReplayKey> missing = keys.stream().filter(key -> !outcomes.containsKey(key)).toList();
            ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
            try {
                CompletionService<Map.Entry<ReplayKey, ReplayOutcome>> completions =
                        new ExecutorCompletionService<>(pool);
                for (ReplayKey key : missing) {
                    completions.submit(() -> Map.entry(key, replay(key, inputs)));
                }
                progress.progressed(outcomes.size(), keys.size());
                for (int index = 0; index < missing.size(); index++) {
                    Map.Entry<ReplayKey, ReplayOutcome> entry = take(completions);
                    log.append(entry.getKey(), entry.getValue());
                    outcomes.put(entry.getKey(), entry.getValue());
                    progress.progressed(outcomes.size(), keys.size());
                }
            } finally {
                pool.shutdownNow();
            }
            return new Swept(Map.copyOf(outcomes), missing.size());
        }
    }

    /** Every planned key's outcome, and how many of them this process ran. */
    public record Swept(Map<ReplayKey, ReplayOutcome> outcomes, int replaysRun) {
    }

    /** One replay on Table 6's sites. */
    static ReplayOutcome replay(ReplayKey key, SweepInputs inputs) {
        AllocationReplay.Result result = AllocationReplay.run(AllocationLog.siteProcessors(),
                inputs.speeds(key.sh(), key.vector()), inputs.workload(key), inputs.method(key.method()),
                SweepInputs.loadFactor(key));
        return new ReplayOutcome(result.averageResponseSeconds(), result.meanQueueLength(), result.jobs());
    }

    private static Map.Entry<ReplayKey, ReplayOutcome> take(
            CompletionService<Map.Entry<ReplayKey, ReplayOutcome>> completions) {
        return Futures.next(completions, "replay");
    }
}
