package org.gridmarket.core.lrms;

/** What a site does when a job is still running at the end of its runtime estimate. */
public enum OverrunRule {
    /**
     * Kill the job at its estimate, as seed 000's providers do (§4): its reservation is never exceeded, so
     * every promise the scheduler made holds. The job ends with state {@link SiteJobState#KILLED}.
     */
    KILL_AT_ESTIMATE,
    /**
     * Let the job run to completion. Each time it outlives its planned end the scheduler extends its
     * reservation by a fixed step and re-plans the waiting jobs' reservations around it; those may then
     * start later than first promised. This keeps a trace's recorded runtimes intact on replay.
     */
    EXTEND_ESTIMATE
}
