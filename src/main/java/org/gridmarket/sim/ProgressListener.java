package org.gridmarket.sim;

/** Told how far a replay has got; the command line draws a progress bar from it. */
@FunctionalInterface
public interface ProgressListener {

    /** No reporting. */
    ProgressListener NONE = (submittedJobs, totalJobs) -> { };

    void progressed(long submittedJobs, long totalJobs);
}
