package org.gridmarket.core.workload;

import java.util.Locale;

/** Why a trace record did not become a job. */
public enum DropReason {
    /** Runtime ≤ 0 or no processor count: the job never ran. */
    NEVER_RAN,
    /** Status 0 or 5 under {@link CancelledJobRule#DROP_CANCELLED_AND_FAILED}. */
    CANCELLED_OR_FAILED,
    /** Queue number not among the selected queues (seed 002 §5.1 splits SDSC-SP2 by queue). */
    OTHER_QUEUE,
    /** Partition number not among the selected partitions. */
    OTHER_PARTITION,
    /** Submitted outside the time window (seed 004 §4.1 uses two days). */
    OUTSIDE_WINDOW;

    /** Lower-case name used in reports, e.g. {@code never_ran}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
