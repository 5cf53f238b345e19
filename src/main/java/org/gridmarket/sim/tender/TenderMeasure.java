package org.gridmarket.sim.tender;

/** The measures of seed 003 Figs. 1–2, each over the measured window [10, 90) of one run. */
public enum TenderMeasure {
    /** Fig. 1(a): work done in the window by every task ÷ (total capacity × window length), in %. */
    LOAD("load_pct", "average cluster load (%)"),
    /** Fig. 1(a): the same for background tasks only. */
    BACKGROUND_LOAD("background_load_pct", "background load (%)"),
    /** Fig. 1(b): rejected ÷ submitted external tasks, in %. */
    REJECTED("rejected_pct", "rejected external tasks (%)"),
    /** Fig. 1(c): c(C*), the computation cost, averaged over the scheduled tasks, in G$. */
    COST("avg_cost", "average computation cost per scheduled task (G$)"),
    /** Fig. 2(a): B − penalty − cost over the submitted tasks, a rejected task counting 0, in G$. */
    UTILITY("avg_utility", "average utility per submitted task (G$)"),
    /** Fig. 2(b): w · tardiness over the submitted tasks, a rejected task counting its budget B, in G$. */
    PENALTY("avg_penalty", "average penalty per submitted task (G$)"),
    /** Fig. 2(c): max(0, C − d) over the scheduled tasks, in time units. */
    TARDINESS("avg_tardiness", "average tardiness per scheduled task (time units)");

    private final String key;
    private final String axisTitle;

    TenderMeasure(String key, String axisTitle) {
        this.key = key;
        this.axisTitle = axisTitle;
    }

    /** The key in summary.json; its 95 % half-width is {@code key + "_ci95"}. */
    public String key() {
        return key;
    }

    public String axisTitle() {
        return axisTitle;
    }
}
