package org.gridmarket.core.metrics;

import org.gridmarket.core.lrms.SiteJobState;

/**
 * What happened to one job of a replay on an LRMS (a site's own record, not the market's job): the metrics and
 * the simulator's outputs are computed from these. For a rejected job start and end are -1 and the runtime is 0.
 *
 * @param jobId job id
 * @param site site that ran (or rejected) it
 * @param submitSeconds submission time
 * @param startSeconds start time, -1 if rejected
 * @param endSeconds end time, -1 if rejected
 * @param processors processors held
 * @param estimateSeconds estimate on the site
 * @param state COMPLETED, KILLED or REJECTED
 */
public record ReplayedJob(
        long jobId,
        String site,
        long submitSeconds,
        long startSeconds,
        long endSeconds,
        int processors,
        long estimateSeconds,
        SiteJobState state) {

    public boolean ran() {
        return state == SiteJobState.COMPLETED || state == SiteJobState.KILLED;
    }

    public long waitSeconds() {
        return startSeconds - submitSeconds;
    }

    /** Time actually spent running (p_j of seed 000 Eq. 5). */
    public long runSeconds() {
        return endSeconds - startSeconds;
    }

    /** Completion minus submission (c_j − s_j of seed 000 Eq. 5; endTime − submitTime of seed 002 Eq. 1). */
    public long responseSeconds() {
        return endSeconds - submitSeconds;
    }

    /** Processor-seconds consumed: the weight p_j · m_j of seed 000 Eq. 5. */
    public double processorSeconds() {
        return (double) processors * runSeconds();
    }
}
