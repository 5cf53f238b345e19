package org.gridmarket.sim.intergrid;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridmarket.sim.Markdown;
import org.gridmarket.sim.PaperHeadline;

/**
 * report.md of {@code experiment intergrid}: the set-up and its substitutes, the headline comparison of issue 23
 * (directions and with/without ratios, not seconds), every row beside the paper's number, the paper's Tables 2–4
 * verbatim and the conservation check.
 */
final class IntergridReport {

    private IntergridReport() {
    }

    static void write(Path file, IntergridSettings settings, IntergridWorkload workload,
            IntergridExperiment.Results results, List<SummaryRow> rows, List<Headline> headlines, double wallSeconds) {
        Markdown report = new Markdown();
        report.heading(1, "InterGrid peering (seed 000 §6) — ours beside the paper");
        report.paragraph(String.format(Locale.ROOT, "%s run: seed %d, %d rounds (each metric: mean after dropping "
                + "the best and the worst round when there are at least 3), %d-day windows, the first %d days "
                + "warm-up, experiments %s, %d threads; wall time %.1f s. Our grids are substitutes (marked *): "
                + "compare directions and with/without ratios, not seconds.",
                settings.quick() ? "Quick (smoke test, not a reproduction)" : "Full", settings.seed(),
                settings.rounds(), settings.windowSeconds() / IntergridSettings.DAY_SECONDS,
                IntergridRun.WARM_UP_SECONDS / IntergridSettings.DAY_SECONDS,
                String.join(", ", settings.experiments().stream().sorted().toList()), settings.threads(),
                wallSeconds));
        setup(report, settings, workload, rows);
        report.heading(2, "Verdicts");
        PaperHeadline.toMarkdown(report, Headline.judged(headlines, settings.quick()));
        report.heading(2, "Headline (12 h, with ÷ without contracts)");
        List<List<String>> lines = new ArrayList<>();
        for (Headline headline : headlines) {
            lines.add(List.of(headline.label(), Markdown.fixed(headline.paper(), 3), Markdown.fixed(headline.ours(), 3),
                    headline.agrees() ? "yes" : "no"));
        }
        report.table(List.of("comparison", "paper ratio", "our ratio", "same direction / band"), lines);
        report.paragraph("Done-when check — in Experiment 2 AuverGrid*'s grid-job AWRT falls with fixed-price "
                + "contracts for every policy and interval: **"
                + (Headline.auverGridFallsWithFixedPriceEverywhere(rows) ? "yes" : "no") + "**.");
        for (String experiment : IntergridSettings.ALL) {
            List<SummaryRow> selected = rows.stream().filter(row -> row.experiment().equals(experiment)).toList();
            if (!selected.isEmpty()) {
                rowsTable(report, experiment, selected);
            }
        }
        report.heading(2, "The paper's tables, verbatim (AWRT, s)");
        List<String> header = List.of("interval (h)", "grid", "none EbMf", "none Cb", "none CbM", "fixed EbMf",
                "fixed Cb", "fixed CbM", "range EbMf", "range Cb", "range CbM");
        report.heading(3, "Table 2: AWRT of grid jobs");
        report.table(header, IntergridPaperValues.verbatim(IntergridPaperValues.Table.GRID_JOBS_THREE_GRIDS));
        report.heading(3, "Table 3: AWRT of providers' local jobs");
        report.table(header, IntergridPaperValues.verbatim(IntergridPaperValues.Table.LOCAL_JOBS_THREE_GRIDS));
        report.heading(3, "Table 4: AWRT of grid jobs, DAS-2 and Grid'5000 only");
        report.table(header, IntergridPaperValues.verbatim(IntergridPaperValues.Table.GRID_JOBS_TWO_GRIDS));
        Conservation total = results.conservation();
        report.heading(2, "Conservation (all runs)");
        report.table(List.of("measure", "value"), List.of(
                List.of("grid jobs submitted / ended", total.gridJobsSubmitted() + " / " + total.gridJobsEnded()),
                List.of("grid jobs ended more than once", Long.toString(total.endedTwice())),
                List.of("redirected requests / settlements", total.redirected() + " / " + total.settlements()),
                List.of("users → home gateways (µG$)", Long.toString(total.usersPaidMicroGd())),
                List.of("home → peer gateways (µG$)", Long.toString(total.interGatewayMicroGd())),
                List.of("peer gateways → serving sites (µG$)", Long.toString(total.sitesPaidMicroGd())),
                List.of("kept by peer gateways (µG$)", Long.toString(total.gatewayNetMicroGd())),
                List.of("grid jobs placed by least load (no published slot fitted)",
                        Long.toString(total.placedWithoutSlot())),
                List.of("holds", total.holds() ? "yes" : "no")));
        report.write(file);
    }

    private static void setup(Markdown report, IntergridSettings settings, IntergridWorkload workload,
            List<SummaryRow> rows) {
        report.heading(2, "Set-up (Table 1) and substitutes");
        List<List<String>> lines = new ArrayList<>();
        for (IntergridGrid grid : settings.grids()) {
            long dropped = workload.traces(grid).stream().mapToLong(UserTrace::droppedWide).sum();
            double traceLoad = workload.traces(grid).stream().mapToDouble(UserTrace::offeredLoad).sum();
            List<String> withoutContracts = rows.stream().filter(row -> row.grid().equals(grid.name())
                    && row.contract().equals(ContractKind.NONE.key()) && row.intervalHours() == 12
                    && row.variant().equals(grid.isSensitivityVariant() ? "AuverGrid* users from CTC-SP2" : "")
                    && !row.experiment().equals("3"))
                    .map(row -> row.policy() + " " + Markdown.fixed(row.utilisationPct(), 1) + " %").distinct().toList();
            double windowLoad = rows.stream().filter(row -> row.grid().equals(grid.name())).findFirst()
                    .map(SummaryRow::offeredLoadPct).orElse(Double.NaN);
            lines.add(List.of(grid.name(), grid.processors() + " = " + grid.clusters(), grid.usersDescription(),
                    Long.toString(dropped), Markdown.fixed(100 * traceLoad, 1) + " %",
                    Markdown.fixed(windowLoad, 1) + " %", String.join("; ", withoutContracts)));
        }
        report.table(List.of("grid", "CPUs (clusters)", "grid users (substitute)",
                "jobs dropped (wider than the largest cluster)", "offered load, whole trace",
                "offered load, windows (trimmed mean)", "utilisation without contracts, 12 h (grid + local jobs)"),
                lines);
        report.paragraph("Local jobs: Lublin99 (typeless) per cluster as §6.1, sizes clamped to the cluster. "
                + "Provider fixed costs U(0.90, 1.00) per provider and round; L = 95 %, k = 5 %, β = 1, contract "
                + "updates U(1, 6) h, gateway actions U(1, 5) min with contracts. Estimates are the runtimes.");
    }

    private static void rowsTable(Markdown report, String experiment, List<SummaryRow> rows) {
        report.heading(2, switch (experiment) {
            case "1" -> "Experiment 1 (Figs. 5–7): 12 h";
            case "2" -> "Experiment 2 (Tables 2–3): 24, 12 and 6 h";
            case "3" -> "Experiment 3 (Table 4): DAS-2* and Grid'5000* only";
            default -> "Sensitivity rows";
        });
        List<List<String>> lines = new ArrayList<>();
        for (SummaryRow row : rows) {
            lines.add(List.of(row.variant().isEmpty() ? row.grid() : row.grid() + " (" + row.variant() + ")",
                    row.policy(), row.contract(), Long.toString(row.intervalHours()),
                    Markdown.fixed(row.awrtGrid(), 0), row.paperAwrtGrid() == null ? "—"
                            : Markdown.fixed(row.paperAwrtGrid(), 0),
                    Markdown.fixed(row.awrtLocal(), 0), row.paperAwrtLocal() == null ? "—"
                            : Markdown.fixed(row.paperAwrtLocal(), 0),
                    Markdown.fixed(row.redirectedPct(), 2), Markdown.fixed(row.utilisationPct(), 1)));
        }
        report.table(List.of("grid", "policy", "contract", "interval (h)", "AWRT grid jobs (s)", "paper",
                "AWRT local jobs (s)", "paper", "redirected (%)", "utilisation (%)"), lines);
    }
}
