package org.gridmarket.core.market;

/**
 * One market job's life: its {@link JobState} and the transitions allowed between them, each a {@code markX}
 * method that refuses a move the life does not allow (a bug in its caller, not a user's error). The live engine
 * keeps one per job record; what each state means is documented on {@link JobState}.
 */
public final class JobLife {
    private JobState state;

    /** A new job, SUBMITTED. */
    public JobLife() {
        this(JobState.SUBMITTED);
    }

    /** A job's life as it was stored, in state {@code state}. */
    public JobLife(JobState state) {
        this.state = java.util.Objects.requireNonNull(state, "state");
    }

    public JobState state() {
        return state;
    }

    /** Into the federation queue (seed 002), from SUBMITTED. */
    public void markQueued() {
        move(JobState.QUEUED, JobState.SUBMITTED);
    }

    /** Placed on a site, from SUBMITTED or (an allocation event) QUEUED. */
    public void markAccepted() {
        move(JobState.ACCEPTED, JobState.SUBMITTED, JobState.QUEUED);
    }

    /** Started, or resumed after a preemption; true when this is its first start (it was ACCEPTED). */
    public boolean markRunning() {
        boolean first = state == JobState.ACCEPTED;
        move(JobState.RUNNING, JobState.ACCEPTED, JobState.PREEMPTED);
        return first;
    }

    /** Preempted by a local job (seed 001 §4.2), accepted, running or preempted before. */
    public void markPreempted() {
        move(JobState.PREEMPTED, JobState.ACCEPTED, JobState.RUNNING, JobState.PREEMPTED);
    }

    /** Ended at its site, accepted or running. */
    public void markCompleted() {
        move(JobState.COMPLETED, JobState.ACCEPTED, JobState.RUNNING);
    }

    /** Refused: while being placed, or leaving the queue unserved. */
    public void markRejected() {
        move(JobState.REJECTED, JobState.SUBMITTED, JobState.QUEUED);
    }

    /** Withdrawn while queued, accepted, running or preempted. */
    public void markCancelled() {
        move(JobState.CANCELLED, JobState.ACCEPTED, JobState.RUNNING, JobState.PREEMPTED, JobState.QUEUED);
    }

    /** Reported failed by its site, accepted or running. */
    public void markFailed() {
        move(JobState.FAILED, JobState.ACCEPTED, JobState.RUNNING);
    }

    private void move(JobState to, JobState... from) {
        for (JobState allowed : from) {
            if (state == allowed) {
                state = to;
                return;
            }
        }
        throw new IllegalStateException("cannot go from " + state + " to " + to);
    }
}
