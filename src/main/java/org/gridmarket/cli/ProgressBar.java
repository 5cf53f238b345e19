package org.gridmarket.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.gridmarket.sim.ProgressListener;

/**
 * A text progress bar on standard error, drawn only once a run has lasted more than a second so short runs
 * stay quiet. The command line owns wall time; the core never reads it.
 */
final class ProgressBar implements ProgressListener {

    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final int WIDTH = 40;

    private final PrintWriter out;
    private final long startNanos = System.nanoTime();
    private boolean drawn;
    private long lastPercent = -1;

    ProgressBar(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void progressed(long submittedJobs, long totalJobs) {
        if (System.nanoTime() - startNanos < QUIET_NANOS || totalJobs == 0) {
            return;
        }
        long percent = 100 * submittedJobs / totalJobs;
        if (percent == lastPercent) {
            return;
        }
        lastPercent = percent;
        int filled = (int) (WIDTH * submittedJobs / totalJobs);
        out.printf(Locale.ROOT, "\r[%s%s] %3d%% %,d/%,d jobs", "#".repeat(filled), " ".repeat(WIDTH - filled),
                percent, submittedJobs, totalJobs);
        out.flush();
        drawn = true;
    }

    /** Ends the bar's line if one was drawn. */
    void finish() {
        if (drawn) {
            out.println();
            out.flush();
        }
    }
}
