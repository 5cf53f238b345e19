package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.lrms.SiteJob;

/**
 * The one seam through which the market tells its owner (the live engine's recorder, or the simulator's
 * federation) what happened to its jobs: what {@link Marketplace#submit} did with a job (queued, negotiated,
 * accepted or rejected), what a site's local job did to leases (preempted), and what the sites' LRMSs do
 * afterwards (reserved, started, released, ended). Every event is told in plain values: the owner tests no
 * agreement type and reads no strategy's capability. The job being submitted is told {@link #accepted} (its
 * {@link Acceptance#siteJob()} says whether it started at once), never {@link #started} while it is admitted.
 */
public interface MarketListener {

    /** The job joined the federation queue at {@code position} (seed 002 §3), its whole budget held by {@code hold}. */
    default void queued(MarketJob job, Transfer hold, int position) {
    }

    /**
     * The job's home grid's gateway negotiated for it (seed 000 §5.2, Fig. 3): every message, in order, before the
     * job is accepted or rejected.
     */
    default void negotiated(MarketJob job, List<Redirection.Message> trail) {
    }

    /** The job was placed: agreed, its price held, admitted by its site (from submission or from the queue). */
    default void accepted(MarketJob job, Acceptance acceptance) {
    }

    /** The job was refused (nothing held any more), or left the queue unserved, for {@code reason}. */
    default void rejected(MarketJob job, String reason) {
    }

    /** A local job's admission preempted a lease (seed 001 §4.2). */
    default void preempted(Preempted preempted) {
    }

    /** A queued job's planned start moved (conservative backfilling re-plans when jobs end early). */
    default void reserved(long siteId, SiteJob job, long startSeconds) {
    }

    default void started(long siteId, SiteJob job) {
    }

    /**
     * A job left site {@code siteId} (completed, cancelled, failed or preempted away), so processors may be
     * free: seed 002's allocation event (the market tells its queue itself). Called from inside the site's LRMS,
     * which has not yet re-planned: act on it later (schedule it), never by admitting a job from here.
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
