package org.gridmarket.sim.allocation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.allocation.AllocationMethod;
import org.gridmarket.core.allocation.AllocationReplay.QueuedJob;
import org.gridmarket.core.allocation.AllocationReplay.Workload;
import org.gridmarket.core.allocation.SpeedVectors;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;

/**
 * Everything a replay reads, built once (job lists as the core's primitive {@link Workload}s) before the sweep and shared read-only by its threads: the log's jobs per
 * RC, Lublin99's jobs per aarr, and the speed vectors per SH.
 *
 * <p>Vector k of SH s draws from {@code RandomStreams(seed).stream("allocation/speeds/sh-s/vector-k")}, so the same
 * vectors serve every SL, RC, workload and method (common random numbers). Lublin99 draws its 30,000 jobs from
 * {@code stream("allocation/lublin99")} at each aarr: only the rush-hour arrivals' shape differs between them.
 */
public final class SweepInputs {

    private final Map<Integer, Workload> logByRc = new HashMap<>();
    private final List<ResourceConfiguration.Row> table8 = new ArrayList<>();
    private final Map<Double, Workload> lublinByAarr = new HashMap<>();
    private final Map<Double, List<double[]>> vectorsBySh = new HashMap<>();

    private final AllocationSettings settings;

    public SweepInputs(AllocationLog log, AllocationSettings settings) {
        this.settings = settings;
        for (int rc : settings.rcPercents()) {
            List<QueuedJob> jobs = log.queuedJobs(rc);
            table8.add(ResourceConfiguration.Row.of(rc, jobs));
            logByRc.put(rc, Workload.of(jobs));
        }
        RandomStreams streams = new RandomStreams(settings.seed());
        for (double aarr : settings.lublinArrivalShapes()) {
            lublinByAarr.put(aarr, Workload.of(lublin99(aarr, streams.componentSeed("allocation/lublin99"))));
        }
        for (double sh : settings.speedHeterogeneities()) {
            List<double[]> vectors = new ArrayList<>();
            for (int k = 1; k <= settings.vectorsAt(sh); k++) {
                vectors.add(sh == 0 ? homogeneous()
                        : SpeedVectors.draw(sh, streams.stream("allocation/speeds/sh-" + AllocationSettings.text(sh)
                                + "/vector-" + k)));
            }
            vectorsBySh.put(sh, List.copyOf(vectors));
        }
    }

    /** The jobs of a replay, runtimes at speed 1 (the replay multiplies them by {@link #loadFactor}). */
    Workload workload(ReplayKey key) {
        return ReplayKey.LUBLIN99.equals(key.workload()) ? lublinByAarr.get(key.sl()) : logByRc.get(key.rcPercent());
    }

    /** SL multiplies the log's runtimes (§5.1); Lublin99's loading is its aarr, so its runtimes stay. */
    static double loadFactor(ReplayKey key) {
        return ReplayKey.LUBLIN99.equals(key.workload()) ? 1 : key.sl();
    }

    /** Table 8's rows, RC descending. */
    public List<ResourceConfiguration.Row> table8() {
        return List.copyOf(table8);
    }

    /** The core's method behind a replay's label (the settings decide TI's, TAI's and TAI2's thresholds). */
    AllocationMethod method(String label) {
        return settings.method(label);
    }

    double[] speeds(double sh, int vector) {
        return vectorsBySh.get(sh).get(vector - 1).clone();
    }

    List<double[]> vectors(double sh) {
        return vectorsBySh.get(sh);
    }

    /** Seed 002 §5.1: the typeless model, requests ≤ 128, AARR = {@code aarr}; submissions from time 0. */
    static List<QueuedJob> lublin99(double aarr, long seed) {
        Lublin99Parameters parameters = Lublin99Parameters.TYPELESS.withMaximumProcessors(AllocationLog.LARGEST_SITE)
                .withArrivalShape(aarr);
        List<Job> jobs = new Lublin99Generator(List.of(parameters), new RandomStreams(seed), "lublin99")
                .generate(AllocationSettings.LUBLIN99_JOBS);
        long origin = jobs.get(0).submitSeconds();
        List<QueuedJob> queued = new ArrayList<>(jobs.size());
        for (Job job : jobs) {
            queued.add(new QueuedJob(queued.size() + 1L, job.submitSeconds() - origin, job.processors(),
                    Math.max(1, job.runtimeSeconds())));
        }
        return queued;
    }

    private static double[] homogeneous() {
        return new double[] {1, 1, 1, 1, 1};
    }
}
