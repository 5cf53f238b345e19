package org.gridmarket.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridmarket.sim.ProgressListener;

/**
 * The hidden {@code --progress-lines} output (issue 35 A2): {@code progress <fraction>} lines on standard output, a
 * number in [0, 1] that only grows, for the service that runs an experiment as a child process and reads its
 * progress. The experiments already report their steps as text lines on standard error; these turn those steps
 * into fractions: a known number of steps, a {@code [done/total]} prefix, or a replay counter.
 */
final class ProgressLines {
    private static final Pattern COUNTED = Pattern.compile("^\\[(\\d+)/(\\d+)]");

    private final PrintWriter out;
    private double last = -1;

    ProgressLines(PrintWriter out) {
        this.out = out;
    }

    /** Prints {@code progress <fraction>} when it grew. */
    synchronized void report(double fraction) {
        double bounded = Math.min(1, Math.max(0, fraction));
        if (bounded <= last) {
            return;
        }
        last = bounded;
        out.printf(Locale.ROOT, "progress %.4f%n", bounded);
        out.flush();
    }

    /**
     * Passes each step line on to {@code log} and reports the share of {@code steps} done: {@code finishedSteps}
     * says whether a line marks a step done (true) or begun (false, so the line before it is the one done).
     */
    Consumer<String> steps(int steps, boolean finishedSteps, Consumer<String> log) {
        int[] seen = {0};
        return line -> {
            log.accept(line);
            seen[0]++;
            report((double) (finishedSteps ? seen[0] : seen[0] - 1) / Math.max(1, steps));
        };
    }

    /** Passes each line on to {@code log} and reports a leading {@code [done/total]} as a fraction. */
    Consumer<String> counted(Consumer<String> log) {
        return line -> {
            log.accept(line);
            Matcher matcher = COUNTED.matcher(line);
            if (matcher.find()) {
                long total = Long.parseLong(matcher.group(2));
                report(total == 0 ? 1 : (double) Long.parseLong(matcher.group(1)) / total);
            }
        };
    }

    /** Reports a replay counter, and passes it on to {@code inner}. */
    ProgressListener listener(ProgressListener inner) {
        return (done, total) -> {
            inner.progressed(done, total);
            report(total == 0 ? 1 : (double) done / total);
        };
    }

    /** Text lines on {@code err}, as the commands print their steps. */
    static Consumer<String> printing(PrintWriter err) {
        return line -> {
            err.println(line);
            err.flush();
        };
    }
}
