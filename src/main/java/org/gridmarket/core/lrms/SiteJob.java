package org.gridmarket.core.lrms;

import org.gridmarket.core.workload.Job;

/**
 * A job's life on one site: its runtime and estimate on this site, its planned interval in the profile and
 * its state. State changes only through {@code mark} methods, which check the transition is legal.
 */
public final class SiteJob {

    private static final long UNSET = Long.MIN_VALUE;

    private final Job job;
    private final long runtimeSeconds;
    private final long estimateSeconds;
    private final long arrivalSeconds;
    private JobState state = JobState.WAITING;
    private long plannedStartSeconds = UNSET;
    private long plannedEndSeconds = UNSET;
    private long startSeconds = UNSET;
    private long endSeconds = UNSET;

    SiteJob(Job job, long runtimeSeconds, long estimateSeconds, long arrivalSeconds) {
        this.job = job;
        this.runtimeSeconds = runtimeSeconds;
        this.estimateSeconds = estimateSeconds;
        this.arrivalSeconds = arrivalSeconds;
    }

    public Job job() {
        return job;
    }

    public long id() {
        return job.id();
    }

    public int processors() {
        return job.processors();
    }

    /** Actual runtime on this site (unknown to the scheduler's decisions). */
    public long runtimeSeconds() {
        return runtimeSeconds;
    }

    /** Runtime estimate on this site: what reservations are sized by. */
    public long estimateSeconds() {
        return estimateSeconds;
    }

    /** When the job reached this site. */
    public long arrivalSeconds() {
        return arrivalSeconds;
    }

    public JobState state() {
        return state;
    }

    /** Start of the interval the job holds in the profile (reserved or running). */
    public long plannedStartSeconds() {
        return plannedStartSeconds;
    }

    /** End of the interval the job holds in the profile. */
    public long plannedEndSeconds() {
        return plannedEndSeconds;
    }

    public long startSeconds() {
        return startSeconds;
    }

    public long endSeconds() {
        return endSeconds;
    }

    /** The time the job stops under the given rule, if it is started at {@code start}. */
    long stopSeconds(long start, OverrunRule rule) {
        boolean killed = rule == OverrunRule.KILL_AT_ESTIMATE && runtimeSeconds > estimateSeconds;
        return start + (killed ? estimateSeconds : runtimeSeconds);
    }

    void markReserved(long startSecondsPlanned) {
        require(state == JobState.WAITING || state == JobState.RESERVED, "reserve");
        state = JobState.RESERVED;
        plannedStartSeconds = startSecondsPlanned;
        plannedEndSeconds = startSecondsPlanned + estimateSeconds;
    }

    void markRunning(long now) {
        require(state == JobState.WAITING || state == JobState.RESERVED, "start");
        state = JobState.RUNNING;
        startSeconds = now;
        plannedStartSeconds = now;
        plannedEndSeconds = now + estimateSeconds;
    }

    /** Restores a job that started at {@code startedSeconds}, before a restart of the service. */
    void markRunningSince(long startedSeconds) {
        markRunning(startedSeconds);
    }

    void markCancelled(long now) {
        require(!state.isFinal(), "cancel");
        endSeconds = now;
        state = JobState.CANCELLED;
    }

    void markExtended(long newPlannedEndSeconds) {
        require(state == JobState.RUNNING && newPlannedEndSeconds > plannedEndSeconds, "extend");
        plannedEndSeconds = newPlannedEndSeconds;
    }

    void markEnded(long now, JobState finalState) {
        require(state == JobState.RUNNING && (finalState == JobState.COMPLETED || finalState == JobState.KILLED),
                "end as " + finalState);
        state = finalState;
        endSeconds = now;
    }

    void markRejected() {
        require(state == JobState.WAITING, "reject");
        state = JobState.REJECTED;
    }

    private void require(boolean legal, String transition) {
        if (!legal) {
            throw new IllegalStateException("job " + id() + " cannot " + transition + " from " + state);
        }
    }

    @Override
    public String toString() {
        return "SiteJob[" + id() + " " + state + " " + plannedStartSeconds + ".." + plannedEndSeconds + "]";
    }
}
