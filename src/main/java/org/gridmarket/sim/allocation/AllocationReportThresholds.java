package org.gridmarket.sim.allocation;

import static org.gridmarket.sim.allocation.AllocationReport.cell;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.sim.Markdown;

/** report.md's Tables 10 and 13–15: the threshold pairs (§5.2, §5.4) and NPIR's spread. */
final class AllocationReportThresholds {

    private AllocationReportThresholds() {
    }

    static void write(Markdown markdown, AllocationExperiment.Results results) {
        AllocationTables tables = results.tables();
        markdown.heading(2, "Table 10 — TNPIR of each threshold pair (Eq. 21–22, RC 100 %)");
        List<String> header = new ArrayList<>(List.of("method"));
        List<List<String>> rows = new ArrayList<>();
        for (String method : AllocationSettings.THRESHOLD_METHODS) {
            Map<String, Double> ours = tables.thresholdTnpir(method);
            if (header.size() == 1) {
                ours.keySet().forEach(pair -> header.add("(" + pair + ")"));
            }
            List<String> row = new ArrayList<>(List.of(method));
            List<Integer> paper = AllocationPaperValues.TABLE_10.get(method);
            int index = 0;
            String best = null;
            for (Map.Entry<String, Double> entry : ours.entrySet()) {
                row.add(cell(entry.getValue(), paper.get(index++)));
                if (best == null || entry.getValue() > ours.get(best)) {
                    best = entry.getKey();
                }
            }
            rows.add(row);
            markdown.paragraph(method + ": our best pair (" + best + "); the paper's "
                    + Map.of("TI", "(0.05, 2)", "TAI", "(0.05, 1.5)", "TAI2", "(0.05, 1)").get(method) + ".");
        }
        markdown.table(header, rows);

        markdown.heading(2, "Table 13 — standard deviation of NPIR over the settings");
        List<List<String>> sigma = new ArrayList<>();
        for (String method : List.of("AI2", "TAI2")) {
            List<String> row = new ArrayList<>(List.of(method));
            List<Double> paper = AllocationPaperValues.TABLE_13.get(method);
            for (int rc : results.settings().rcPercents()) {
                row.add(Markdown.fixed(tables.npirDeviation(ReplayKey.LOG, rc).get(method), 3) + " ("
                        + paper.get(ResourceConfiguration.TABLE_7_PERCENTS.indexOf(rc)) + ")");
            }
            row.add(Markdown.fixed(tables.npirDeviation(ReplayKey.LUBLIN99, 100).get(method), 3) + " ("
                    + paper.get(5) + ")");
            sigma.add(row);
        }
        List<String> sigmaHeader = new ArrayList<>(List.of("method"));
        results.settings().rcPercents().forEach(rc -> sigmaHeader.add("log RC " + rc + " %"));
        sigmaHeader.add("Lublin99");
        markdown.table(sigmaHeader, sigma);

        markdown.heading(2, "Tables 14–15 — best of the 20 pairs per setting (§5.4, vector 1 of each SH)");
        List<String> dynamicHeader = new ArrayList<>(List.of("workload"));
        List<List<String>> dynamic = new ArrayList<>();
        Map<String, Double> totals = new LinkedHashMap<>();
        for (int rc : results.settings().rcPercents()) {
            Map<String, Double> ours = tables.dynamicTnpir(ReplayKey.LOG, rc);
            if (dynamicHeader.size() == 1) {
                dynamicHeader.addAll(ours.keySet());
            }
            List<String> row = new ArrayList<>(List.of("log RC " + rc + " %"));
            ours.forEach((method, value) -> {
                row.add(cell(value, AllocationPaperValues.TABLE_14.get(method)
                        .get(ResourceConfiguration.TABLE_7_PERCENTS.indexOf(rc))));
                totals.merge(method, value, Double::sum);
            });
            dynamic.add(row);
        }
        List<String> total = new ArrayList<>(List.of("log total"));
        boolean allRcs = results.settings().rcPercents().size() == ResourceConfiguration.TABLE_7_PERCENTS.size();
        totals.forEach((method, value) -> total.add(cell(value, allRcs ? AllocationPaperValues.TABLE_14.get(method)
                .get(4) : null)));
        dynamic.add(total);
        List<String> lublin = new ArrayList<>(List.of("Lublin99"));
        int index = 0;
        for (double value : tables.dynamicTnpir(ReplayKey.LUBLIN99, 100).values()) {
            lublin.add(cell(value, AllocationPaperValues.TABLE_15_LUBLIN99.get(index++)));
        }
        dynamic.add(lublin);
        markdown.table(dynamicHeader, dynamic);
    }
}
