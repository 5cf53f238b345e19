package org.gridmarket.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.sim.gridfederation.ExperimentOutput;
import org.gridmarket.sim.gridfederation.ExperimentResults;
import org.gridmarket.sim.gridfederation.ExperimentSettings;
import org.gridmarket.sim.gridfederation.FederationWorkload;
import org.gridmarket.sim.gridfederation.GridFederationExperiments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code experiment grid-federation}: seed 004's Experiments 1–5 on the Table 2 federation. */
@Command(name = "grid-federation", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = GridmarketCli.Version.class,
        description = {"Seed 004 (Ranjan, Harwood, Buyya — Grid-Federation) §4: Experiment 1 (independent "
                + "resources, Table 3), 2 (federation without economy, Table 4), 3 (DBC with OFT/OFC population "
                + "profiles, Figs. 4-8), 4 (messages per GFA, Fig. 9) and 5 (messages against system size, "
                + "Figs. 10-11), on two days of seven Parallel Workloads Archive traces (LANL Origin* is a seeded "
                + "Lublin99 substitute). Writes experiment-N/report.md (beside the paper's numbers), CSVs and "
                + "PNG/SVG plots, and summary.json into --out."})
final class GridFederationCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--experiment", defaultValue = "all", paramLabel = "1|2|3|4|5|all",
            description = {"Which experiment to run; 'all' runs the five (3 and 4 share their runs). "
                    + "Default: ${DEFAULT-VALUE}."})
    private String experiment;

    @Option(names = "--quick", description = {"A smoke test, not a reproduction: half-day windows, OFT shares "
            + "0/50/100 %% instead of 0, 10, ..., 100 %%, and system sizes 10 and 20 instead of 10, 20, ..., 50."})
    private boolean quick;

    @Mixin
    private TraceOptions traces;

    @Mixin
    private ExperimentOptions options;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        long seed = options.seed();
        Path out = options.out();
        ExperimentSettings settings = new ExperimentSettings(experiments(), quick, seed);
        Path traceDirectory = traces.directory();
        long startNanos = System.nanoTime();
        FederationWorkload workload = FederationWorkload.load(traceDirectory, settings.replicas(),
                settings.windowSeconds(), new RandomStreams(seed));
        ExperimentResults results = new GridFederationExperiments(settings, workload, options.progress()
                .steps(steps(settings), false, ProgressLines.printing(stderr))).run();
        double wallSeconds = (System.nanoTime() - startNanos) / 1e9;
        ExperimentOutput.write(out, settings, workload, results, options.plots(), wallSeconds);
        if (results.independent() != null) {
            stdout.printf(Locale.ROOT, "acceptance per job: independent %.2f %%",
                    results.independent().perJobAcceptedPercent());
            if (results.withoutEconomy() != null) {
                stdout.printf(Locale.ROOT, ", federation %.2f %%", results.withoutEconomy().perJobAcceptedPercent());
            }
            stdout.println(" (paper, per job: 90.30 % → 98.61 %)");
        }
        stdout.printf(Locale.ROOT, "simulated in %.1f s; wrote %s (experiment-N/report.md, CSVs, plots, "
                + "summary.json)%n", wallSeconds, out);
        stdout.flush();
        return 0;
    }

    /** The step lines {@link GridFederationExperiments#run} prints for {@code settings}, one before each run. */
    private static int steps(ExperimentSettings settings) {
        int profiles = settings.oftPercentages().size();
        return (settings.runs(1) || settings.runs(2) ? 1 : 0) + (settings.runs(2) ? 1 : 0)
                + (settings.runs(3) || settings.runs(4) ? profiles : 0)
                + (settings.runs(5) ? settings.systemSizes().size() * profiles : 0);
    }

    private Set<Integer> experiments() {
        String value = experiment.toLowerCase(Locale.ROOT);
        if (value.equals("all")) {
            return ExperimentSettings.ALL;
        }
        if (value.matches("[1-5]")) {
            return Set.of(Integer.parseInt(value));
        }
        throw new ParameterException(spec.commandLine(), "--experiment must be 1, 2, 3, 4, 5 or all, got '"
                + experiment + "'");
    }
}
