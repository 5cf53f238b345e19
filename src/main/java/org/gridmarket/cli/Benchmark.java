package org.gridmarket.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Replay timings for {@code simulate --repeat N}: every run's wall time, the replaying thread's CPU time and
 * jobs per second (wall), then the best and the median over the second half of the runs: the first half
 * warms the JIT up (at least one run). CPU time shows how much of the wall time was the replay itself on a
 * busy machine.
 */
final class Benchmark {

    private final long jobs;
    private final List<Double> wallSeconds = new ArrayList<>();
    private final List<Double> cpuSeconds = new ArrayList<>();

    Benchmark(long jobs) {
        this.jobs = jobs;
    }

    void record(double wall, double cpu) {
        wallSeconds.add(wall);
        cpuSeconds.add(cpu);
    }

    void print(PrintWriter out) {
        for (int run = 0; run < wallSeconds.size(); run++) {
            double seconds = wallSeconds.get(run);
            out.printf(Locale.ROOT, "replay %d: %.3f s wall, %.3f s CPU, %,.0f jobs/s%n", run + 1, seconds,
                    cpuSeconds.get(run), jobs / seconds);
        }
        int warmUpRuns = Math.max(1, wallSeconds.size() / 2);
        List<Double> warm = new ArrayList<>(wallSeconds.subList(warmUpRuns, wallSeconds.size()));
        warm.sort(Double::compare);
        double best = warm.get(0);
        double median = warm.get(warm.size() / 2);
        out.printf(Locale.ROOT, "after warm-up (%d replays of %,d jobs): best %.3f s (%,.0f jobs/s), median %.3f s "
                + "(%,.0f jobs/s)%n", warm.size(), jobs, best, jobs / best, median, jobs / median);
        out.flush();
    }
}
