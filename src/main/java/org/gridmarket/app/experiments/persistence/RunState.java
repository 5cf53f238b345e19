package org.gridmarket.app.experiments.persistence;

/** Where a run is in its life; QUEUED → RUNNING → one of the three ended states, or QUEUED → CANCELLED. */
public enum RunState {
    /** Waiting for the one runner. */
    QUEUED,
    /** Its child JVM is running. */
    RUNNING,
    /** The child exited 0; its files are complete. */
    DONE,
    /** The child exited otherwise, could not start, or the service stopped under it; {@code failure} says why. */
    FAILED,
    /** An admin cancelled it; a running child was stopped with its process tree. */
    CANCELLED;

    public boolean ended() {
        return this == DONE || this == FAILED || this == CANCELLED;
    }
}
