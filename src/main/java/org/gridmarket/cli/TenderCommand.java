package org.gridmarket.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.gridmarket.core.tender.TenderBench;
import org.gridmarket.sim.tender.TenderMeasure;
import org.gridmarket.sim.tender.Series;
import org.gridmarket.sim.tender.TenderExperiment;
import org.gridmarket.sim.tender.TenderOutput;
import org.gridmarket.sim.tender.TenderSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code experiment tender}: seed 003 §5's simulation study (ECO1, ECO2, RR, RR-any), or with {@code --bench} the
 * core's bid timings. Its own numeric options are read as text here so that a bad value exits 1 with a message
 * naming the option, like an unusable input file; {@code --seed} and {@code --out} are {@link ExperimentOptions}'.
 */
@Command(name = "tender", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = GridmarketCli.Version.class,
        description = {"Seed 003 (Caramia, Giordani — a tender/contract-net economic model) §5: 10 clusters of 10 "
                + "machines at 400 MIPS priced 6-8 G$/s, Poisson tasks at λ = 1..10 (45 %% background), the economy "
                + "in Scenario 1 (ECO1) and 2 (ECO2) against round-robin (RR; RR-any lets busy clusters offer too), "
                + "10 seeds per λ. Writes report.md (beside the paper's quoted values), six plots of Figs. 1-2 and "
                + "summary.json into --out."})
final class TenderCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--quick", description = {"A smoke test, not a reproduction: λ = 1, 4, 7, 10 and 3 seeds."})
    private boolean quick;

    @Option(names = "--round", defaultValue = "1", paramLabel = "Δ",
            description = {"Round length in time units, 0..10: external tasks arriving in a round are tendered "
                    + "together at its end; 0 tenders each at its arrival (then ECO2 = ECO1). "
                    + "Default: ${DEFAULT-VALUE}."})
    private String round;

    @Option(names = "--lambda", paramLabel = "λ[,λ...]",
            description = {"Arrival rates to run, whole numbers 1..10. Default: 1..10 (--quick: 1,4,7,10)."})
    private String lambdas;

    @Option(names = "--seeds", paramLabel = "N",
            description = {"Seeds (runs) per λ, 1..100. Default: 10 (--quick: 3)."})
    private String seeds;

    @Option(names = "--bench", description = {"Only time the core's bids (T and C*, sweep against naive) and "
            + "exit; --out is not needed."})
    private boolean bench;

    @Mixin
    private ExperimentOptions options;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        if (bench) {
            TenderBench.run(System.out);
            return 0;
        }
        TenderSettings settings = settings();
        Path out = options.out();
        long startNanos = System.nanoTime();
        ProgressLines progress = options.progress();
        TenderExperiment.Results results = new TenderExperiment(settings, progress.steps(settings.lambdas().size(),
                true, ProgressLines.printing(stderr))).run();
        double wallSeconds = (System.nanoTime() - startNanos) / 1e9;
        TenderOutput.write(out, settings, results, options.plots(), wallSeconds);
        for (int lambda : List.of(4, 7)) {
            if (results.byLambda().containsKey(lambda)) {
                stdout.printf(Locale.ROOT, "λ = %d: rejected externals ECO1 %.1f %%, RR %.1f %%%n", lambda,
                        results.get(lambda, Series.ECO1, TenderMeasure.REJECTED).mean(),
                        results.get(lambda, Series.RR, TenderMeasure.REJECTED).mean());
            }
        }
        stdout.printf(Locale.ROOT, "simulated in %.1f s; wrote %s (report.md, fig1a-fig2c plots, summary.json)%n",
                wallSeconds, out);
        stdout.flush();
        return 0;
    }

    /** The options as settings; a bad value throws, naming its option (exit 1; a bad seed: exit 2). */
    private TenderSettings settings() {
        long masterSeed = options.seed();
        double roundLength = parse("--round", round, Double::parseDouble);
        if (!(roundLength >= 0 && roundLength <= TenderSettings.MAXIMUM_ROUND)) {
            throw new IllegalArgumentException("--round must be a number of time units in [0, "
                    + TenderSettings.MAXIMUM_ROUND + "], got '" + round + "'");
        }
        TenderSettings defaults = TenderSettings.of(quick, masterSeed, roundLength);
        List<Integer> rates = lambdas == null ? defaults.lambdas() : Arrays.stream(lambdas.split(",", -1))
                .map(text -> parse("--lambda", text.strip(), Integer::parseInt)).sorted().distinct().toList();
        if (rates.isEmpty() || rates.stream().anyMatch(rate -> rate < 1 || rate > TenderSettings.MAXIMUM_LAMBDA)) {
            throw new IllegalArgumentException("--lambda must list whole numbers 1.." + TenderSettings.MAXIMUM_LAMBDA
                    + ", got '" + lambdas + "'");
        }
        int runs = seeds == null ? defaults.seeds() : parse("--seeds", seeds, Integer::parseInt);
        if (runs < 1 || runs > TenderSettings.MAXIMUM_SEEDS) {
            throw new IllegalArgumentException("--seeds must be 1.." + TenderSettings.MAXIMUM_SEEDS + ", got '"
                    + seeds + "'");
        }
        return new TenderSettings(rates, runs, masterSeed, roundLength, quick);
    }

    private static <T> T parse(String option, String text, Function<String, T> parser) {
        try {
            return parser.apply(text);
        } catch (NumberFormatException failure) {
            throw new IllegalArgumentException(option + " must be a number, got '" + text + "'");
        }
    }
}
