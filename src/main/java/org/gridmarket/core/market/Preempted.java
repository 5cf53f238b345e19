package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.lrms.SiteJob;

/**
 * What a site owner's local job did to one lease of its preemption set (seed 001 §4.2), in plain values: the
 * local job, the site's policy, the set (the ids of the leases it preempted), the member as its LRMS now keeps
 * it, h(L), and what became of it.
 *
 * @param settled   a cancelled lease's settlement (null when it held nothing)
 * @param migration a migrated lease's move (null otherwise)
 */
public record Preempted(long localJobId, String policy, List<Long> set, SiteJob member, double overheadSeconds,
                        Fate fate, Marketplace.Settled settled, LocalAdmissions.Migration migration) {

    /** What became of a preempted lease, by its type. */
    public enum Fate {
        /** A cancellable lease: ended, charged for the work it did. */
        CANCELLED,
        /** A suspendable lease: re-planned on its site for its remainder plus h(L), by its deadline. */
        SUSPENDED,
        /** A migratable lease no other site could take: re-planned on its site, still by its deadline. */
        STAYED,
        /** A migratable lease moved to another site ({@link #migration}). */
        MIGRATED
    }
}
