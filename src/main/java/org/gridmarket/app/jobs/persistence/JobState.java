package org.gridmarket.app.jobs.persistence;

/**
 * A marketplace job's life: SUBMITTED → ACCEPTED → RUNNING → COMPLETED, or REJECTED, CANCELLED, FAILED; a QUEUE
 * job waits as QUEUED between SUBMITTED and ACCEPTED (or leaves the queue REJECTED or CANCELLED); a lease
 * (seed 001) may go RUNNING or ACCEPTED → PREEMPTED → RUNNING again, or be CANCELLED by a local job.
 */
public enum JobState {
    /** Recorded, not yet placed (only inside the transaction that places it). */
    SUBMITTED,
    /** Waiting in the federation queue (seed 002, strategy QUEUE); its budget is held in the user's wallet. */
    QUEUED,
    /** Placed on a site with a planned start and finish; its price is held in the user's wallet. */
    ACCEPTED,
    /** Running on its site. */
    RUNNING,
    /** Preempted by the site owner's local job: suspended (or moved) with a new planned start, not final. */
    PREEMPTED,
    /** Finished; the owner has been paid. */
    COMPLETED,
    /** No site could meet its budget and deadline, or the wallet could not cover the price; nothing charged. */
    REJECTED,
    /** Withdrawn by its user: nothing charged before it started, the time used after. */
    CANCELLED,
    /** Reported failed by its site's agent; nothing charged. */
    FAILED;

    public boolean isFinal() {
        return this == COMPLETED || this == REJECTED || this == CANCELLED || this == FAILED;
    }
}
