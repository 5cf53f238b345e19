package org.gridmarket.core.market;

import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.lrms.SiteJobState;

/**
 * One site's LRMS decisions, passed on to the market's listener with the site's id: a completed job with an open
 * agreement is settled first (by its site agent's report when there is one), and a release of processors is an
 * allocation event for the market's federation queue (seed 002).
 */
final class SiteNews implements SchedulerListener {
    private final long siteId;
    private final MarketListener listener;
    private final Marketplace market;

    SiteNews(long siteId, MarketListener listener, Marketplace market) {
        this.siteId = siteId;
        this.listener = listener;
        this.market = market;
    }

    @Override
    public void jobReserved(Site site, SiteJob job, long startSeconds) {
        listener.reserved(siteId, job, startSeconds);
    }

    @Override
    public void jobStarted(Site site, SiteJob job) {
        if (!market.admitting(job.id())) {
            listener.started(siteId, job);
        }
    }

    @Override
    public void jobEnded(Site site, SiteJob job) {
        listener.released(siteId);
        market.released();
        if (job.state() != SiteJobState.COMPLETED) {
            return;
        }
        // A preempted job's useful seconds are its work; its wall time includes the wait and the overhead.
        long ran = job.preemptions() > 0 ? job.usefulSeconds() : job.endSeconds() - job.startSeconds();
        RunOutcome outcome = market.outcome(job.id(), new RunOutcome.Completed(ran));
        listener.ended(siteId, job, market.settle(job.id(), outcome));
    }
}
