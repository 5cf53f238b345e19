package org.gridmarket.sim.allocation;

import static org.gridmarket.sim.Markdown.fixed;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoublePredicate;
import org.gridmarket.sim.Markdown;
import org.gridmarket.sim.PaperHeadline;

/** report.md: each of seed 002 §5's tables with ours beside the paper's, as "ours (paper)" cells. */
final class AllocationReport {

    private AllocationReport() {
    }

    static void write(Path file, AllocationExperiment.Results results, double wallSeconds) {
        AllocationSettings settings = results.settings();
        Markdown markdown = new Markdown().heading(1, "Seed 002 §5 — processor allocation on heterogeneous sites")
                .paragraph(String.format(Locale.ROOT, "Seed %d%s; %d speed vectors per SH > 0; %,d replays "
                        + "(%,d run now in %.1f s, %.1f replays/s); %.1f s in all. Cells read \"ours (paper)\"; "
                        + "TNPIR in %%. Fixed thresholds: TI %s, TAI %s, TAI2 %s.", settings.seed(), settings.quick() ? ", --quick (a smoke test)" : "",
                        settings.vectors(), results.outcomes().size(), results.replaysRun(), results.sweepSeconds(),
                        results.replaysPerSecond(), wallSeconds, pair(settings, "TI", "0.05/2"),
                        pair(settings, "TAI", "0.05/1.5"), pair(settings, "TAI2", "0.05/1")));
        markdown.heading(2, "Verdicts");
        PaperHeadline.toMarkdown(markdown, AllocationHeadlines.of(results));
        log(markdown, results);
        speeds(markdown, results);
        tnpir(markdown, results, "Table 11 — TNPIR per RC (Eq. 23)", sl -> true, true);
        tnpir(markdown, results, "Table 11 over SL ≤ 3 only (the paper prints none)", sl -> sl <= 3, false);
        lublin(markdown, results);
        if (settings.thresholdPairs()) {
            AllocationReportThresholds.write(markdown, results);
        } else {
            markdown.paragraph("Tables 10 and 13–15 need the 20 threshold pairs: not run with --quick.");
        }
        markdown.write(file);
    }

    private static void log(Markdown markdown, AllocationExperiment.Results results) {
        markdown.heading(2, "Table 5 — the log (" + results.log().source() + ", records that ran)");
        List<List<String>> rows = new ArrayList<>();
        List<AllocationLog.QueueStatistics> table5 = results.log().table5();
        for (int index = 0; index < table5.size(); index++) {
            AllocationLog.QueueStatistics row = table5.get(index);
            int paper = index < 5 ? AllocationPaperValues.TABLE_5_JOBS.get(index) : AllocationPaperValues.TABLE_5_TOTAL;
            rows.add(List.of(row.label(), row.jobs() + " (" + paper + ")", Long.toString(row.maximumRuntimeSeconds()),
                    fixed(row.meanRuntimeSeconds(), 2), Integer.toString(row.maximumProcessors()),
                    fixed(row.meanProcessors(), 2)));
        }
        markdown.table(List.of("queue → site", "jobs", "max runtime (s)", "mean runtime (s)", "max NRP", "mean NRP"),
                rows).paragraph(results.log().malformedLines().size() + " malformed lines in the log.");
        markdown.heading(2, "Table 8 — jobs after RC splitting (Eq. 20)");
        markdown.table(List.of("RC", "jobs", "max NRP", "mean NRP"), results.table8().stream().map(row -> List.of(
                row.rcPercent() + " %", row.jobs() + " (" + AllocationPaperValues.TABLE_8_JOBS.get(row.rcPercent())
                        + ")", Integer.toString(row.maximumProcessors()), fixed(row.meanProcessors(), 2) + " ("
                        + AllocationPaperValues.TABLE_8_MEAN_PROCESSORS.get(row.rcPercent()) + ")")).toList());
    }

    private static void speeds(Markdown markdown, AllocationExperiment.Results results) {
        markdown.heading(2, "Speed vectors (Eq. 18–19) and §5.1's queue-length check");
        List<List<String>> rows = new ArrayList<>();
        for (SpeedStatistics speed : results.speeds()) {
            int index = AllocationSettings.TABLE_7_SH.indexOf(speed.sh()) - 1;
            rows.add(List.of(AllocationSettings.text(speed.sh()), Integer.toString(speed.vectors()),
                    fixed(speed.meanSpeedRatio(), 2) + (index >= 0 ? " (" + AllocationPaperValues.SPEED_RATIO
                            .get(index) + ")" : ""), fixed(speed.meanShAboutOne(), 4),
                    fixed(speed.meanShAboutMean(), 4)));
        }
        markdown.table(List.of("SH", "vectors", "fastest / slowest", "SH about 1 (Eq. 19)", "SH about mean (Eq. 3)"),
                rows);
        List<List<String>> queue = new ArrayList<>();
        queueRows(queue, "log SL", results.tables().queueLengthBfHomogeneous(ReplayKey.LOG),
                AllocationSettings.TABLE_7_SL, AllocationPaperValues.QUEUE_LENGTH_LOG);
        queueRows(queue, "Lublin99 aarr", results.tables().queueLengthBfHomogeneous(ReplayKey.LUBLIN99),
                AllocationSettings.TABLE_9_AARR, AllocationPaperValues.QUEUE_LENGTH_LUBLIN99);
        markdown.table(List.of("BF, SH 0, RC 100 %", "mean |WQ| over events (paper)"), queue);
    }

    private static void queueRows(List<List<String>> rows, String label, Map<Double, Double> ours,
            List<Double> paperKeys, List<Double> paper) {
        ours.forEach((key, value) -> rows.add(List.of(label + " " + AllocationSettings.text(key),
                fixed(value, 1) + " (" + paper.get(paperKeys.indexOf(key)) + ")")));
    }

    private static void tnpir(Markdown markdown, AllocationExperiment.Results results, String title,
            DoublePredicate slFilter, boolean withPaper) {
        markdown.heading(2, title);
        List<String> header = new ArrayList<>(List.of("RC"));
        header.addAll(AllocationSettings.METHODS);
        List<List<String>> rows = new ArrayList<>();
        double[] totals = new double[AllocationSettings.METHODS.size()];
        List<Integer> rcs = results.settings().rcPercents();
        for (int rc : rcs) {
            Map<String, Double> ours = results.tables().tnpir(ReplayKey.LOG, rc, slFilter);
            List<String> row = new ArrayList<>(List.of(rc + " %"));
            for (int index = 0; index < totals.length; index++) {
                String method = AllocationSettings.METHODS.get(index);
                totals[index] += ours.get(method);
                row.add(cell(ours.get(method), withPaper ? AllocationPaperValues.TABLE_11.get(method)
                        .get(ResourceConfiguration.TABLE_7_PERCENTS.indexOf(rc)) : null));
            }
            rows.add(row);
        }
        List<String> total = new ArrayList<>(List.of("total"));
        for (int index = 0; index < totals.length; index++) {
            boolean comparable = withPaper && rcs.size() == ResourceConfiguration.TABLE_7_PERCENTS.size();
            total.add(cell(totals[index], comparable ? AllocationPaperValues.TABLE_11
                    .get(AllocationSettings.METHODS.get(index)).get(4) : null));
        }
        rows.add(total);
        markdown.table(header, rows);
        if (withPaper) {
            Map<String, Double> alternative = new LinkedHashMap<>();
            for (int rc : rcs) {
                results.tables().tnpirOfVectorNpir(ReplayKey.LOG, rc).forEach((method, value) ->
                        alternative.merge(method, value, Double::sum));
            }
            markdown.paragraph("Ambiguity 4, NPIR per vector then averaged, total over the RCs that ran: "
                    + String.join(", ", alternative.entrySet().stream().map(entry -> entry.getKey() + " "
                            + fixed(entry.getValue(), 0)).toList()) + ".");
        }
    }

    private static void lublin(Markdown markdown, AllocationExperiment.Results results) {
        markdown.heading(2, "Table 12 — workload models (SL = aarr ∈ " + results.settings().lublinArrivalShapes() + ")");
        List<String> header = new ArrayList<>(List.of("model"));
        header.addAll(AllocationSettings.METHODS);
        Map<String, Double> ours = results.tables().tnpir(ReplayKey.LUBLIN99, 100, sl -> true);
        List<String> lublin = new ArrayList<>(List.of("Lublin99"));
        List<String> feitelson = new ArrayList<>(List.of("Feitelson96 (not available here)"));
        for (int index = 0; index < AllocationSettings.METHODS.size(); index++) {
            lublin.add(cell(ours.get(AllocationSettings.METHODS.get(index)),
                    AllocationPaperValues.TABLE_12_LUBLIN99.get(index)));
            feitelson.add("— (" + AllocationPaperValues.TABLE_12_FEITELSON96.get(index) + ")");
        }
        markdown.table(header, List.of(lublin, feitelson)).paragraph("Feitelson96 is not in this repository (no "
                + "model description or generator under ../shared/models): its row is the paper's only.");
    }

    private static String pair(AllocationSettings settings, String method, String paper) {
        String chosen = settings.fixedThresholds().getOrDefault(method, paper);
        return "(" + chosen.replace("/", ", ") + ")" + (chosen.equals(paper) ? "" : " (paper's: (" + paper.replace("/",
                ", ") + "))");
    }

    /** "ours (paper)", or ours alone when the paper has no comparable number. */
    static String cell(double ours, Integer paper) {
        return fixed(ours, 0) + (paper == null ? "" : " (" + paper + ")");
    }
}
