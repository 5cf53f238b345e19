package org.gridmarket.sim.allocation;

import java.util.List;

/**
 * One replay of the sweep: a workload ({@value #LOG} at an RC, or {@value #LUBLIN99} whose {@code sl} is aarr),
 * a speed vector (k-th of its SH, 1-based), a system loading and a method label (one of {@link
 * AllocationSettings#METHODS} or a threshold variant such as {@code TI@0.05/1}).
 */
public record ReplayKey(String workload, int rcPercent, double sh, int vector, double sl, String method) {

    public static final String LOG = "log";
    public static final String LUBLIN99 = "lublin99";
    static final String CSV_HEADER = "workload,rc,sh,vector,sl,method,art_seconds,mean_queue_length,jobs";

    public ReplayKey {
        if (!LOG.equals(workload) && !LUBLIN99.equals(workload)) {
            throw new IllegalArgumentException("unknown workload '" + workload + "'");
        }
    }

    /** The key's CSV cells (the first six columns). */
    String csv() {
        return String.join(",", workload, Integer.toString(rcPercent), AllocationSettings.text(sh),
                Integer.toString(vector), AllocationSettings.text(sl), method);
    }

    /** Parses the first six cells of a CSV row. */
    static ReplayKey parse(List<String> cells) {
        return new ReplayKey(cells.get(0), Integer.parseInt(cells.get(1)), Double.parseDouble(cells.get(2)),
                Integer.parseInt(cells.get(3)), Double.parseDouble(cells.get(4)), cells.get(5));
    }
}
