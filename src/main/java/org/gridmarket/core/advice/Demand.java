package org.gridmarket.core.advice;

import org.gridmarket.core.workload.LeaseType;

/**
 * One request the market saw, at model second {@code atSeconds}, to be asked again in a replay.
 *
 * <ul>
 *   <li>{@link Kind#JOB}: a job submitted to the market (its fields, strategy and origin as recorded);</li>
 *   <li>{@link Kind#QUOTE}: a quote its user asked and did not take, replayed as the submission it would have
 *       become had the market placed it;</li>
 *   <li>{@link Kind#LOCAL}: a site owner's local job on site {@code localSiteId} for {@code runtimeSeconds},
 *       whatever the prices (seed 001's local requests; also the jobs already running when the window opens).</li>
 * </ul>
 *
 * @param id the job's id (JOB, LOCAL) or the quote's number (QUOTE): unique within its kind
 */
public record Demand(Kind kind, long id, long atSeconds, int processors, long lengthMi, long runtimeSeconds,
                     long budgetMicroGd, long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                     LeaseType leaseType, long originSiteId, long payerId, String homeGrid, Long localSiteId) {

    /** What kind of request it was. */
    public enum Kind {
        /** Submitted to the market. */
        JOB,
        /** Quoted, never submitted. */
        QUOTE,
        /** An owner's own job on the owner's site. */
        LOCAL
    }

    public Demand {
        if (kind == null || processors < 1 || atSeconds < 0) {
            throw new IllegalArgumentException("a demand needs a kind, at least one processor and a time");
        }
        if (kind == Kind.LOCAL ? localSiteId == null || runtimeSeconds < 1 : lengthMi < 1 || strategy == null) {
            throw new IllegalArgumentException(kind == Kind.LOCAL ? "a local job needs its site and runtime"
                    : "a market request needs its length and strategy");
        }
    }

    /** A market request (JOB or QUOTE). */
    public static Demand market(Kind kind, long id, long atSeconds, int processors, long lengthMi, long budgetMicroGd,
                                long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                                LeaseType leaseType, long originSiteId, long payerId, String homeGrid) {
        return new Demand(kind, id, atSeconds, processors, lengthMi, 0, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, leaseType, originSiteId, payerId, homeGrid, null);
    }

    /** An owner's local job on {@code siteId}. */
    public static Demand local(long id, long atSeconds, int processors, long runtimeSeconds, long siteId) {
        return new Demand(Kind.LOCAL, id, atSeconds, processors, 0, runtimeSeconds, 0, 0, null, null, null, siteId,
                0, null, siteId);
    }
}
