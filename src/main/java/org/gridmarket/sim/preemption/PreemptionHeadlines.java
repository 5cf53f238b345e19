package org.gridmarket.sim.preemption;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.gridmarket.sim.PaperHeadline;

/**
 * Seed 001 §7.3.1's headlines beside ours, each judged by {@link org.gridmarket.sim.Verdict}, all in percentage
 * points of local requests (our reading of Table I's unit, Ambiguity 2): the decrease of local rejection NOP −
 * MOML per sweep (Table I), and the paper's conclusion that the best-effort sweep gives the largest decrease
 * (its cut minus the larger of the other two). A headline whose sweeps were not run is left out.
 */
public final class PreemptionHeadlines {

    private static final String BASIS = "percentage points of local requests, mean over the sweep's points";

    private PreemptionHeadlines() {
    }

    public static List<PaperHeadline> of(PreemptionSettings settings, List<TableOne> tableOne) {
        String note = settings.quick() ? "quick run: 3 points per sweep, " + settings.seeds() + " seed(s)" : "";
        List<PaperHeadline> headlines = new ArrayList<>();
        for (TableOne row : tableOne) {
            PreemptionPaperValues.TableOneRow paper = PreemptionPaperValues.TABLE_ONE.get(row.sweep());
            headlines.add(PaperHeadline.judge("local rejection cut NOP − MOML, " + row.sweep().key()
                    + " sweep (Table I)", BASIS, String.format(Locale.ROOT, "%.1f (%.1f, %.1f)", paper.meanDecrease(),
                    paper.lower(), paper.upper()), String.format(Locale.ROOT, "%.1f (%.1f, %.1f)",
                    row.localPoints().mean(), row.localPoints().lower(), row.localPoints().upper()),
                    paper.meanDecrease(), row.localPoints().mean(), "points", 0, note));
        }
        if (tableOne.size() == Sweep.values().length) {
            headlines.add(largestCut(tableOne, note));
        }
        return headlines;
    }

    /** The best-effort sweep's cut minus the largest other sweep's: positive when best effort cuts most. */
    private static PaperHeadline largestCut(List<TableOne> tableOne, String note) {
        double paperBe = PreemptionPaperValues.TABLE_ONE.get(Sweep.BE).meanDecrease();
        double paperOthers = PreemptionPaperValues.TABLE_ONE.values().stream().filter(row -> row.sweep() != Sweep.BE)
                .mapToDouble(PreemptionPaperValues.TableOneRow::meanDecrease).max().orElseThrow();
        double oursBe = tableOne.stream().filter(row -> row.sweep() == Sweep.BE).findFirst().orElseThrow()
                .localPoints().mean();
        double oursOthers = tableOne.stream().filter(row -> row.sweep() != Sweep.BE)
                .mapToDouble(row -> row.localPoints().mean()).max().orElseThrow();
        return PaperHeadline.judge("largest cut from the best-effort sweep (§7.3.1): BE − largest other", BASIS,
                cuts(Sweep.values(), sweep -> PreemptionPaperValues.TABLE_ONE.get(sweep).meanDecrease()),
                cuts(Sweep.values(), sweep -> tableOne.stream().filter(row -> row.sweep() == sweep).findFirst()
                        .orElseThrow().localPoints().mean()), paperBe - paperOthers, oursBe - oursOthers, "points", 0,
                note);
    }

    /** "BE 72.0, DC 54.3, locals 58.2", largest first. */
    private static String cuts(Sweep[] sweeps, ToDoubleFunction<Sweep> cut) {
        return Arrays.stream(sweeps).sorted(Comparator.comparingDouble(cut).reversed())
                .map(sweep -> String.format(Locale.ROOT, "%s %.1f", sweep.key(), cut.applyAsDouble(sweep)))
                .reduce((left, right) -> left + " > " + right).orElse("");
    }
}
