package org.gridmarket.sim.gridfederation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.sim.CsvFiles;
import org.gridmarket.sim.Markdown;

/**
 * Experiments 1 and 2 (seed 004 §4.2–4.3, §4.7.1): Table 3 and Table 4 beside ours, table3.csv / table4.csv,
 * and Fig. 3's bars.
 */
final class BaselineReport {

    static final String PER_JOB = "acceptance per job (%): accepted jobs / all jobs over the federation";
    static final String PER_SITE = "acceptance per site (%): mean over resources of each resource's acceptance";
    private static final String ACCEPTANCE_NOTE = "The paper's 90.30 % → 98.61 % (§4.7.1) are per job: Tables 3–4 "
            + "give 2,404 of 2,662 jobs accepted without federation and 2,625 of 2,662 with it. Compare per job "
            + "with per job; the per-site mean weighs a resource with 111 jobs as much as one with 817.";

    private BaselineReport() {
    }

    /** Per-job acceptance in percent, with its counts: "81.33 (2035 / 2502)". */
    static String perJob(RunResult run) {
        return Markdown.fixed(run.perJobAcceptedPercent(), 2) + " (" + run.sites().stream()
                .mapToLong(SiteResult::accepted).sum() + " / " + run.jobs() + ")";
    }

    /** Experiment 1: independent resources, Table 3. */
    static void writeIndependent(Path directory, RunResult independent, Markdown report,
            FederationCharts charts) {
        report.heading(2, "Experiment 1 — independent resources (Table 3)");
        List<List<String>> rows = new ArrayList<>();
        List<List<Object>> csv = new ArrayList<>();
        for (int index = 0; index < independent.sites().size(); index++) {
            SiteResult ours = independent.sites().get(index);
            PaperValues.Table3Row paper = PaperValues.TABLE_3.get(index);
            rows.add(List.of(ours.name(), paper.utilisationPercent(), Markdown.percent(ours.utilisation()),
                    paper.jobs(), Long.toString(ours.jobs()), paper.acceptedPercent(),
                    Markdown.fixed(ours.acceptedPercent(), 2), paper.rejectedPercent(),
                    Markdown.fixed(ours.rejectedPercent(), 2)));
            csv.add(List.of(ours.name(), ours.processors(), 100 * ours.utilisation(), ours.jobs(),
                    ours.acceptedPercent(), ours.rejectedPercent(), paper.utilisationPercent(), paper.jobs(),
                    paper.acceptedPercent(), paper.rejectedPercent()));
        }
        report.table(List.of("resource", "util % paper", "util % ours", "jobs paper", "jobs ours",
                "accepted % paper", "accepted % ours", "rejected % paper", "rejected % ours"), rows);
        report.keyValues(List.of(
                List.of(PER_JOB, Markdown.fixed(PaperValues.ACCEPTED_PERCENT_INDEPENDENT, 2) + " (§4.7.1; Table 3: "
                        + Markdown.fixed(PaperValues.table3PerJobAcceptedPercent(), 2) + ")",
                        perJob(independent)),
                List.of(PER_SITE, Markdown.fixed(PaperValues.table3PerSiteAcceptedPercent(), 2)
                        + " (from Table 3; not printed)", Markdown.fixed(independent.meanAcceptedPercent(), 2))));
        report.paragraph(ACCEPTANCE_NOTE);
        CsvFiles.write(directory.resolve("table3.csv"), List.of("resource", "processors", "utilisation_pct", "jobs",
                "accepted_pct", "rejected_pct", "paper_utilisation_pct", "paper_jobs", "paper_accepted_pct",
                "paper_rejected_pct"), csv);
        Map<String, List<Double>> bars = new LinkedHashMap<>();
        bars.put("utilisation (%)", independent.sites().stream().map(site -> 100 * site.utilisation()).toList());
        bars.put("accepted (%)", independent.sites().stream().map(SiteResult::acceptedPercent).toList());
        charts.perSiteBars(directory.resolve("fig3-independent"),
                "Experiment 1: independent resources", "%", names(independent), bars);
    }

    /** Experiment 2: federation without economy, Table 4, compared with Experiment 1. */
    static void writeFederated(Path directory, RunResult independent, RunResult federated, Markdown report,
            FederationCharts charts) {
        report.heading(2, "Experiment 2 — federation without economy (Table 4)");
        List<List<String>> rows = new ArrayList<>();
        List<List<Object>> csv = new ArrayList<>();
        for (int index = 0; index < federated.sites().size(); index++) {
            SiteResult ours = federated.sites().get(index);
            PaperValues.Table4Row paper = PaperValues.TABLE_4.get(index);
            rows.add(List.of(ours.name(), pair(paper.utilisationPercent(), Markdown.percent(ours.utilisation())),
                    pair(paper.jobs(), Long.toString(ours.jobs())),
                    pair(paper.acceptedPercent(), Markdown.fixed(ours.acceptedPercent(), 2)),
                    pair(paper.rejectedPercent(), Markdown.fixed(ours.rejectedPercent(), 2)),
                    pair(paper.local(), Long.toString(ours.local())),
                    pair(paper.migrated(), Long.toString(ours.migrated())),
                    pair(paper.remoteServed(), Long.toString(ours.remoteServed()))));
            csv.add(List.of(ours.name(), ours.processors(), 100 * ours.utilisation(), ours.jobs(),
                    ours.acceptedPercent(), ours.rejectedPercent(), ours.local(), ours.migrated(), ours.remoteServed(),
                    paper.utilisationPercent(), paper.jobs(), paper.acceptedPercent(), paper.rejectedPercent(),
                    paper.local(), paper.migrated(), paper.remoteServed()));
        }
        report.paragraph("Each cell is *paper / ours*.");
        report.table(List.of("resource", "util %", "jobs", "accepted %", "rejected %", "local", "migrated",
                "remote served"), rows);
        SiteResult ctcAlone = independent.sites().get(0);
        SiteResult ctc = federated.sites().get(0);
        report.keyValues(List.of(
                List.of(PER_JOB + ", independent → federation",
                        Markdown.fixed(PaperValues.ACCEPTED_PERCENT_INDEPENDENT, 2) + " → "
                                + Markdown.fixed(PaperValues.ACCEPTED_PERCENT_FEDERATED, 2) + " (§4.7.1)",
                        perJob(independent) + " → " + perJob(federated)),
                List.of(PER_SITE + ", independent → federation",
                        Markdown.fixed(PaperValues.table3PerSiteAcceptedPercent(), 2) + " → "
                                + Markdown.fixed(PaperValues.table4PerSiteAcceptedPercent(), 2)
                                + " (from Tables 3–4; not printed)",
                        Markdown.fixed(independent.meanAcceptedPercent(), 2) + " → "
                                + Markdown.fixed(federated.meanAcceptedPercent(), 2)),
                List.of("CTC SP2 utilisation (%), independent → federation", "53.49 → 87.15",
                        Markdown.percent(ctcAlone.utilisation()) + " → " + Markdown.percent(ctc.utilisation())),
                List.of("CTC SP2 jobs local / migrated / remote served", "324 / 93 / 72",
                        ctc.local() + " / " + ctc.migrated() + " / " + ctc.remoteServed()),
                List.of("SDSC Blue rejected (%), independent → federation", "42.32 → 1.39",
                        Markdown.fixed(independent.sites().get(6).rejectedPercent(), 2) + " → "
                                + Markdown.fixed(federated.sites().get(6).rejectedPercent(), 2)),
                List.of("resources under 60% utilisation, independent", "5 of 8",
                        independent.sites().stream().filter(site -> site.utilisation() < 0.6).count() + " of "
                                + independent.sites().size())));
        report.paragraph(ACCEPTANCE_NOTE);
        CsvFiles.write(directory.resolve("table4.csv"), List.of("resource", "processors", "utilisation_pct", "jobs",
                "accepted_pct", "rejected_pct", "local", "migrated", "remote_served", "paper_utilisation_pct",
                "paper_jobs", "paper_accepted_pct", "paper_rejected_pct", "paper_local", "paper_migrated",
                "paper_remote_served"), csv);
        fig3(directory, independent, federated, charts);
    }

    private static void fig3(Path directory, RunResult independent, RunResult federated,
            FederationCharts charts) {
        Map<String, List<Double>> utilisation = new LinkedHashMap<>();
        utilisation.put("independent", independent.sites().stream().map(site -> 100 * site.utilisation()).toList());
        utilisation.put("federation", federated.sites().stream().map(site -> 100 * site.utilisation()).toList());
        charts.perSiteBars(directory.resolve("fig3a-utilisation"),
                "Fig. 3(a): average resource utilisation", "utilisation (%)", names(federated), utilisation);
        Map<String, List<Double>> jobs = new LinkedHashMap<>();
        jobs.put("processed locally", federated.sites().stream().map(site -> (double) site.local()).toList());
        jobs.put("migrated", federated.sites().stream().map(site -> (double) site.migrated()).toList());
        jobs.put("remote jobs served", federated.sites().stream().map(site -> (double) site.remoteServed()).toList());
        charts.perSiteBars(directory.resolve("fig3b-jobs"), "Fig. 3(b): job migration", "jobs",
                names(federated), jobs);
    }

    private static String pair(String paper, String ours) {
        return paper + " / " + ours;
    }

    private static List<String> names(RunResult run) {
        return run.sites().stream().map(SiteResult::name).toList();
    }
}
