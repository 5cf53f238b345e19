package org.gridmarket.sim;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;
import java.util.Locale;

/**
 * One headline of an experiment beside the paper's, with its verdict: one line of the CLI's summary and one
 * object of summary.json's {@code headlines} array (the web app reads exactly these keys). The verdict is always
 * computed by {@link Verdict#of} from the two effects, never typed in.
 *
 * @param name    what is compared, e.g. "acceptance, independent → federated"
 * @param paper   the paper's numbers as text, e.g. "90.3 → 98.6 %"
 * @param ours    ours, the same way
 * @param basis   what the numbers are taken over, e.g. "per job"
 * @param verdict the rule's verdict on the two effects
 * @param reason  why, with the two effects and the tolerance
 */
public record PaperHeadline(String name, String paper, String ours, String basis, Verdict verdict, String reason) {

    private static final String TOLERANCE = String.format(Locale.ROOT, "%.0f %%", 100 * Verdict.RELATIVE_TOLERANCE);

    /**
     * A headline judged by {@link Verdict#of}: {@code paperEffect} and {@code oursEffect} are the signed effects in
     * {@code unit} (e.g. "points", "%", "G$"); {@code note} (may be empty) is added to the reason, e.g. what a quick
     * run changes.
     */
    public static PaperHeadline judge(String name, String basis, String paper, String ours, double paperEffect,
            double oursEffect, String unit, double noChangeBand, String note) {
        Verdict verdict = Verdict.of(paperEffect, oursEffect, noChangeBand);
        String reason = reason(verdict, paperEffect, oursEffect, unit, noChangeBand);
        return new PaperHeadline(name, paper, ours, basis, verdict, note.isEmpty() ? reason : reason + "; " + note);
    }

    private static String reason(Verdict verdict, double paperEffect, double oursEffect, String unit,
            double noChangeBand) {
        String oursText = effect(oursEffect, unit);
        String paperText = effect(paperEffect, unit);
        if (!Double.isFinite(oursEffect)) {
            return "ours is not a number";
        }
        if (verdict == Verdict.REPRODUCED && Verdict.direction(paperEffect, noChangeBand) == 0) {
            return "ours (" + oursText + ") and the paper's (" + paperText + ") are both no change"
                    + (noChangeBand == 0 ? "" : " (within ±" + number(noChangeBand) + " " + unit + ")");
        }
        return switch (verdict) {
            case REPRODUCED -> "same direction, and ours (" + oursText + ") is within ±" + TOLERANCE
                    + " of the paper's (" + paperText + ")";
            case DIRECTION_ONLY -> "same direction, but ours (" + oursText + ") is " + String.format(Locale.ROOT,
                    "%.0f", 100 * Math.abs(oursEffect - paperEffect) / Math.abs(paperEffect))
                    + " % off the paper's (" + paperText + "); reproduced needs ±" + TOLERANCE;
            case NOT_REPRODUCED -> "ours (" + oursText + ") " + describe(oursEffect, noChangeBand, unit)
                    + ", the paper's (" + paperText + ") " + describe(paperEffect, noChangeBand, unit);
        };
    }

    private static String describe(double effect, double noChangeBand, String unit) {
        return switch (Verdict.direction(effect, noChangeBand)) {
            case 0 -> noChangeBand == 0 ? "is no change" : "is no change (within ±" + number(noChangeBand) + " "
                    + unit + ")";
            case 1 -> "is an increase";
            default -> "is a decrease";
        };
    }

    /** A signed effect with its unit: "+8.3 points", "−12.0 %". */
    public static String effect(double value, String unit) {
        return (value > 0 ? "+" : value < 0 ? "−" : "") + number(Math.abs(value)) + " " + unit;
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /** Appends each headline to {@code array} as {name, paper, ours, basis, verdict, reason}, in that order. */
    public static void toJson(ArrayNode array, List<PaperHeadline> headlines) {
        for (PaperHeadline headline : headlines) {
            array.addObject().put("name", headline.name()).put("paper", headline.paper())
                    .put("ours", headline.ours()).put("basis", headline.basis())
                    .put("verdict", headline.verdict().label()).put("reason", headline.reason());
        }
    }

    /** The report's table of verdicts: one row per headline. */
    public static void toMarkdown(Markdown report, List<PaperHeadline> headlines) {
        report.paragraph("Verdict per headline (rule: same direction and within ±" + TOLERANCE
                + " of the paper's effect → reproduced; same direction only → direction-only; else "
                + "not-reproduced):");
        report.table(List.of("headline", "paper", "ours", "basis", "verdict", "reason"), headlines.stream()
                .map(headline -> List.of(headline.name(), headline.paper(), headline.ours(),
                        headline.basis(), headline.verdict().label(), headline.reason())).toList());
    }
}
