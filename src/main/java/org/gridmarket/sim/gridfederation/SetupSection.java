package org.gridmarket.sim.gridfederation;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.sim.Markdown;

/** The part every report.md opens with: what ran, on which two days of which trace, and our departures. */
final class SetupSection {

    private SetupSection() {
    }

    static void append(Markdown report, FederationWorkload workload, ExperimentSettings settings) {
        report.paragraph("Seed 004 (Ranjan, Harwood, Buyya — Grid-Federation, FGCS 2008) §4, reproduced on "
                + "gridmarket's `core/federation`. Seed " + settings.seed() + (settings.quick()
                ? "; **quick run**: half-day windows, fewer profiles and sizes — a smoke test, not a reproduction."
                : "; full run."));
        List<List<String>> rows = new ArrayList<>();
        for (FederationWorkload.SiteWindows site : workload.sites()) {
            Table2Resource resource = site.resource();
            long start = 2L * site.firstWindow();
            rows.add(List.of(resource.name(), Integer.toString(resource.processors()),
                    Integer.toString(resource.mipsPerProcessor()),
                    Markdown.fixed(resource.quoteMicroGd() / 1e6, 2),
                    Markdown.fixed(resource.bandwidthGbps(), 1),
                    resource.substituted() ? "Lublin99 (seeded), substitute" : resource.traceFile(),
                    "days " + start + "–" + (start + 2) + (resource.substituted() ? " (from the model's start)" : ""),
                    Integer.toString(site.windows().get(0).size()),
                    PaperValues.table3(resource).jobs(),
                    Markdown.percent(site.offeredLoad(settings.windowSeconds())),
                    PaperValues.table3(resource).utilisationPercent()));
        }
        report.table(List.of("resource (Table 2)", "processors", "MIPS", "quote (G$)", "Gb/s", "workload",
                "window (from first submission)", "jobs", "jobs, paper (Table 3)", "offered load % of the window",
                "util %, paper (Table 3)"), rows);
        report.paragraph("""
                - **Which two days.** Window k of a trace covers days [2k, 2k+2) after its first submission; each \
                resource replays its first window with at least 100 jobs (the first two days of CTC SP2 and SDSC \
                Par96 hold 2 jobs each). Every window starts at time 0, so all resources start together. Job ids \
                are renumbered in arrival order so they are unique across sites.
                - **LANL Origin\\*** has no trace in our archive: it replays a seeded Lublin99 workload (typeless \
                model adapted to its 2,048 processors, seed 000 §6.1) fitted so that its first two days hold Table \
                3's 817 jobs at Table 3's 44.55 % load (see the fit below). Its windows count from the model's \
                start. Its row is never the paper's LANL Origin.
                - **Offered load** of a window = Σ processors × runtime / (site processors × window length) over \
                the jobs submitted in it. The paper gives no offered load; the closest figure is Table 3's average \
                utilisation without federation, which counts only the accepted jobs' work over an unstated \
                simulation period.
                - **Quotes** are Table 2's printed values; they are Eq. (5)–(6) with c = 5.3 G$ and μ = 930 MIPS, \
                truncated to two decimals. Jobs get b = 2·B(J, origin), d = 2·D(J, origin) and α = 10% of the \
                logged runtime (Eq. (7)–(8), §4.1).
                - **LRMS**: every GFA backfills conservatively, so admission control's deadline guarantee is \
                exact; the paper used GridSim's space-shared allocation.
                - **Utilisation** = Σ processors × run time / (site processors × the run's period), the period \
                running from time 0 to the run's last completion (it exceeds two days: jobs submitted late in \
                the window run on).
                - **Money**: G$ as Eq. (4) prints it, B = c·l/(μ·p). With Eq. (5)–(6) quotes that is the same on \
                every site (c·l/(μ_max·p)); the paper's magnitudes match c·l/μ, i.e. p·B — shown as "×p" where \
                it matters.""");
        workload.sites().stream().filter(site -> site.standInFit() != null)
                .forEach(site -> report.paragraph(standInFit(site)));
    }

    /** How a stand-in was fitted ({@link Lublin99StandIn}) and what its first two days hold. */
    static String standInFit(FederationWorkload.SiteWindows site) {
        Lublin99StandIn.Fit fit = site.standInFit();
        return "**" + site.resource().name().replace("*", "\\*") + " fit** (`Lublin99StandIn`): the rush-hour "
                + "gamma's scale barr = " + Markdown.fixed(fit.arrivalScale(), 4) + " (seed 000 draws it from "
                + "U(0.4871, 0.55)) puts " + fit.windowJobs() + " jobs in days 0–2 (target " + fit.target().jobs()
                + "); at that rate the model's runtimes offer " + Markdown.percent(fit.unscaledOfferedLoad())
                + " %, so every runtime is multiplied by k = " + Markdown.fixed(fit.runtimeFactor(), 4)
                + ", giving " + Markdown.percent(fit.windowOfferedLoad()) + " % (target "
                + Markdown.percent(fit.target().offeredLoad()) + " %).";
    }
}
