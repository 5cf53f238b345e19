package org.gridmarket.sim.gridfederation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import org.gridmarket.sim.PaperHeadline;

/**
 * Seed 004's headlines beside ours, each judged by {@link org.gridmarket.sim.Verdict}: §4.2–4.3's acceptance
 * (Tables 3–4, per job: accepted jobs ÷ all jobs), and §4.6's messages per job (Fig. 10) at 10 GFAs between all
 * OFC and all OFT users, and from 10 to 50 GFAs. A headline whose runs were not made is left out.
 */
public final class FederationHeadlines {

    private static final String QUICK_NOTE = "quick run: half-day windows, not the paper's two days";

    private FederationHeadlines() {
    }

    public static List<PaperHeadline> of(ExperimentSettings settings, ExperimentResults results) {
        String note = settings.quick() ? QUICK_NOTE : "";
        List<PaperHeadline> headlines = new ArrayList<>();
        if (results.independent() != null && results.withoutEconomy() != null) {
            double before = results.independent().perJobAcceptedPercent();
            double after = results.withoutEconomy().perJobAcceptedPercent();
            headlines.add(change("acceptance, independent resources → federation (Tables 3-4)", "per job",
                    PaperValues.ACCEPTED_PERCENT_INDEPENDENT, PaperValues.ACCEPTED_PERCENT_FEDERATED, before, after,
                    "%", "points", note));
        }
        SortedMap<Integer, SortedMap<Integer, RunResult>> bySize = results.bySize();
        if (bySize.containsKey(10)) {
            SortedMap<Integer, RunResult> runs = bySize.get(10);
            headlines.add(change("messages at 10 GFAs, all OFC → all OFT (Fig. 10)", "per job, mean",
                    PaperValues.MESSAGES_PER_JOB_10_OFC, PaperValues.MESSAGES_PER_JOB_10_OFT,
                    perJob(runs.get(runs.firstKey())), perJob(runs.get(runs.lastKey())), "", "messages", note));
        }
        if (bySize.containsKey(10) && bySize.containsKey(50)) {
            SortedMap<Integer, RunResult> small = bySize.get(10);
            SortedMap<Integer, RunResult> large = bySize.get(50);
            headlines.add(change("messages, 10 → 50 GFAs, all OFC (Fig. 10)", "per job, mean",
                    PaperValues.MESSAGES_PER_JOB_10_OFC, PaperValues.MESSAGES_PER_JOB_50_OFC,
                    perJob(small.get(small.firstKey())), perJob(large.get(large.firstKey())), "", "messages", note));
            headlines.add(change("messages, 10 → 50 GFAs, all OFT (Fig. 10)", "per job, mean",
                    PaperValues.MESSAGES_PER_JOB_10_OFT, PaperValues.MESSAGES_PER_JOB_50_OFT,
                    perJob(small.get(small.lastKey())), perJob(large.get(large.lastKey())), "", "messages", note));
        }
        return headlines;
    }

    private static double perJob(RunResult run) {
        return run.messagesPerJob().mean();
    }

    /** A before → after headline; the effect is after − before in {@code effectUnit}. */
    private static PaperHeadline change(String name, String basis, double paperBefore, double paperAfter,
            double oursBefore, double oursAfter, String valueUnit, String effectUnit, String note) {
        return PaperHeadline.judge(name, basis, arrow(paperBefore, paperAfter, valueUnit),
                arrow(oursBefore, oursAfter, valueUnit), paperAfter - paperBefore, oursAfter - oursBefore,
                effectUnit, 0, note);
    }

    private static String arrow(double before, double after, String unit) {
        String text = String.format(Locale.ROOT, "%.2f → %.2f", before, after);
        return unit.isEmpty() ? text : text + " " + unit;
    }
}
