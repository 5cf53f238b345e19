package org.gridmarket.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.gridmarket.sim.PaperHeadline;

/**
 * Prints an experiment's headlines beside the paper's, one verdict line each (the same as summary.json's
 * {@code headlines}): verdict, name, paper, ours and basis, then the reason indented below.
 */
final class HeadlineTable {

    private HeadlineTable() {
    }

    static void print(PrintWriter out, List<PaperHeadline> headlines) {
        for (PaperHeadline headline : headlines) {
            out.printf(Locale.ROOT, "%-15s %s: paper %s, ours %s (%s)%n", headline.verdict().label(),
                    headline.name(), headline.paper(), headline.ours(), headline.basis());
            out.printf(Locale.ROOT, "%15s %s%n", "", headline.reason());
        }
        out.flush();
    }
}
