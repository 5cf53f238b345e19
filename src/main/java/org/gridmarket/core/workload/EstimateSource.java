package org.gridmarket.core.workload;

/** Where a trace job's runtime estimate comes from. */
public enum EstimateSource {
    /** The SWF requested time (field 9) when present (> 0), otherwise the actual runtime. */
    REQUESTED_TIME,
    /** Always the actual runtime: perfect estimates. */
    ACTUAL_RUNTIME;

    /** The estimate in seconds for a record that ran (runtime > 0). */
    public long estimateSeconds(SwfRecord record) {
        boolean requested = this == REQUESTED_TIME && record.requestedSeconds() > 0;
        return requested ? record.requestedSeconds() : record.runtimeSeconds();
    }
}
