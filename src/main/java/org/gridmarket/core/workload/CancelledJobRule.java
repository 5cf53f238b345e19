package org.gridmarket.core.workload;

/**
 * Which SWF records count as cancelled or failed and are dropped before replay. Under both rules a record
 * is dropped when its runtime is ≤ 0 or it has no processor count (allocated and requested both ≤ 0): such
 * a job never ran and occupied nothing (on SDSC-SP2 these are the 5,681 status-5 records with runtime -1
 * or 0).
 */
public enum CancelledJobRule {
    /**
     * Default. Drop only records that never ran. Failed (status 0) and cancelled (status 5) jobs that did
     * run are kept: they held processors for their recorded runtime, so replaying them reproduces the load
     * the machine really carried.
     */
    DROP_NEVER_RAN,
    /** Additionally drop every record with status 0 (failed) or 5 (cancelled), whatever its runtime. */
    DROP_CANCELLED_AND_FAILED;

    /** Why a record is dropped under this rule, or null when it is kept. */
    public DropReason reasonToDrop(SwfRecord record) {
        if (record.runtimeSeconds() <= 0 || record.effectiveProcessors() <= 0) {
            return DropReason.NEVER_RAN;
        }
        boolean cancelledOrFailed = record.status() == SwfRecord.STATUS_CANCELLED
                || record.status() == SwfRecord.STATUS_FAILED;
        return this == DROP_CANCELLED_AND_FAILED && cancelledOrFailed ? DropReason.CANCELLED_OR_FAILED : null;
    }
}
