package org.gridmarket.app.jobs.persistence;

import org.gridmarket.core.lrms.SiteJob;

/**
 * A lease's preemption record as its job row keeps it (seed 001): the work banked (useful seconds on its site, and
 * on the sites a migrated lease left, §4.2), the overhead its current segment pays first and Σ h(L) to the
 * millisecond (§5), how often it was preempted, and by what last: the local job, its kind ({@code local}, the
 * owner's own, or {@code background}) and the site's policy that chose it (§6). Part of a {@link JobRecord}, which
 * alone changes it.
 */
final class LeaseProgress {
    long usefulSeconds;
    long usefulSecondsElsewhere;
    long chargeSeconds;
    long overheadMillis;
    int preemptions;
    Long preemptedByJobId;
    String preemptedByKind;
    String preemptedUnderPolicy;

    /** Preempted by local job {@code byJobId} of kind {@code byKind} under {@code policy}, at {@code progress}. */
    void preempted(long byJobId, String byKind, String policy, SiteJob.Progress progress) {
        preemptedByJobId = byJobId;
        preemptedByKind = byKind;
        preemptedUnderPolicy = policy;
        record(progress);
    }

    /** The LRMS's count of useful and overhead seconds (Σ h(L) kept to the millisecond). */
    void record(SiteJob.Progress progress) {
        usefulSeconds = progress.usefulSeconds();
        chargeSeconds = progress.chargeSeconds();
        overheadMillis = Math.round(progress.overheadSeconds() * 1000);
        preemptions = progress.preemptions();
    }

    /** What the lease had done when last preempted, for putting it back on its site. */
    SiteJob.Progress progress() {
        return new SiteJob.Progress(usefulSeconds, chargeSeconds, overheadMillis / 1000.0, preemptions);
    }

    /** Moved to another site after {@code usefulSecondsHere} seconds of work on the one it left. */
    void moved(long usefulSecondsHere) {
        usefulSecondsElsewhere = Math.addExact(usefulSecondsElsewhere, usefulSecondsHere);
    }

    /** The work done: useful seconds on the sites it left plus those on its site (overhead is not work). */
    long workDoneSeconds() {
        return Math.addExact(usefulSecondsElsewhere, usefulSeconds);
    }

    LeaseProgress copy() {
        LeaseProgress copy = new LeaseProgress();
        copy.usefulSeconds = usefulSeconds;
        copy.usefulSecondsElsewhere = usefulSecondsElsewhere;
        copy.chargeSeconds = chargeSeconds;
        copy.overheadMillis = overheadMillis;
        copy.preemptions = preemptions;
        copy.preemptedByJobId = preemptedByJobId;
        copy.preemptedByKind = preemptedByKind;
        copy.preemptedUnderPolicy = preemptedUnderPolicy;
        return copy;
    }
}
