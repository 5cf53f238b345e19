package org.gridmarket.core.market;

/**
 * A market job's life, one state at a time (the site's LRMS keeps its own view of a job on its schedule,
 * {@link org.gridmarket.core.lrms.SiteJobState}). The transitions are {@link JobLife}'s:
 * <pre>
 *   SUBMITTED ─→ ACCEPTED ─→ RUNNING ─→ COMPLETED
 *       │  ╲         │  ↑       │
 *       │   QUEUED ──┘  └─ PREEMPTED (a lease: back to RUNNING, or CANCELLED)
 *       ↓     ↓
 *   REJECTED  (ACCEPTED, RUNNING, PREEMPTED, QUEUED → CANCELLED; ACCEPTED, RUNNING → FAILED)
 * </pre>
 * The names are stored as they are (the {@code jobs.state} column): renaming one is a migration.
 */
public enum JobState {
    /** Recorded, not yet placed (only inside the turn that places it). */
    SUBMITTED,
    /**
     * Waiting in the federation queue (seed 002 §3's WQ, a strategy that waits in it): no site and no start time
     * promised; its whole budget is held from the user's wallet until an allocation event (§4, Table 2) starts it.
     */
    QUEUED,
    /**
     * Placed on a site with a planned start and finish (seed 004 §3.3: the GFA's admission-control negotiation
     * agreed; or a tender's award, a redirection under a contract, a queued job's allocation); its price is held.
     */
    ACCEPTED,
    /** Running on its site. */
    RUNNING,
    /**
     * A lease preempted by its site owner's local job (seed 001 §4.2): suspended, or moved to another site, with a
     * new planned start by its deadline; it runs again from there (not final).
     */
    PREEMPTED,
    /** Finished; its agreement's settlement rule charged it and the site's owner was paid. */
    COMPLETED,
    /** No site could meet its budget and deadline (or, queued, none ever can), or the wallet could not hold it. */
    REJECTED,
    /** Withdrawn by its user (or a cancellable lease by its site's owner): charged for the time it used, if any. */
    CANCELLED,
    /** Reported failed by its site's agent; its hold released, nothing charged. */
    FAILED;

    /** Whether the job's life is over (it holds nothing any more). */
    public boolean isFinal() {
        return this == COMPLETED || this == REJECTED || this == CANCELLED || this == FAILED;
    }
}
