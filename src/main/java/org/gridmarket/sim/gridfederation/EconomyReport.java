package org.gridmarket.sim.gridfederation;

import static org.gridmarket.sim.Markdown.fixed;
import static org.gridmarket.sim.Markdown.scientific;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.function.ToDoubleFunction;
import org.gridmarket.sim.CsvFiles;
import org.gridmarket.sim.Markdown;

/**
 * Experiment 3 (seed 004 §4.4, §4.7.2–4.7.3, Figs. 4–8): DBC under population profiles OFT = i %,
 * OFC = (100 − i) %, beside the paper's key values; sites-by-profile.csv and the figures' plots.
 */
final class EconomyReport {

    static final int LANL_ORIGIN = 3;
    static final int NASA_IPSC = 4;

    private EconomyReport() {
    }

    static void write(Path directory, SortedMap<Integer, RunResult> byProfile, RunResult independent,
            Markdown report, FederationCharts charts) {
        report.heading(2, "Experiment 3 — federation with economy (Figs. 4–8)");
        report.paragraph("Each job seeks OFT with probability i/100 from the seeded stream "
                + "`gridfederation/strategy` (one draw per job in id order, the same draws for every profile), "
                + "OFC otherwise. Money in G$ by Eq. (4); \"×p\" multiplies each job's cost by its processors.");
        List<List<String>> rows = new ArrayList<>();
        byProfile.forEach((oft, run) -> rows.add(List.of(oft + "%", fixed(run.perJobAcceptedPercent(), 2),
                fixed(run.meanAcceptedPercent(), 2), scientific(run.totalIncentiveGd()), scientific(run.processorsTimesIncentiveGd()),
                Long.toString(run.sites().stream().mapToLong(SiteResult::migrated).sum()),
                Long.toString(run.sites().stream().mapToLong(SiteResult::rejected).sum()),
                fixed(run.meanResponseAllSeconds(), 0), scientific(run.meanSpentAllGd()),
                scientific(run.meanProcessorsTimesSpentAllGd()))));
        report.table(List.of("OFT share", "accepted % per job", "accepted % per site (mean of sites)",
                "total incentive G$",
                "total incentive ×p", "migrated", "rejected", "mean response s (incl. rejected)",
                "mean spent G$ (incl. rejected)", "mean spent ×p"), rows);
        perSiteTable(byProfile, report);
        keyValues(byProfile, independent, report);
        csv(directory, byProfile);
        figures4To8(directory, byProfile, charts);
    }

    private static void perSiteTable(SortedMap<Integer, RunResult> byProfile, Markdown report) {
        RunResult ofc = byProfile.get(byProfile.firstKey());
        RunResult oft = byProfile.get(byProfile.lastKey());
        List<List<String>> rows = new ArrayList<>();
        for (int index = 0; index < ofc.sites().size(); index++) {
            SiteResult cost = ofc.sites().get(index);
            SiteResult time = oft.sites().get(index);
            rows.add(List.of(cost.name(), scientific(cost.incentiveGd()) + " / " + scientific(time.incentiveGd()),
                    scientific(cost.processorsTimesIncentiveGd()) + " / "
                            + scientific(time.processorsTimesIncentiveGd()),
                    Markdown.percent(cost.utilisation()) + " / " + Markdown.percent(time.utilisation()),
                    cost.remoteServed() + " / " + time.remoteServed(), cost.migrated() + " / " + time.migrated(),
                    cost.local() + " / " + time.local(), cost.rejected() + " / " + time.rejected(),
                    fixed(cost.meanResponseAcceptedSeconds(), 0) + " / "
                            + fixed(time.meanResponseAcceptedSeconds(), 0),
                    scientific(cost.meanSpentAcceptedGd()) + " / " + scientific(time.meanSpentAcceptedGd()),
                    scientific(cost.meanProcessorsTimesSpentAcceptedGd()) + " / "
                            + scientific(time.meanProcessorsTimesSpentAcceptedGd())));
        }
        report.paragraph("Per resource, *all OFC / all OFT* (OFT share " + byProfile.firstKey() + "% / "
                + byProfile.lastKey() + "%):");
        report.table(List.of("resource", "incentive G$", "incentive ×p", "util %", "remote served", "migrated",
                "local", "rejected", "mean response s (accepted)", "mean spent G$ (accepted)",
                "mean spent ×p (accepted)"), rows);
    }

    private static void keyValues(SortedMap<Integer, RunResult> byProfile, RunResult independent, Markdown report) {
        RunResult ofc = byProfile.get(byProfile.firstKey());
        RunResult oft = byProfile.get(byProfile.lastKey());
        List<List<String>> rows = new ArrayList<>(List.of(
                List.of("total incentive G$, all OFT vs all OFC (Fig. 4(a))",
                        scientific(PaperValues.TOTAL_INCENTIVE_OFT_GD) + " vs "
                                + scientific(PaperValues.TOTAL_INCENTIVE_OFC_GD),
                        scientific(oft.totalIncentiveGd()) + " vs " + scientific(ofc.totalIncentiveGd())
                                + " (×p: " + scientific(oft.processorsTimesIncentiveGd()) + " vs "
                                + scientific(ofc.processorsTimesIncentiveGd()) + ")"),
                List.of("LANL Origin mean response s excl. rejected, all OFC → all OFT (Fig. 7(a))",
                        scientific(PaperValues.LANL_ORIGIN_RESPONSE_OFC_SECONDS) + " → "
                                + scientific(PaperValues.LANL_ORIGIN_RESPONSE_OFT_SECONDS),
                        siteValue(ofc, oft, LANL_ORIGIN, SiteResult::meanResponseAcceptedSeconds)
                                + " (LANL Origin*)")));
        if (independent != null) {
            rows.add(List.of("NASA iPSC mean response s, independent → all OFT (Fig. 8(a))",
                    scientific(PaperValues.NASA_RESPONSE_INDEPENDENT_SECONDS) + " → "
                            + scientific(PaperValues.NASA_RESPONSE_OFT_SECONDS),
                    siteValue(independent, oft, NASA_IPSC, SiteResult::meanResponseAllSeconds)));
            rows.add(List.of("LANL Origin mean budget spent G$, independent → all OFC (Fig. 8(b))",
                    scientific(PaperValues.LANL_ORIGIN_SPENT_INDEPENDENT_GD) + " → "
                            + scientific(PaperValues.LANL_ORIGIN_SPENT_OFC_GD),
                    siteValue(independent, ofc, LANL_ORIGIN, SiteResult::meanSpentAllGd) + " (×p: "
                            + siteValue(independent, ofc, LANL_ORIGIN, SiteResult::meanProcessorsTimesSpentAllGd)
                            + ") (LANL Origin*)"));
            rows.add(List.of("mean budget spent G$ over all users, all OFC vs independent (§4.7.5)",
                    scientific(PaperValues.SPENT_OFC_GD) + " vs " + scientific(PaperValues.SPENT_INDEPENDENT_GD),
                    scientific(ofc.meanSpentAllGd()) + " vs " + scientific(independent.meanSpentAllGd()) + " (×p: "
                            + scientific(ofc.meanProcessorsTimesSpentAllGd()) + " vs "
                            + scientific(independent.meanProcessorsTimesSpentAllGd()) + ")"));
            rows.add(List.of("mean response s over all users, all OFT vs independent (§4.7.5)",
                    scientific(PaperValues.RESPONSE_OFT_SECONDS) + " vs "
                            + scientific(PaperValues.RESPONSE_INDEPENDENT_SECONDS),
                    scientific(oft.meanResponseAllSeconds()) + " vs " + scientific(independent.meanResponseAllSeconds())));
        }
        report.keyValues(rows);
    }

    private static String siteValue(RunResult first, RunResult second, int site,
            ToDoubleFunction<SiteResult> metric) {
        return scientific(metric.applyAsDouble(first.sites().get(site))) + " → "
                + scientific(metric.applyAsDouble(second.sites().get(site)));
    }

    private static void csv(Path directory, SortedMap<Integer, RunResult> byProfile) {
        List<List<Object>> rows = new ArrayList<>();
        byProfile.forEach((oft, run) -> run.sites().forEach(site -> rows.add(List.of(oft, site.name(),
                site.processors(), site.jobs(), site.accepted(), site.rejected(), site.local(), site.migrated(),
                site.remoteServed(), 100 * site.utilisation(), site.incentiveGd(), site.meanResponseAcceptedSeconds(),
                site.meanResponseAllSeconds(), site.meanSpentAcceptedGd(), site.meanSpentAllGd(),
                site.localMessages(), site.remoteMessages(), site.processorsTimesIncentiveGd(),
                site.meanProcessorsTimesSpentAcceptedGd(), site.meanProcessorsTimesSpentAllGd()))));
        CsvFiles.write(directory.resolve("sites-by-profile.csv"), List.of("oft_pct", "resource", "processors",
                "jobs", "accepted", "rejected", "local", "migrated", "remote_served", "utilisation_pct",
                "incentive_gd", "mean_response_accepted_seconds", "mean_response_all_seconds",
                "mean_spent_accepted_gd", "mean_spent_all_gd", "local_messages", "remote_messages",
                "incentive_times_p_gd", "mean_spent_accepted_times_p_gd", "mean_spent_all_times_p_gd"), rows);
    }

    /** One of Figs. 4–8: a file name, its title and axis, and the per-site number it plots. */
    private record Figure(String file, String title, String yAxisTitle, ToDoubleFunction<SiteResult> metric) {
    }

    private static final List<Figure> FIGURES_4_TO_8 = List.of(
            new Figure("fig4a-incentive", "Fig. 4(a): total incentive", "G$", SiteResult::incentiveGd),
            new Figure("fig4b-remote-jobs", "Fig. 4(b): remote jobs serviced", "jobs", site -> site.remoteServed()),
            new Figure("fig5a-utilisation", "Fig. 5(a): average utilisation", "%", site -> 100 * site.utilisation()),
            new Figure("fig5b-rejected", "Fig. 5(b): jobs rejected", "jobs", site -> site.rejected()),
            new Figure("fig6a-migrated", "Fig. 6(a): jobs migrated", "jobs", site -> site.migrated()),
            new Figure("fig6b-local", "Fig. 6(b): jobs done locally", "jobs", site -> site.local()),
            new Figure("fig7a-response", "Fig. 7(a): mean response, excluding rejected jobs", "seconds",
                    SiteResult::meanResponseAcceptedSeconds),
            new Figure("fig7b-budget", "Fig. 7(b): mean budget spent, excluding rejected jobs", "G$",
                    SiteResult::meanSpentAcceptedGd),
            new Figure("fig8a-response", "Fig. 8(a): mean response, rejected jobs at origin", "seconds",
                    SiteResult::meanResponseAllSeconds),
            new Figure("fig8b-budget", "Fig. 8(b): mean budget spent, rejected jobs at origin", "G$",
                    SiteResult::meanSpentAllGd));

    private static void figures4To8(Path directory, SortedMap<Integer, RunResult> byProfile,
            FederationCharts charts) {
        for (Figure figure : FIGURES_4_TO_8) {
            charts.perSiteByProfile(directory, figure.file(), figure.title(), figure.yAxisTitle(), byProfile,
                    figure.metric());
        }
    }

}
