package org.gridmarket.sim.tender;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridmarket.sim.PaperHeadline;

/**
 * Seed 003 §5.3's headlines beside ours, each judged by {@link org.gridmarket.sim.Verdict}: the gap in rejected
 * external tasks between RR and the economy at λ = 4 and λ = 7 (Fig. 1(b); the paper's bounds "RR more than
 * 32.4 %, ECO 6.7 %" and "RR more than 88.5 %, ECO no more than 66.3 %" give gaps of at least 25.7 and 22.2
 * points), and the cost per scheduled task of RR over ECO at λ = 1 (Fig. 1(c): 137 against 126 G$). Ours is
 * ECO1 (Scenario 1), means over the seeds. A headline whose λ was not run is left out.
 */
public final class TenderHeadlines {

    private static final String QUICK_NOTE = "quick run: 3 seeds per λ";

    private TenderHeadlines() {
    }

    public static List<PaperHeadline> of(TenderSettings settings, TenderExperiment.Results results) {
        String note = settings.quick() ? QUICK_NOTE : "";
        List<PaperHeadline> headlines = new ArrayList<>();
        rejectionGap(headlines, results, 4, 32.4, 6.7, "RR > 32.4 %, ECO 6.7 %", note);
        rejectionGap(headlines, results, 7, 88.5, 66.3, "RR > 88.5 %, ECO ≤ 66.3 %", note);
        if (results.byLambda().containsKey(1)) {
            double eco = results.get(1, Series.ECO1, TenderMeasure.COST).mean();
            double rr = results.get(1, Series.RR, TenderMeasure.COST).mean();
            headlines.add(PaperHeadline.judge("cost RR − ECO at λ = 1 (Fig. 1(c))",
                    "G$ per scheduled task, mean over seeds", "RR 137, ECO 126",
                    String.format(Locale.ROOT, "RR %.1f, ECO1 %.1f", rr, eco), 137 - 126, rr - eco, "G$", 0, note));
        }
        return headlines;
    }

    private static void rejectionGap(List<PaperHeadline> headlines, TenderExperiment.Results results, int lambda,
            double paperRr, double paperEco, String paperText, String note) {
        if (!results.byLambda().containsKey(lambda)) {
            return;
        }
        double eco = results.get(lambda, Series.ECO1, TenderMeasure.REJECTED).mean();
        double rr = results.get(lambda, Series.RR, TenderMeasure.REJECTED).mean();
        headlines.add(PaperHeadline.judge("rejected externals RR − ECO at λ = " + lambda + " (Fig. 1(b))",
                "% of external tasks rejected, mean over seeds; the paper's gap from its bounds", paperText,
                String.format(Locale.ROOT, "RR %.1f %%, ECO1 %.1f %%", rr, eco), paperRr - paperEco, rr - eco,
                "points", 0, note));
    }
}
