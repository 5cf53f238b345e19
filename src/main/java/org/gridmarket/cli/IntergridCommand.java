package org.gridmarket.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.gridmarket.sim.intergrid.Headline;
import org.gridmarket.sim.intergrid.IntergridExperiment;
import org.gridmarket.sim.intergrid.IntergridOutput;
import org.gridmarket.sim.intergrid.IntergridSettings;
import org.gridmarket.sim.intergrid.IntergridWorkload;
import org.gridmarket.sim.intergrid.MissingTraceException;
import org.gridmarket.sim.intergrid.SummaryRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code experiment intergrid}: seed 000 §6.4 (issue 23). Numeric options are read as text so that a bad value
 * exits 2 with a message naming the option, before anything is written; a missing trace exits 1 naming it and
 * the directories searched.
 */
@Command(name = "intergrid", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = GridmarketCli.Version.class,
        description = {"Seed 000 (de Assunção, Buyya — InterGrid resource provisioning) §6: DAS-2*, AuverGrid* and "
                + "Grid'5000* (Table 1's clusters; grid users from KTH-SP2, LPC-EGEE compressed 6-fold, SDSC-Par96 + "
                + "SDSC-SP2; local jobs Lublin99 per cluster), providers Eb/Cb/CbM/EbMf publishing every 24/12/6 h, "
                + "gateways under no, fixed-price or price-range contracts. Experiments 1 (Figs. 5-7), 2 (Tables "
                + "2-3), 3 (Table 4) and sensitivity rows; 10 rounds of 2-month windows, mean of 8. Writes "
                + "report.md, rows.csv, rounds.csv, plots and summary.json into --out."})
final class IntergridCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--quick", description = {"A smoke test, not a reproduction: 3 rounds of 6-week windows, 12 h, "
            + "Cb and EbMf, Experiments 1 and 2."})
    private boolean quick;

    @Option(names = "--experiment", defaultValue = "all", paramLabel = "LIST",
            description = {"Comma-separated subset of 1, 2, 3, sensitivity, or all. Default: ${DEFAULT-VALUE}."})
    private String experiment;

    @Option(names = "--rounds", paramLabel = "N",
            description = {"Simulation rounds, 1..100. Default: 10 (--quick: 3)."})
    private String rounds;

    @Option(names = "--threads", defaultValue = "2", paramLabel = "N",
            description = {"Runs in parallel, 1..64; results do not depend on it. Default: ${DEFAULT-VALUE}."})
    private String threads;

    @Mixin
    private TraceOptions traces;

    @Mixin
    private ExperimentOptions options;

    @Override
    public Integer call() {
        IntergridSettings settings = settings();
        Path out = options.out();
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        List<Path> searched = traces.searched();
        long startNanos = System.nanoTime();
        IntergridWorkload workload;
        try {
            workload = IntergridWorkload.load(searched, settings.grids(), settings.windowSeconds(),
                    settings.seed());
        } catch (MissingTraceException missing) {
            stderr.println("error: " + missing.getMessage());
            stderr.flush();
            return GridmarketCli.EXIT_INPUT_ERROR;
        }
        IntergridExperiment.Results results = new IntergridExperiment(settings, workload,
                options.progress().counted(ProgressLines.printing(stderr))).run();
        double wallSeconds = (System.nanoTime() - startNanos) / 1e9;
        IntergridOutput.write(out, settings, workload, results, options.plots(), wallSeconds);
        for (Headline headline : Headline.of(SummaryRow.of(settings, results))) {
            stdout.printf(Locale.ROOT, "%s: ours %.3f, paper %.3f%n", headline.label(), headline.ours(),
                    headline.paper());
        }
        stdout.printf(Locale.ROOT, "conservation %s; simulated in %.1f s; wrote %s (report.md, CSVs, plots, "
                + "summary.json)%n", results.conservation().holds() ? "holds" : "FAILS", wallSeconds, out);
        stdout.flush();
        return results.conservation().holds() ? 0 : GridmarketCli.EXIT_INPUT_ERROR;
    }

    /** The options as settings; a bad value is a usage error naming its option (exit 2). */
    private IntergridSettings settings() {
        Integer roundCount = rounds == null ? null
                : bounded("--rounds", rounds, IntergridSettings.MAXIMUM_ROUNDS);
        int threadCount = bounded("--threads", threads, IntergridSettings.MAXIMUM_THREADS);
        return IntergridSettings.of(quick, roundCount, threadCount, options.seed(), experiments());
    }

    private int bounded(String option, String text, int maximum) {
        int value;
        try {
            value = Integer.parseInt(text.strip());
        } catch (NumberFormatException failure) {
            value = -1;
        }
        if (value < 1 || value > maximum) {
            throw new ParameterException(spec.commandLine(), option + " must be a whole number 1.." + maximum
                    + ", got '" + text + "'");
        }
        return value;
    }

    private Set<String> experiments() {
        Set<String> chosen = new LinkedHashSet<>();
        for (String part : experiment.toLowerCase(Locale.ROOT).split(",")) {
            String value = part.strip();
            if (value.equals("all")) {
                chosen.addAll(IntergridSettings.ALL);
            } else if (IntergridSettings.ALL.contains(value)) {
                chosen.add(value);
            } else {
                throw new ParameterException(spec.commandLine(), "--experiment must be a comma-separated subset "
                        + "of 1, 2, 3, sensitivity or all, got '" + experiment + "'");
            }
        }
        return new ArrayList<>(chosen).isEmpty() ? Set.copyOf(IntergridSettings.ALL) : chosen;
    }
}
