package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;

/**
 * A tiny, trace-free version of §6's set-up for tests: three grids named like Table 1's with a few 8- and
 * 16-CPU clusters, 16-day windows (two days measured after the warm-up), users' jobs drawn from a seeded
 * stream, AuverGrid* loaded far above the others so that it redirects.
 */
final class TinyConfiguration {
    static final long WINDOW_SECONDS = 16 * 86_400L;
    static final IntergridGrid DAS = new IntergridGrid("DAS-2*", List.of(16, 8), List.of("das.swf"), 1);
    static final IntergridGrid AUVER = new IntergridGrid("AuverGrid*", List.of(8, 8), List.of("auver.swf"), 1);
    static final IntergridGrid G5K = new IntergridGrid("Grid'5000*", List.of(8, 8, 8), List.of("g5k.swf"), 1);

    private TinyConfiguration() {
    }

    static IntergridWorkload workload(long seed) {
        Map<IntergridGrid, List<UserTrace>> traces = new LinkedHashMap<>();
        traces.put(DAS, List.of(UserTrace.of("das.swf", jobs(seed, "das", 400, 2_400, 16), DAS)));
        traces.put(AUVER, List.of(UserTrace.of("auver.swf", jobs(seed, "auver", 1_400, 3_000, 8), AUVER)));
        traces.put(G5K, List.of(UserTrace.of("g5k.swf", jobs(seed, "g5k", 400, 2_000, 8), G5K)));
        return new IntergridWorkload(traces, WINDOW_SECONDS, seed);
    }

    static IntergridSettings settings(int threads) {
        return IntergridSettings.of(true, 3, threads, 7, Set.of("1", "2")).on(List.of(DAS, AUVER, G5K),
                WINDOW_SECONDS);
    }

    /** {@code count} jobs over 20 days: exponential gaps, 1..maxProcessors CPUs, runtimes up to 2 × mean. */
    static List<Job> jobs(long seed, String name, int count, long meanRuntime, int maxProcessors) {
        UniformRandomProvider random = new RandomStreams(seed).stream("tiny/" + name);
        List<Job> jobs = new ArrayList<>();
        double time = 0;
        double meanGap = 20 * 86_400.0 / count;
        for (int id = 1; id <= count; id++) {
            time += -meanGap * Math.log(1 - random.nextDouble());
            long runtime = 1 + random.nextLong(2 * meanRuntime);
            jobs.add(Job.builder(id).submitSeconds((long) time).processors(1 + random.nextInt(maxProcessors))
                    .runtimeSeconds(runtime).estimateSeconds(runtime).originSite(name).build());
        }
        return jobs;
    }
}
