package org.gridmarket.sim.gridfederation;

import static org.gridmarket.sim.Markdown.fixed;
import static org.gridmarket.sim.Markdown.scientific;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.function.ToDoubleFunction;
import org.gridmarket.sim.CsvFiles;
import org.gridmarket.sim.Markdown;

/**
 * Experiments 4 and 5 (seed 004 §4.5–4.6, §4.7.4–4.7.5): the protocol's messages (negotiate, reply, job
 * submission, job completion; directory queries apart) per GFA against the population profile (Fig. 9) and
 * per job and per GFA against the system size (Figs. 10–11).
 */
final class MessageReport {

    private MessageReport() {
    }

    /** Experiment 4: local, remote and total messages per GFA against the profile. */
    static void writeByProfile(Path directory, SortedMap<Integer, RunResult> byProfile, Markdown report,
            FederationCharts charts) {
        report.heading(2, "Experiment 4 — messages per GFA against the population profile (Fig. 9)");
        report.paragraph("A message about a job counts as *local* at its origin GFA and as *remote* at the other "
                + "GFA; scheduling on the origin's own site costs none. Cells are *local / remote* messages.");
        List<String> header = new ArrayList<>(List.of("resource"));
        byProfile.keySet().forEach(oft -> header.add("OFT " + oft + "%"));
        List<List<String>> rows = new ArrayList<>();
        RunResult first = byProfile.get(byProfile.firstKey());
        for (int index = 0; index < first.sites().size(); index++) {
            int site = index;
            List<String> row = new ArrayList<>(List.of(first.sites().get(site).name()));
            byProfile.values().forEach(run -> row.add(run.sites().get(site).localMessages() + " / "
                    + run.sites().get(site).remoteMessages()));
            rows.add(row);
        }
        report.table(header, rows);
        RunResult ofc = first;
        RunResult oft = byProfile.get(byProfile.lastKey());
        SiteResult ofcMostRemote = mostRemote(ofc);
        SiteResult oftMostRemote = mostRemote(oft);
        report.keyValues(List.of(
                List.of("most remote messages, all OFC", "LANL Origin, " + scientific(
                        PaperValues.LANL_ORIGIN_REMOTE_MESSAGES_OFC) + ", then LANL CM5",
                        ofcMostRemote.name() + ", " + scientific(ofcMostRemote.remoteMessages())),
                List.of("most remote messages, all OFT", "NASA iPSC, then SDSC SP2",
                        oftMostRemote.name() + ", " + scientific(oftMostRemote.remoteMessages())),
                List.of("total messages, all OFT vs all OFC", scientific(PaperValues.TOTAL_MESSAGES_OFT) + " vs "
                        + scientific(PaperValues.TOTAL_MESSAGES_OFC),
                        scientific(oft.totalMessages()) + " vs " + scientific(ofc.totalMessages()))));
        List<List<Object>> csv = new ArrayList<>();
        byProfile.forEach((percent, run) -> run.sites().forEach(site -> csv.add(List.of(percent, site.name(),
                site.localMessages(), site.remoteMessages(), site.totalMessages()))));
        CsvFiles.write(directory.resolve("messages-by-profile.csv"), List.of("oft_pct", "resource",
                "local_messages", "remote_messages", "total_messages"), csv);
        charts.perSiteByProfile(directory, "fig9a-remote-messages", "Fig. 9(a): remote messages", "messages",
                byProfile, site -> site.remoteMessages());
        charts.perSiteByProfile(directory, "fig9b-local-messages", "Fig. 9(b): local messages", "messages",
                byProfile, site -> site.localMessages());
        charts.perSiteByProfile(directory, "fig9c-total-messages", "Fig. 9(c): total messages", "messages",
                byProfile, site -> site.totalMessages());
    }

    /** Experiment 5: messages per job and per GFA against the number of GFAs. */
    static void writeBySize(Path directory, SortedMap<Integer, SortedMap<Integer, RunResult>> bySize,
            Markdown report, FederationCharts charts) {
        report.heading(2, "Experiment 5 — messages against system size (Figs. 10–11)");
        report.paragraph("Table 2 replicated: GFA k is replica ⌊k/8⌋ of row k mod 8, and replica j replays the "
                + "j-th two-day window after its resource's first one (LANL Origin\\* replicas: later windows "
                + "of the same Lublin99 stream). Cells are mean messages *per job / per GFA*.");
        List<String> header = new ArrayList<>(List.of("GFAs", "jobs"));
        bySize.get(bySize.firstKey()).keySet().forEach(oft -> header.add("OFT " + oft + "%"));
        List<List<String>> rows = new ArrayList<>();
        bySize.forEach((size, runs) -> {
            List<String> row = new ArrayList<>(List.of(Integer.toString(size),
                    Long.toString(runs.get(runs.firstKey()).jobs())));
            runs.values().forEach(run -> row.add(fixed(run.messagesPerJob().mean(), 2) + " / "
                    + fixed(run.messagesPerGfa().mean(), 0)));
            rows.add(row);
        });
        report.table(header, rows);
        report.keyValues(List.of(
                sizeRow(bySize, 10, "per job", "%.2f", PaperValues.MESSAGES_PER_JOB_10_OFC,
                        PaperValues.MESSAGES_PER_JOB_10_OFT, run -> run.messagesPerJob().mean()),
                sizeRow(bySize, 50, "per job", "%.2f", PaperValues.MESSAGES_PER_JOB_50_OFC,
                        PaperValues.MESSAGES_PER_JOB_50_OFT, run -> run.messagesPerJob().mean()),
                sizeRow(bySize, 10, "per GFA", "%.3e", PaperValues.MESSAGES_PER_GFA_10_OFC,
                        PaperValues.MESSAGES_PER_GFA_10_OFT, run -> run.messagesPerGfa().mean()),
                sizeRow(bySize, 40, "per GFA", "%.3e", PaperValues.MESSAGES_PER_GFA_40_OFC,
                        PaperValues.MESSAGES_PER_GFA_40_OFT, run -> run.messagesPerGfa().mean())));
        csvBySize(directory, bySize);
        figures10And11(directory, bySize, charts);
    }

    private static List<String> sizeRow(SortedMap<Integer, SortedMap<Integer, RunResult>> bySize, int size,
            String what, String format, double paperOfc, double paperOft, ToDoubleFunction<RunResult> metric) {
        String paper = String.format(Locale.ROOT, format + " / " + format, paperOfc, paperOft);
        SortedMap<Integer, RunResult> runs = bySize.get(size);
        String ours = runs == null ? "not run" : String.format(Locale.ROOT, format + " / " + format,
                metric.applyAsDouble(runs.get(runs.firstKey())), metric.applyAsDouble(runs.get(runs.lastKey())));
        return List.of("mean messages " + what + " at " + size + " GFAs, all OFC / all OFT", paper, ours);
    }

    private static void csvBySize(Path directory, SortedMap<Integer, SortedMap<Integer, RunResult>> bySize) {
        List<List<Object>> rows = new ArrayList<>();
        bySize.forEach((size, runs) -> runs.forEach((oft, run) -> rows.add(List.of(size, oft, run.jobs(),
                run.messagesPerJob().minimum(), run.messagesPerJob().mean(), run.messagesPerJob().maximum(),
                run.messagesPerGfa().minimum(), run.messagesPerGfa().mean(), run.messagesPerGfa().maximum(),
                run.meanAcceptedPercent(), run.perJobAcceptedPercent()))));
        CsvFiles.write(directory.resolve("messages-by-size.csv"), List.of("gfas", "oft_pct", "jobs",
                "messages_per_job_min", "messages_per_job_mean", "messages_per_job_max", "messages_per_gfa_min",
                "messages_per_gfa_mean", "messages_per_gfa_max", "accepted_pct", "accepted_pct_per_job"), rows);
    }

    private static void figures10And11(Path directory, SortedMap<Integer, SortedMap<Integer, RunResult>> bySize,
            FederationCharts charts) {
        String[] parts = {"a", "b", "c"};
        String[] names = {"min", "average", "max"};
        List<ToDoubleFunction<Spread>> statistics = List.of(spread -> spread.minimum(), Spread::mean,
                spread -> spread.maximum());
        for (int index = 0; index < parts.length; index++) {
            ToDoubleFunction<Spread> statistic = statistics.get(index);
            charts.perProfileBySize(directory.resolve("fig10" + parts[index] + "-messages-per-job"),
                    "Fig. 10(" + parts[index] + "): " + names[index] + " messages per job", "messages", bySize,
                    run -> statistic.applyAsDouble(run.messagesPerJob()));
            charts.perProfileBySize(directory.resolve("fig11" + parts[index] + "-messages-per-gfa"),
                    "Fig. 11(" + parts[index] + "): " + names[index] + " messages per GFA", "messages", bySize,
                    run -> statistic.applyAsDouble(run.messagesPerGfa()));
        }
    }

    private static SiteResult mostRemote(RunResult run) {
        return run.sites().stream().max(Comparator.comparingLong(SiteResult::remoteMessages)).orElseThrow();
    }
}
