package org.gridmarket.sim.intergrid;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;

/**
 * The jobs of every round (seed 000 §6.1): per grid one seeded window of each of its users' traces, overlaid
 * (Grid'5000*: SDSC-Par96 and SDSC-SP2 start together), and per cluster a Lublin99 workload of local jobs.
 * Everything a round uses is drawn from streams named by the round, the trace or the cluster, never by the
 * policy or contract: every scenario of a round sees the same jobs (common random numbers), and results do
 * not depend on which thread builds them.
 *
 * <p><b>Local jobs</b>: lublin99.md's typeless model adapted per cluster as §6.1 says
 * ({@link Lublin99Parameters#adaptedToCluster}: uHi = log2 m, uMed = log2 m − θ, θ ~ U(1.5, 3.5), barr ~
 * U(0.4871, 0.55)). Its sizes are powers of two rounded from a two-stage uniform, so a 95-CPU cluster draws a
 * few 128-CPU jobs: sizes are clamped to the cluster. Estimates are the runtimes (the model has none).
 * Thread-safe: a round's jobs are built once and cached.
 */
public final class IntergridWorkload {
    private static final int FIRST_BATCH = 4_096;
    private static final int MAXIMUM_LOCAL_JOBS = 4_000_000;

    private final Map<IntergridGrid, List<UserTrace>> traces;
    private final long windowSeconds;
    private final long masterSeed;
    private final Map<String, List<Job>> cache = new ConcurrentHashMap<>();

    public IntergridWorkload(Map<IntergridGrid, List<UserTrace>> traces, long windowSeconds, long masterSeed) {
        this.traces = new LinkedHashMap<>(traces);
        this.windowSeconds = windowSeconds;
        this.masterSeed = masterSeed;
    }

    /** Reads every trace the grids need; a missing one is a {@link MissingTraceException}. */
    public static IntergridWorkload load(List<Path> directories, Collection<IntergridGrid> grids,
            long windowSeconds, long masterSeed) {
        Map<IntergridGrid, List<UserTrace>> traces = new LinkedHashMap<>();
        for (IntergridGrid grid : grids) {
            List<UserTrace> loaded = new ArrayList<>();
            for (String file : grid.traceFiles()) {
                loaded.add(UserTrace.load(directories, file, grid));
            }
            traces.put(grid, loaded);
        }
        return new IntergridWorkload(traces, windowSeconds, masterSeed);
    }

    public long windowSeconds() {
        return windowSeconds;
    }

    public List<UserTrace> traces(IntergridGrid grid) {
        List<UserTrace> loaded = traces.get(grid);
        if (loaded == null) {
            throw new IllegalArgumentException("no traces loaded for " + grid.name());
        }
        return loaded;
    }

    /** The grid users' jobs of {@code round}: each trace's window, overlaid, in submit order. */
    public List<Job> gridJobs(IntergridGrid grid, int round) {
        return cache.computeIfAbsent("grid/" + grid.traceFiles() + "/" + round, key -> {
            List<Job> jobs = new ArrayList<>();
            for (UserTrace trace : traces(grid)) {
                jobs.addAll(trace.window(windowSeconds, streams(round).stream("window/" + trace.file())));
            }
            jobs.sort(Comparator.comparingLong(Job::submitSeconds));
            return List.copyOf(jobs);
        });
    }

    /** The local jobs of cluster {@code index} of {@code grid} in {@code round}, submitted in [0, window). */
    public List<Job> localJobs(IntergridGrid grid, int index, int round) {
        String cluster = grid.clusterName(index);
        int processors = grid.clusters().get(index);
        return cache.computeIfAbsent("local/" + cluster + "/" + processors + "/" + round, key -> {
            RandomStreams streams = streams(round);
            Lublin99Parameters adapted = Lublin99Parameters.TYPELESS.adaptedToCluster(processors,
                    streams.stream("lublin99/" + cluster + "/adaptation"));
            for (int count = FIRST_BATCH; count <= MAXIMUM_LOCAL_JOBS; count *= 2) {
                List<Job> jobs = new Lublin99Generator(List.of(adapted), streams, cluster).generate(count);
                if (jobs.get(jobs.size() - 1).submitSeconds() >= windowSeconds) {
                    return jobs.stream().filter(job -> job.submitSeconds() < windowSeconds)
                            .map(job -> job.toBuilder(job.id()).processors(Math.min(processors, job.processors()))
                                    .estimateSeconds(job.runtimeSeconds()).build())
                            .toList();
                }
            }
            throw new IllegalStateException("Lublin99 did not cover " + windowSeconds + " s for " + cluster);
        });
    }

    /** Forgets {@code round}'s cached jobs once every scenario of it has run (they are rebuilt if asked again). */
    public void evict(int round) {
        cache.keySet().removeIf(key -> key.endsWith("/" + round));
    }

    /** Offered load: Σ processors × runtime of the jobs ÷ (capacity × window). */
    public double offeredLoad(List<Job> jobs, int processors) {
        double units = 0;
        for (Job job : jobs) {
            units += (double) job.processors() * job.runtimeSeconds();
        }
        return units / ((double) processors * windowSeconds);
    }

    private RandomStreams streams(int round) {
        return new RandomStreams(new RandomStreams(masterSeed).componentSeed("intergrid/round/" + round));
    }
}
