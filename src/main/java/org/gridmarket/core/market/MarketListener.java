package org.gridmarket.core.market;

import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.lrms.SiteJob;

/** What the market tells its owner (the live engine, or the simulator's federation) about jobs as they go. */
public interface MarketListener {

    /** A job was agreed and its price held; it is about to be admitted (and may start at once). */
    default void agreed(MarketJob job, Agreement agreement, Transfer hold) {
    }

    /** A queued job's planned start moved (conservative backfilling re-plans when jobs end early). */
    default void reserved(long siteId, SiteJob job, long startSeconds) {
    }

    default void started(long siteId, SiteJob job) {
    }

    /**
     * A job ended at its site; {@code settled} is what its agreement charged, null for a job without one (a
     * site's local job) or one already settled (cancelled or failed).
     */
    default void ended(long siteId, SiteJob job, Marketplace.Settled settled) {
    }
}
