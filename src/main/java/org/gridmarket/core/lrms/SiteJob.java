package org.gridmarket.core.lrms;

import org.gridmarket.core.workload.Job;

/**
 * A job's life on one site: its runtime and estimate on this site, its planned interval in the profile and
 * its state. State changes only through {@code mark} methods, which check the transition is legal.
 *
 * <p>A preempted job (seed 001) runs in segments: each later segment first pays the overhead charged to it
 * (whole seconds), then does the remaining work; useful seconds count only the work. Each preemption starts a
 * new run epoch, so an end event scheduled for an earlier segment can be recognised as stale.
 */
public final class SiteJob {

    /**
     * What a preempted job (seed 001) has done, for a restart: useful seconds banked, whole seconds of overhead
     * its current segment pays first, Σ h(L) and the number of preemptions.
     */
    public record Progress(long usefulSeconds, long chargeSeconds, double overheadSeconds, int preemptions) {
        public static final Progress NONE = new Progress(0, 0, 0, 0);

        public Progress {
            if (usefulSeconds < 0 || chargeSeconds < 0 || !(overheadSeconds >= 0) || preemptions < 0) {
                throw new IllegalArgumentException("progress must not be negative");
            }
        }
    }

    private static final long UNSET = Long.MIN_VALUE;

    private final Job job;
    private final long runtimeSeconds;
    private final long estimateSeconds;
    private final long arrivalSeconds;
    private SiteJobState state = SiteJobState.WAITING;
    private long plannedStartSeconds = UNSET;
    private long plannedEndSeconds = UNSET;
    private long startSeconds = UNSET;
    private long endSeconds = UNSET;
    private long runSinceSeconds = UNSET;
    private long usefulSeconds;
    private long chargeSeconds;
    private double overheadSeconds;
    private int preemptions;
    private int runEpoch;

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

    public SiteJobState state() {
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

    /** Seconds of work done so far (seed 001: a completed lease's useful seconds equal its runtime). */
    public long usefulSeconds() {
        return usefulSeconds;
    }

    /** Σ h(L) over this job's preemptions, as the model gives it (seed 001 §5). */
    public double overheadSeconds() {
        return overheadSeconds;
    }

    public int preemptions() {
        return preemptions;
    }

    /** Counts preemptions: an end event belongs to the segment whose epoch it captured. */
    public int runEpoch() {
        return runEpoch;
    }

    /** Start of the current run segment (the first start until the job is preempted). */
    public long runSinceSeconds() {
        return runSinceSeconds;
    }

    /** What the next (or current) segment holds: overhead still to pay plus the remaining estimate. */
    long segmentSeconds() {
        return chargeSeconds + remainingEstimateSeconds(usefulSeconds);
    }

    /** At least a second: a job preempted after outliving its estimate still has to finish. */
    private long remainingEstimateSeconds(long useful) {
        return Math.max(1, estimateSeconds - useful);
    }

    /** The time the job stops under the given rule, if its current segment starts at {@code start}. */
    long stopSeconds(long start, OverrunRule rule) {
        boolean killed = rule == OverrunRule.KILL_AT_ESTIMATE && runtimeSeconds > estimateSeconds;
        return start + chargeSeconds + (killed ? estimateSeconds : runtimeSeconds) - usefulSeconds;
    }

    void markReserved(long startSecondsPlanned) {
        require(state == SiteJobState.WAITING || state == SiteJobState.RESERVED || state == SiteJobState.PREEMPTED, "reserve");
        state = state == SiteJobState.PREEMPTED ? SiteJobState.PREEMPTED : SiteJobState.RESERVED;
        plannedStartSeconds = startSecondsPlanned;
        plannedEndSeconds = startSecondsPlanned + segmentSeconds();
    }

    void markRunning(long now) {
        require(state == SiteJobState.WAITING || state == SiteJobState.RESERVED || state == SiteJobState.PREEMPTED, "start");
        state = SiteJobState.RUNNING;
        startSeconds = startSeconds == UNSET ? now : startSeconds;
        runSinceSeconds = now;
        plannedStartSeconds = now;
        plannedEndSeconds = now + segmentSeconds();
    }

    /**
     * Seed 001 §4.2: a priority request takes this job's processors now. A running job banks the work of its
     * segment (after the overhead it was paying, whose unpaid part carries over); the new overhead h(L),
     * rounded up to whole seconds, is charged to the next segment. The job holds no reservation until
     * {@link #markReserved}; a cancellable one is then {@link #markCancelled cancelled}.
     */
    void markPreempted(long now, double overheadSecondsAdded) {
        require(state == SiteJobState.RUNNING || state == SiteJobState.RESERVED || state == SiteJobState.PREEMPTED, "preempt");
        long[] banked = bankedIfPreempted(now, overheadSecondsAdded);
        usefulSeconds = banked[0];
        chargeSeconds = banked[1];
        overheadSeconds += overheadSecondsAdded;
        preemptions++;
        runEpoch++;
        state = SiteJobState.PREEMPTED;
    }

    /** The segment {@link #markPreempted} would leave to re-plan, without changing the job. */
    long segmentSecondsIfPreempted(long now, double overheadSecondsAdded) {
        long[] banked = bankedIfPreempted(now, overheadSecondsAdded);
        return banked[1] + remainingEstimateSeconds(banked[0]);
    }

    /** {useful seconds, charge seconds} after a preemption now. */
    private long[] bankedIfPreempted(long now, double overheadSecondsAdded) {
        long useful = usefulSeconds;
        long charge = chargeSeconds;
        if (state == SiteJobState.RUNNING) {
            long elapsed = now - runSinceSeconds;
            useful += Math.max(0, elapsed - charge);
            charge = Math.max(0, charge - elapsed);
        }
        return new long[] {useful, charge + (long) Math.ceil(overheadSecondsAdded)};
    }

    /** What this job has done so far (a restart restores it with {@link #restoreProgress}). */
    public Progress progress() {
        return new Progress(usefulSeconds, chargeSeconds, overheadSeconds, preemptions);
    }

    /** Before a restart this job had been preempted: it comes back PREEMPTED with its progress. */
    void restoreProgress(Progress progress) {
        require(state == SiteJobState.WAITING, "restore progress");
        usefulSeconds = progress.usefulSeconds();
        chargeSeconds = progress.chargeSeconds();
        overheadSeconds = progress.overheadSeconds();
        preemptions = progress.preemptions();
        runEpoch = progress.preemptions();
        state = progress.preemptions() > 0 ? SiteJobState.PREEMPTED : state;
    }

    /** Restores a job that started at {@code startedSeconds}, before a restart of the service. */
    void markRunningSince(long startedSeconds) {
        markRunning(startedSeconds);
    }

    void markCancelled(long now) {
        require(!state.isFinal(), "cancel");
        if (state == SiteJobState.RUNNING) {
            usefulSeconds += Math.max(0, now - runSinceSeconds - chargeSeconds);
        }
        endSeconds = now;
        state = SiteJobState.CANCELLED;
    }

    void markExtended(long newPlannedEndSeconds) {
        require(state == SiteJobState.RUNNING && newPlannedEndSeconds > plannedEndSeconds, "extend");
        plannedEndSeconds = newPlannedEndSeconds;
    }

    void markEnded(long now, SiteJobState finalState) {
        require(state == SiteJobState.RUNNING && (finalState == SiteJobState.COMPLETED || finalState == SiteJobState.KILLED),
                "end as " + finalState);
        usefulSeconds += Math.max(0, now - runSinceSeconds - chargeSeconds);
        state = finalState;
        endSeconds = now;
    }

    void markRejected() {
        require(state == SiteJobState.WAITING, "reject");
        state = SiteJobState.REJECTED;
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
