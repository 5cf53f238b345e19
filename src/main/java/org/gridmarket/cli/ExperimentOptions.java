package org.gridmarket.cli;

import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options every {@code experiment} command takes alike, as a picocli {@code @Mixin}: the master seed, the
 * output directory and whether to draw the plots. Each is read and checked here once: a seed that is not a whole
 * number, or no {@code --out}, is a usage error naming the option (exit 2) before anything is written. What
 * {@code --quick} runs differs per paper, so each command declares that option itself.
 */
final class ExperimentOptions {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = {"Master seed of every random stream. Default: ${DEFAULT-VALUE}."})
    private String seed;

    @Option(names = "--out", paramLabel = "DIR",
            description = {"Directory for the report, CSVs, plots and summary.json; created if missing. Required."})
    private Path out;

    @Option(names = "--no-plots", description = {"Skip the PNG/SVG plots (reports, CSVs and summary.json are still "
            + "written)."})
    private boolean noPlots;

    @Option(names = "--progress-lines", hidden = true, description = {"Print 'progress <fraction>' lines on "
            + "standard output (for the service, which runs experiments as child processes)."})
    private boolean progressLines;

    /** {@code --seed} as a number. */
    long seed() {
        try {
            return Long.parseLong(seed.strip());
        } catch (NumberFormatException failure) {
            throw new ParameterException(command.commandLine(), "--seed must be a whole number, got '" + seed + "'");
        }
    }

    /** {@code --out}, which every run needs (only {@code experiment tender --bench} writes nothing). */
    Path out() {
        if (out == null) {
            throw new ParameterException(command.commandLine(), "Missing required option: '--out=DIR'");
        }
        return out;
    }

    boolean plots() {
        return !noPlots;
    }

    /** {@code --progress-lines} reporting on standard output, or nothing printed without the option. */
    ProgressLines progress() {
        java.io.PrintWriter target = progressLines ? command.commandLine().getOut()
                : new java.io.PrintWriter(java.io.OutputStream.nullOutputStream());
        return new ProgressLines(target);
    }
}
