package org.gridmarket.sim.preemption;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.preemption.LeaseRequest;
import org.gridmarket.core.preemption.PreemptionOverhead;
import org.gridmarket.core.preemption.PreemptionPolicies;
import org.gridmarket.core.preemption.PreemptionSimulation;
import org.gridmarket.sim.Estimate;
import org.gridmarket.sim.Futures;

/**
 * Seed 001 §7.3: for each seed one adjusted workload; for each sweep point its typing; the four policies on each,
 * on one 32-processor site with VMs of 1,024 MB and §7.2's overheads; then per point and policy the mean and 95 %
 * interval of each {@link PreemptionMeasure} over the seeds.
 *
 * <p>Runs are independent, so they go to a pool of one thread per processor; results are gathered in (sweep,
 * point, policy, seed) order, so the threads never change a number. Seed k (1-based) draws from
 * {@code RandomStreams(master.componentSeed("preemption/seed-k"))}.
 */
public final class PreemptionExperiment {

    /** The policies in the order the paper lists them (NOP first, the baseline). */
    public static final List<String> POLICIES = List.of("NOP", "MOV", "MLIP", "MOML");
    /** §7.2: "each VM of 1024 MB". */
    public static final long MEMORY_MB_PER_VM = 1_024;

    private final PreemptionSettings settings;
    private final Consumer<String> progress;

    /** @param progress told a line as each sweep completes (the command line prints it) */
    public PreemptionExperiment(PreemptionSettings settings, Consumer<String> progress) {
        this.settings = settings;
        this.progress = progress;
    }

    /**
     * Per sweep, point and policy: one estimate per metric; the workloads (one per seed); every decision's time.
     */
    public record Results(Map<Sweep, SortedMap<Integer, Map<String, Map<PreemptionMeasure, Estimate>>>> bySweep,
            List<PreemptionWorkload.Adjusted> workloads, long[] selectionNanos) {

        public Estimate get(Sweep sweep, int point, String policy, PreemptionMeasure metric) {
            return bySweep.get(sweep).get(point).get(policy).get(metric);
        }

        public List<Integer> points(Sweep sweep) {
            return List.copyOf(bySweep.get(sweep).keySet());
        }

        /** The 99th percentile of the decisions' selection times (nearest rank), in µs; NaN with none. */
        public double selectionP99Micros() {
            if (selectionNanos.length == 0) {
                return Double.NaN;
            }
            long[] sorted = selectionNanos.clone();
            Arrays.sort(sorted);
            int rank = (int) Math.ceil(0.99 * sorted.length);
            return sorted[Math.max(0, rank - 1)] / 1_000.0;
        }
    }

    public Results run() {
        List<PreemptionWorkload.Adjusted> workloads = new ArrayList<>();
        for (int seed = 1; seed <= settings.seeds(); seed++) {
            workloads.add(PreemptionWorkload.generate(
                    new RandomStreams(new RandomStreams(settings.seed()).componentSeed("preemption/seed-" + seed)),
                    settings.requests(), settings.spanSeconds()));
        }
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            Map<Sweep, SortedMap<Integer, Map<String, List<Future<PreemptionRunMeasures>>>>> futures =
                    new EnumMap<>(Sweep.class);
            settings.values().forEach((sweep, points) -> {
                SortedMap<Integer, Map<String, List<Future<PreemptionRunMeasures>>>> byPoint = new TreeMap<>();
                for (int point : points) {
                    Map<String, List<Future<PreemptionRunMeasures>>> byPolicy = new LinkedHashMap<>();
                    for (String policy : POLICIES) {
                        List<Future<PreemptionRunMeasures>> runs = new ArrayList<>();
                        for (PreemptionWorkload.Adjusted workload : workloads) {
                            List<LeaseRequest> requests = PreemptionWorkload.typed(workload,
                                    sweep.mix(point, settings.requests()));
                            runs.add(pool.submit(() -> run(requests, policy)));
                        }
                        byPolicy.put(policy, runs);
                    }
                    byPoint.put(point, byPolicy);
                }
                futures.put(sweep, byPoint);
            });
            return gatherAll(futures, workloads);
        } finally {
            pool.shutdownNow();
        }
    }

    /** One policy on one typed workload. */
    static PreemptionRunMeasures run(List<LeaseRequest> requests, String policy) {
        PreemptionSimulation.Result result = PreemptionSimulation.run(PreemptionWorkload.PROCESSORS,
                MEMORY_MB_PER_VM, requests, PreemptionPolicies.byName(policy), PreemptionOverhead.paperDefaults());
        return PreemptionRunMeasures.of(PreemptionWorkload.PROCESSORS, requests, result);
    }

    private Results gatherAll(Map<Sweep, SortedMap<Integer, Map<String, List<Future<PreemptionRunMeasures>>>>> futures,
            List<PreemptionWorkload.Adjusted> workloads) {
        Map<Sweep, SortedMap<Integer, Map<String, Map<PreemptionMeasure, Estimate>>>> bySweep =
                new EnumMap<>(Sweep.class);
        List<long[]> selections = new ArrayList<>();
        for (Map.Entry<Sweep, SortedMap<Integer, Map<String, List<Future<PreemptionRunMeasures>>>>> sweep
                : futures.entrySet()) {
            SortedMap<Integer, Map<String, Map<PreemptionMeasure, Estimate>>> byPoint = new TreeMap<>();
            sweep.getValue().forEach((point, byPolicy) -> {
                Map<String, Map<PreemptionMeasure, Estimate>> estimates = new LinkedHashMap<>();
                byPolicy.forEach((policy, runs) -> {
                    List<PreemptionRunMeasures> gathered = gather(runs);
                    gathered.forEach(metrics -> selections.add(metrics.selectionNanos()));
                    estimates.put(policy, estimates(gathered));
                });
                byPoint.put(point, Collections.unmodifiableMap(estimates));
            });
            bySweep.put(sweep.getKey(), Collections.unmodifiableSortedMap(byPoint));
            progress.accept(sweep.getKey().key() + " sweep: " + byPoint.size() + " points × " + POLICIES.size()
                    + " policies × " + settings.seeds() + " seeds done");
        }
        long[] selectionNanos = selections.stream().flatMapToLong(Arrays::stream).toArray();
        return new Results(Collections.unmodifiableMap(bySweep), List.copyOf(workloads), selectionNanos);
    }

    private static List<PreemptionRunMeasures> gather(List<Future<PreemptionRunMeasures>> futures) {
        return Futures.gather(futures, "run");
    }

    private static Map<PreemptionMeasure, Estimate> estimates(List<PreemptionRunMeasures> runs) {
        Map<PreemptionMeasure, Estimate> byMetric = new EnumMap<>(PreemptionMeasure.class);
        for (PreemptionMeasure metric : PreemptionMeasure.values()) {
            byMetric.put(metric, Estimate.of(runs.stream().mapToDouble(run -> run.value(metric)).toArray()));
        }
        return Collections.unmodifiableMap(byMetric);
    }
}
