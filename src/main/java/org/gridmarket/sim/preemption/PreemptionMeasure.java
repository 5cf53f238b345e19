package org.gridmarket.sim.preemption;

/** Seed 001 §7.1's measures of one run, with their summary.json key and axis title. */
public enum PreemptionMeasure {
    LOCAL_REJECTION("local_rejection_pct", "local requests rejected (%)"),
    EXTERNAL_REJECTION("external_rejection_pct", "external requests rejected (%)"),
    EXTERNAL_CANCELLED("external_cancelled_pct", "external requests cancelled (%)"),
    UTILISATION("utilisation_pct", "resource utilisation, Eq. 11 (%)"),
    PREEMPTIONS("preemptions", "lease preemptions"),
    BE_MAKESPAN("be_makespan_seconds", "average best-effort makespan, Eq. 13 (s)"),
    OVERHEAD("overhead_seconds", "total preemption overhead (s)"),
    CAPPED_DECISIONS("capped_decisions", "decisions whose enumeration hit K");

    private final String key;
    private final String axisTitle;

    PreemptionMeasure(String key, String axisTitle) {
        this.key = key;
        this.axisTitle = axisTitle;
    }

    public String key() {
        return key;
    }

    public String axisTitle() {
        return axisTitle;
    }
}
