package org.gridmarket.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridmarket.core.metrics.MetricsSummary;
import org.gridmarket.sim.SimulationResult;

/** Prints the per-site and overall numbers as a fixed-width table. */
final class SummaryTable {

    private static final String FORMAT = "%-20s %6s %8s %9s %7s %8s %7s %12s %12s %12s %8s %12s%n";

    private SummaryTable() {
    }

    static void print(PrintWriter out, SimulationResult result) {
        out.printf(Locale.ROOT, FORMAT, "site", "procs", "jobs", "completed", "killed", "rejected", "util", "ART s",
                "AWRT s", "wait s", "BSLD", "makespan s");
        List<MetricsSummary> rows = new ArrayList<>(result.siteSummaries());
        if (rows.size() > 1) {
            rows.add(result.overall());
        }
        for (MetricsSummary row : rows) {
            out.printf(Locale.ROOT, FORMAT, row.scope(), row.processors(), row.jobs(), row.completed(), row.killed(),
                    row.rejected(), String.format(Locale.ROOT, "%.4f", row.utilisation()),
                    String.format(Locale.ROOT, "%.1f", row.averageResponseTimeSeconds()),
                    String.format(Locale.ROOT, "%.1f", row.averageWeightedResponseTimeSeconds()),
                    String.format(Locale.ROOT, "%.1f", row.averageWaitSeconds()),
                    String.format(Locale.ROOT, "%.2f", row.averageBoundedSlowdown()), row.makespanSeconds());
        }
        out.flush();
    }
}
