package org.gridmarket.app.jobs.service;

import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.jobs.persistence.JobState;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.Agreement;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.RunOutcome;

/** A rebuild's step for one stored job (see {@link EngineState#rebuild(boolean)}). Engine thread only. */
final class JobRestore {
    private JobRestore() {
    }

    /** Puts an accepted or running job back on its site at its planned time, or completes it if that passed. */
    static void restore(EngineState state, ActiveJobs jobs, JobRecord job) {
        Marketplace market = state.market();
        MarketSite site = job.siteId == null ? null : market.site(job.siteId);
        if (site == null) {
            throw new IllegalStateException("its site " + job.siteId + " is not in the engine");
        }
        jobs.add(job);
        boolean federation = "federation".equals(job.kind);
        boolean pinned = false;
        if (federation && job.holdTransferId != null) {
            // A migrated lease (seed 001) was charged its part at its first site; its hold is the remainder's price.
            long chargedBefore = job.chargedMicroGd == null ? 0 : job.chargedMicroGd;
            Agreement redirected = Redirections.restored(job);
            Agreement agreement = redirected != null ? redirected : market.restoredAgreement(state.marketJob(job), job.siteId,
                    job.priceMicroGd - chargedBefore, job.plannedStartSeconds, job.runtimeSeconds);
            market.restoreDeal(state.marketJob(job), agreement, job.holdTransferId, chargedBefore);
            pinned = agreement.agreedStartSeconds() >= 0;
        }
        boolean reported = federation && site.mode() == MarketSite.Mode.REPORTED;
        SiteJob restored = site.lrms().restore(EngineState.coreJob(job), reported ? MarketSite.OPEN_RUNTIME_SECONDS
                : job.runtimeSeconds, job.runtimeSeconds, job.plannedStartSeconds, pinned, job.progress());
        if (restored == null) {
            state.complete(job, job.plannedEndSeconds, market.settle(job.id, new RunOutcome.Completed(job.runtimeSeconds)),
                    "completed while the service was down");
        } else if (restored.state() == org.gridmarket.core.lrms.JobState.RUNNING && job.state() != JobState.RUNNING) {
            job.markRunning(job.plannedStartSeconds);
            jobs.record(job, job.plannedStartSeconds, null);
        }
    }
}
