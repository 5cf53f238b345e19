package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.ToDoubleFunction;
import org.gridmarket.sim.Futures;

/**
 * Runs every distinct scenario of the settings' rows for every round, in parallel on the settings' threads (a
 * task is one scenario in one round and depends on nothing else, so the results do not depend on the thread
 * count), and reduces each metric over the rounds as §6.4 does: the mean after dropping the best and the worst
 * round (with fewer than 3 rounds, the plain mean). Each metric is trimmed on its own.
 */
public final class IntergridExperiment {

    /** All runs of one scenario, in round order. */
    public record ScenarioRuns(Scenario scenario, List<ScenarioRound> rounds) {

        /** The trimmed mean over rounds of {@code metric} for {@code grid}. */
        public double trimmed(String grid, ToDoubleFunction<GridOutcome> metric) {
            double[] values = rounds.stream().mapToDouble(run -> metric.applyAsDouble(run.grid(grid))).toArray();
            return trimmedMean(values);
        }
    }

    /** Every scenario's runs, and the conservation totals over all of them. */
    public record Results(Map<Scenario, ScenarioRuns> byScenario, Conservation conservation) {
    }

    private final IntergridSettings settings;
    private final IntergridWorkload workload;
    private final Consumer<String> progress;

    public IntergridExperiment(IntergridSettings settings, IntergridWorkload workload, Consumer<String> progress) {
        this.settings = settings;
        this.workload = workload;
        this.progress = progress;
    }

    public Results run() {
        Set<Scenario> scenarios = new LinkedHashSet<>();
        settings.rows().forEach(row -> scenarios.add(row.scenario()));
        int total = scenarios.size() * settings.rounds();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads());
        try {
            Map<Scenario, List<Future<ScenarioRound>>> futures = new LinkedHashMap<>();
            int[] done = {0};
            int[] leftInRound = new int[settings.rounds()];
            java.util.Arrays.fill(leftInRound, scenarios.size());
            for (int round = 0; round < settings.rounds(); round++) {
                for (Scenario scenario : scenarios) {
                    int r = round;
                    futures.computeIfAbsent(scenario, key -> new ArrayList<>()).add(pool.submit(() -> {
                        long start = System.nanoTime();
                        ScenarioRound outcome = IntergridRun.run(scenario, r, workload, settings.seed());
                        synchronized (done) {
                            done[0]++;
                            if (--leftInRound[r] == 0) {
                                workload.evict(r);
                            }
                            progress.accept(String.format(java.util.Locale.ROOT, "[%d/%d] round %d %s: %.1f s",
                                    done[0], total, r + 1, scenario, (System.nanoTime() - start) / 1e9));
                        }
                        return outcome;
                    }));
                }
            }
            Map<Scenario, ScenarioRuns> byScenario = new LinkedHashMap<>();
            Conservation conservation = Conservation.EMPTY;
            for (Map.Entry<Scenario, List<Future<ScenarioRound>>> entry : futures.entrySet()) {
                List<ScenarioRound> rounds = Futures.gather(entry.getValue(), "intergrid run");
                byScenario.put(entry.getKey(), new ScenarioRuns(entry.getKey(), rounds));
                for (ScenarioRound outcome : rounds) {
                    conservation = conservation.plus(outcome.conservation());
                }
            }
            return new Results(byScenario, conservation);
        } finally {
            pool.shutdownNow();
        }
    }

    /** §6.4: the mean after dropping the lowest and the highest value; the plain mean under 3 values. */
    public static double trimmedMean(double... values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int from = sorted.length >= 3 ? 1 : 0;
        int to = sorted.length >= 3 ? sorted.length - 1 : sorted.length;
        double sum = 0;
        for (int index = from; index < to; index++) {
            sum += sorted[index];
        }
        return sum / (to - from);
    }
}
