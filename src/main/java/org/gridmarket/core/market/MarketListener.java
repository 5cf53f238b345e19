package org.gridmarket.core.market;

import org.gridmarket.core.lrms.SiteJob;

/**
 * What the market tells its owner (the live engine, or the simulator's federation) about jobs as they go, from
 * the sites' LRMSs. It never calls back about the job being submitted while {@link Marketplace#submit} runs:
 * the {@link Marketplace.Submission} says whether that job started at once.
 */
public interface MarketListener {

    /** A queued job's planned start moved (conservative backfilling re-plans when jobs end early). */
    default void reserved(long siteId, SiteJob job, long startSeconds) {
    }

    default void started(long siteId, SiteJob job) {
    }

    /**
     * A job left site {@code siteId} (completed, cancelled, failed or preempted away), so processors may be
     * free: seed 002's allocation event. Called from inside the site's LRMS, which has not yet re-planned:
     * act on it later (schedule it), never by admitting a job from here.
     */
    default void released(long siteId) {
    }

    /**
     * A job ended at its site; {@code settled} is what its agreement charged, null for a job without one (a
     * site's local job) or one already settled (cancelled or failed).
     */
    default void ended(long siteId, SiteJob job, Marketplace.Settled settled) {
    }
}
