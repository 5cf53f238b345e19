package org.gridmarket.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridmarket.sim.preemption.ExampleRun;
import org.gridmarket.sim.preemption.PreemptionMeasure;
import org.gridmarket.sim.preemption.PreemptionExperiment;
import org.gridmarket.sim.preemption.PreemptionOutput;
import org.gridmarket.sim.preemption.PreemptionSettings;
import org.gridmarket.sim.preemption.Sweep;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code experiment preemption}: seed 001 §7.3's simulation study (NOP, MOV, MLIP, MOML over three sweeps of the
 * request mix) and §8.3's example. Numeric options are read as text here so that a bad value exits 2 with a message
 * naming the option (issue 21: "bad values → message, exit 2"), before anything is written.
 */
@Command(name = "preemption", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = GridmarketCli.Version.class,
        description = {"Seed 001 (Salehi, Javadi, Buyya — preemption of leases in InterGrid) §7-8: one site of 32 "
                + "single-VM nodes, 3,000 Lublin99 requests adjusted to 4 VMs and 2 hours over 14 days, typed as "
                + "local or external lease types; NOP, MOV, MLIP and MOML over three sweeps (best-effort share, "
                + "deadline-constrained share, local share), 5 seeds per point; Table I's paired t test, Figs. 6-8 "
                + "and §8.3's Table II example. Writes report.md, CSVs, plots and summary.json into --out."})
final class PreemptionCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--quick", description = {"A smoke test, not a reproduction: 3 points per sweep and 1 seed."})
    private boolean quick;

    @Option(names = "--seeds", paramLabel = "N",
            description = {"Seeds (runs) per sweep point, 1..100. Default: 5 (--quick: 1)."})
    private String seeds;

    @Mixin
    private ExperimentOptions options;

    @Override
    public Integer call() {
        PreemptionSettings settings = settings();
        Path out = options.out();
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        long startNanos = System.nanoTime();
        PreemptionExperiment.Results results = new PreemptionExperiment(settings, options.progress()
                .steps(settings.values().size(), true, ProgressLines.printing(stderr))).run();
        List<ExampleRun.Row> example = ExampleRun.run();
        double wallSeconds = (System.nanoTime() - startNanos) / 1e9;
        PreemptionOutput.write(out, settings, results, example, options.plots(), wallSeconds);
        for (Sweep sweep : results.bySweep().keySet()) {
            int point = results.points(sweep).get(results.points(sweep).size() / 2);
            stdout.printf(Locale.ROOT, "%s = %d %%: local rejection NOP %.1f %%, MOML %.1f %%%n", sweep.key(), point,
                    results.get(sweep, point, "NOP", PreemptionMeasure.LOCAL_REJECTION).mean(),
                    results.get(sweep, point, "MOML", PreemptionMeasure.LOCAL_REJECTION).mean());
        }
        stdout.printf(Locale.ROOT, "simulated in %.1f s (selection p99 %.0f µs); wrote %s (report.md, CSVs, plots, "
                + "summary.json)%n", wallSeconds, results.selectionP99Micros(), out);
        stdout.flush();
        return 0;
    }

    /** The options as settings; a bad value is a usage error naming its option (exit 2). */
    private PreemptionSettings settings() {
        Integer runs = null;
        if (seeds != null) {
            try {
                runs = Integer.parseInt(seeds.strip());
            } catch (NumberFormatException failure) {
                runs = -1;
            }
            if (runs < 1 || runs > PreemptionSettings.MAXIMUM_SEEDS) {
                throw new ParameterException(spec.commandLine(), "--seeds must be a whole number 1.."
                        + PreemptionSettings.MAXIMUM_SEEDS + ", got '" + seeds + "'");
            }
        }
        return PreemptionSettings.of(quick, runs, options.seed());
    }
}
