package org.gridmarket.sim.tender;

/**
 * The four ways of placing external tasks that seed 003 §5 compares, each run on the same arrivals with fresh
 * clusters.
 */
public enum Series {
    /** §5.2 Scenario 1: one broker (GRB) tenders a round's tasks one at a time, FIFO. */
    ECO1("ECO1"),
    /** §5.2 Scenario 2: one broker per task; all award at once, a cluster accepts the award paying it most. */
    ECO2("ECO2"),
    /** §5.1 round-robin; only clusters with free capacity at the announcement offer (Ambiguity 1). */
    RR("RR"),
    /** §5.1 round-robin read the other way: busy clusters offer their earliest completion too. */
    RR_ANY("RR-any");

    private final String label;

    Series(String label) {
        this.label = label;
    }

    /** The name in summary.json, the report and the plots' legends. */
    public String label() {
        return label;
    }
}
