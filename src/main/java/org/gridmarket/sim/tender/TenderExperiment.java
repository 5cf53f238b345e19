package org.gridmarket.sim.tender;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.tender.TenderWorkload;
import org.gridmarket.core.tender.TenderWorkload.Arrival;
import org.gridmarket.sim.Estimate;
import org.gridmarket.sim.Futures;

/**
 * Seed 003 §5.3: for each λ and seed, one {@link TenderWorkload} and the four {@link Series} on it; then per λ and
 * series the mean and 95 % interval of each {@link TenderMeasure} over the seeds.
 *
 * <p>Runs are independent, so they go to a pool of one thread per processor; results are gathered in (λ, seed)
 * order, so the threads never change a number. Run k (1-based) of rate λ draws from
 * {@code RandomStreams(master.componentSeed("tender/lambda-λ/seed-k"))}.
 */
public final class TenderExperiment {

    private final TenderSettings settings;
    private final Consumer<String> progress;

    /** @param progress told a line as each λ completes (the command line prints it) */
    public TenderExperiment(TenderSettings settings, Consumer<String> progress) {
        this.settings = settings;
        this.progress = progress;
    }

    /** Per λ and series: one estimate per metric. */
    public record Results(SortedMap<Integer, Map<Series, Map<TenderMeasure, Estimate>>> byLambda) {
        public Results {
            byLambda = Collections.unmodifiableSortedMap(new TreeMap<>(byLambda));
        }

        public Estimate get(int lambda, Series series, TenderMeasure metric) {
            return byLambda.get(lambda).get(series).get(metric);
        }
    }

    public Results run() {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            SortedMap<Integer, List<Future<Map<Series, TenderRunMeasures>>>> futures = new TreeMap<>();
            for (int lambda : settings.lambdas()) {
                List<Future<Map<Series, TenderRunMeasures>>> runs = new ArrayList<>();
                for (int seed = 1; seed <= settings.seeds(); seed++) {
                    List<Arrival> arrivals = arrivals(lambda, seed);
                    runs.add(pool.submit(() -> allSeries(arrivals, settings.round())));
                }
                futures.put(lambda, runs);
            }
            SortedMap<Integer, Map<Series, Map<TenderMeasure, Estimate>>> byLambda = new TreeMap<>();
            for (Map.Entry<Integer, List<Future<Map<Series, TenderRunMeasures>>>> entry : futures.entrySet()) {
                byLambda.put(entry.getKey(), estimates(gather(entry.getValue())));
                progress.accept("λ = " + entry.getKey() + ": " + settings.seeds() + " seeds × "
                        + Series.values().length + " series done");
            }
            return new Results(byLambda);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The arrivals of run {@code seed} (1-based) at rate {@code lambda}. */
    public List<Arrival> arrivals(int lambda, int seed) {
        long runSeed = new RandomStreams(settings.seed()).componentSeed("tender/lambda-" + lambda + "/seed-" + seed);
        return TenderWorkload.seed003(lambda).generate(new RandomStreams(runSeed));
    }

    /** The four series on one list of arrivals, each on fresh clusters. */
    static Map<Series, TenderRunMeasures> allSeries(List<Arrival> arrivals, double round) {
        Map<Series, TenderRunMeasures> bySeries = new EnumMap<>(Series.class);
        for (Series series : Series.values()) {
            bySeries.put(series, TenderRun.run(arrivals, series, round));
        }
        return bySeries;
    }

    private static List<Map<Series, TenderRunMeasures>> gather(List<Future<Map<Series, TenderRunMeasures>>> futures) {
        return Futures.gather(futures, "run");
    }

    private static Map<Series, Map<TenderMeasure, Estimate>> estimates(List<Map<Series, TenderRunMeasures>> runs) {
        Map<Series, Map<TenderMeasure, Estimate>> bySeries = new EnumMap<>(Series.class);
        for (Series series : Series.values()) {
            Map<TenderMeasure, Estimate> byMetric = new EnumMap<>(TenderMeasure.class);
            for (TenderMeasure metric : TenderMeasure.values()) {
                byMetric.put(metric, Estimate.of(runs.stream().mapToDouble(run -> run.get(series).value(metric))
                        .toArray()));
            }
            bySeries.put(series, Collections.unmodifiableMap(byMetric));
        }
        return Collections.unmodifiableMap(bySeries);
    }
}
