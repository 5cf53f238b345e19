package org.gridmarket.core.lrms;

/**
 * Observes what a {@link LocalScheduler} decides: metrics collectors, test oracles and (later) the live
 * service's job events stream. Called on the engine thread, in decision order.
 */
public interface SchedulerListener {

    /** A waiting job was promised (or re-promised) a start time. */
    default void jobReserved(Site site, SiteJob job, long startSeconds) {
    }

    default void jobStarted(Site site, SiteJob job) {
    }

    /** The job completed or was killed; {@link SiteJob#state()} says which. */
    default void jobEnded(Site site, SiteJob job) {
    }

    default void jobRejected(Site site, SiteJob job, String reason) {
    }

    /**
     * Seed 001 §4.2: {@code job} was preempted for the priority job {@code by}; its new plan follows as
     * {@link #jobReserved} (suspended or migrating) or {@link #jobEnded} (cancelled).
     */
    default void jobPreempted(Site site, SiteJob job, SiteJob by) {
    }

    /** A listener that forwards to {@code first} and then to {@code second}. */
    static SchedulerListener both(SchedulerListener first, SchedulerListener second) {
        return new SchedulerListener() {
            @Override
            public void jobReserved(Site site, SiteJob job, long startSeconds) {
                first.jobReserved(site, job, startSeconds);
                second.jobReserved(site, job, startSeconds);
            }

            @Override
            public void jobStarted(Site site, SiteJob job) {
                first.jobStarted(site, job);
                second.jobStarted(site, job);
            }

            @Override
            public void jobEnded(Site site, SiteJob job) {
                first.jobEnded(site, job);
                second.jobEnded(site, job);
            }

            @Override
            public void jobRejected(Site site, SiteJob job, String reason) {
                first.jobRejected(site, job, reason);
                second.jobRejected(site, job, reason);
            }

            @Override
            public void jobPreempted(Site site, SiteJob job, SiteJob by) {
                first.jobPreempted(site, job, by);
                second.jobPreempted(site, job, by);
            }
        };
    }
}
