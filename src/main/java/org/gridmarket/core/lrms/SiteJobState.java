package org.gridmarket.core.lrms;

/**
 * The LRMS's view of a job on one site (its place in the site's schedule); changes only through the {@code mark}
 * methods of {@link SiteJob}. Not the market job's life, which is {@link org.gridmarket.core.market.JobState}.
 */
public enum SiteJobState {
    /** Submitted, waiting, and holding no reservation. */
    WAITING,
    /** Waiting with a reservation in the profile (a pivot; every waiting job under conservative). */
    RESERVED,
    /** Holding its processors. */
    RUNNING,
    /**
     * Preempted by a priority request (seed 001 §4.2): suspended, or migrating to this site again in a one-site
     * run, and holding a reservation for its remainder plus the overhead h(L); it runs again from there.
     */
    PREEMPTED,
    /** Ended at its actual runtime. */
    COMPLETED,
    /** Ended at its estimate under {@link OverrunRule#KILL_AT_ESTIMATE} before its work was done. */
    KILLED,
    /** Never admitted (it needs more processors than the site has). */
    REJECTED,
    /** Withdrawn before or while running (a user's cancel, or a real cluster reporting a failure). */
    CANCELLED;

    /** Whether the job has left the site for good. */
    public boolean isFinal() {
        return this == COMPLETED || this == KILLED || this == REJECTED || this == CANCELLED;
    }
}
