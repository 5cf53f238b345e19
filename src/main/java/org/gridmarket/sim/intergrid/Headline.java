package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridmarket.sim.PaperHeadline;
import org.gridmarket.sim.Verdict;

/**
 * Issue 23's headline comparison (12 h, grid jobs), as with/without-contract ratios and directions rather than
 * seconds (our traces differ from the paper's): AuverGrid* none → fixed-price and → price-range per policy;
 * whether DAS-2* worsens; whether Grid'5000* stays within 3 %; AuverGrid* local jobs under Cb; and the
 * "done when" check — in Experiment 2 AuverGrid*'s grid-job AWRT falls with fixed-price contracts for every
 * policy and interval.
 *
 * @param label    what is compared
 * @param ours     our ratio with ÷ without contracts (NaN when the row was not run)
 * @param paper    the paper's ratio
 * @param agrees   whether our direction (or band) matches the paper's
 */
public record Headline(String label, double ours, double paper, boolean agrees) {

    /** Grid'5000's band: "within 3 %". */
    public static final double GRID_5000_BAND = 0.03;

    /** The headline rows from Experiment 2's rows (Experiment 1's when 2 was not run). */
    public static List<Headline> of(List<SummaryRow> rows) {
        String experiment = rows.stream().anyMatch(row -> row.experiment().equals("2")) ? "2" : "1";
        List<Headline> headlines = new ArrayList<>();
        for (String policy : List.of("EbMf", "Cb", "CbM")) {
            for (ContractKind contract : List.of(ContractKind.FIXED_PRICE, ContractKind.PRICE_RANGE)) {
                add(headlines, rows, experiment, "AuverGrid*", policy, contract, false, "falls");
            }
        }
        for (String policy : List.of("EbMf", "Cb", "CbM")) {
            add(headlines, rows, experiment, "DAS-2*", policy, ContractKind.FIXED_PRICE, false, "rises");
        }
        for (String policy : List.of("EbMf", "Cb", "CbM")) {
            add(headlines, rows, experiment, "Grid'5000*", policy, ContractKind.FIXED_PRICE, false, "within 3 %");
        }
        add(headlines, rows, experiment, "AuverGrid*", "Cb", ContractKind.FIXED_PRICE, true, "falls");
        return headlines;
    }

    private static void add(List<Headline> headlines, List<SummaryRow> rows, String experiment, String grid,
            String policy, ContractKind contract, boolean local, String expectation) {
        SummaryRow without = SummaryRow.find(rows, experiment, grid, policy, ContractKind.NONE, 12);
        SummaryRow with = SummaryRow.find(rows, experiment, grid, policy, contract, 12);
        if (without == null || with == null) {
            return;
        }
        double ours = local ? with.awrtLocal() / without.awrtLocal() : with.awrtGrid() / without.awrtGrid();
        Double paperWith = local ? with.paperAwrtLocal() : with.paperAwrtGrid();
        Double paperWithout = local ? without.paperAwrtLocal() : without.paperAwrtGrid();
        double paper = paperWith / paperWithout;
        boolean agrees = switch (expectation) {
            case "falls" -> ours < 1;
            case "rises" -> ours > 1;
            default -> Math.abs(ours - 1) <= GRID_5000_BAND;
        };
        headlines.add(new Headline(grid + " " + (local ? "local" : "grid") + " jobs, " + policy + ", none → "
                + contract.key() + " (paper: " + expectation + ")", ours, paper, agrees));
    }

    /**
     * This comparison judged by {@link Verdict#of}: both ratios as the change they make, (ratio − 1) in %; for
     * Grid'5000* ("within 3 %") a change within {@link #GRID_5000_BAND} counts as no change.
     */
    public PaperHeadline judged(boolean quick) {
        double band = label.contains("within") ? 100 * GRID_5000_BAND : 0;
        return PaperHeadline.judge(label, "AWRT with ÷ without contracts, 12 h, as the change in %",
                String.format(Locale.ROOT, "%.3f", paper), String.format(Locale.ROOT, "%.3f", ours),
                100 * (paper - 1), 100 * (ours - 1), "%", band,
                quick ? "quick run: 3 rounds of 6-week windows; substitute grids, so ratios, not seconds" : "");
    }

    /** Every comparison judged, in order. */
    public static List<PaperHeadline> judged(List<Headline> headlines, boolean quick) {
        return headlines.stream().map(headline -> headline.judged(quick)).toList();
    }

    /**
     * Done when: in Experiment 2, AuverGrid*'s grid-job AWRT with fixed-price contracts is below that without,
     * for every policy and interval run. False when no such row was run.
     */
    public static boolean auverGridFallsWithFixedPriceEverywhere(List<SummaryRow> rows) {
        boolean any = false;
        for (SummaryRow row : rows) {
            if (row.experiment().equals("2") && row.grid().equals("AuverGrid*")
                    && row.contract().equals(ContractKind.FIXED_PRICE.key())) {
                SummaryRow without = SummaryRow.find(rows, "2", row.grid(), row.policy(), ContractKind.NONE,
                        row.intervalHours());
                if (without == null || !(row.awrtGrid() < without.awrtGrid())) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }
}
