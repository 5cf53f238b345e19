package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.engine.WallTimeline;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.market.Acceptance;
import org.gridmarket.core.market.JobState;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.market.RunOutcome;
import org.gridmarket.core.market.SiteLeasing;

/**
 * Makes the engine's state from the database (principle 2: the database is the truth) and keeps the market's
 * sites as the database says: the model clock from its anchor, a new market with every site, the active peering
 * contracts, every accepted, running or preempted job put back on its site with its agreement, and the queued
 * jobs back in the federation queue in submission order. Engine thread only, inside a transaction.
 */
@ApplicationScoped
public class EngineRebuild {
    private final GridmarketConfig config;
    private final EntityManager entities;
    private final BackgroundLoad backgroundLoad;
    private final EngineQuarantine quarantine;
    private final EngineWallClock wallClock;
    private final AgentPresence agents;
    private final Set<Long> backgroundScheduled = new HashSet<>();

    public EngineRebuild(GridmarketConfig config, EntityManager entities, BackgroundLoad backgroundLoad,
                         EngineQuarantine quarantine, EngineWallClock wallClock, AgentPresence agents) {
        this.config = config;
        this.entities = entities;
        this.backgroundLoad = backgroundLoad;
        this.quarantine = quarantine;
        this.wallClock = wallClock;
        this.agents = agents;
    }

    /**
     * Builds {@code state} from the database; jobs whose planned end passed while the service was down complete
     * now, at their planned end. Quarantined sites and jobs are left out; a site or job that fails to restore (a
     * job whose site is left out, too) throws a {@link EngineQuarantine.RestoreFailure} naming it, and the caller
     * quarantines it and rebuilds again. A {@code careful} rebuild (after one whose writes failed) sends each
     * job's writes on their own, so a job whose completion the database refuses (a stored row holds one of its
     * ledger ids) is named too.
     */
    void rebuild(EngineState state, boolean careful) {
        TurnWriter turn = state.turn();
        backgroundScheduled.clear();
        long[] anchor = anchor(entities, wallClock.millis());
        ScaledWallClock clock = new ScaledWallClock(wallClock::millis, anchor[0], anchor[1],
                config.engine().timeScale());
        state.reset(clock, new WallTimeline(clock));
        agents.reset();
        List<SiteEntity> sites = SiteEntity.listAll(io.quarkus.panache.common.Sort.by("id"));
        for (SiteEntity site : sites) {
            quarantine.restoreUnlessHeld(EngineQuarantine.Kind.SITE, site.id, () -> siteChanged(state, site));
        }
        PeeringContracts.load(state, entities);
        if (careful) {
            turn.flushNow();
        }
        for (JobRecord job : turn.storedActive()) {
            quarantine.restoreUnlessHeld(EngineQuarantine.Kind.JOB, job.id(), () -> {
                restore(state, job);
                if (careful) {
                    turn.flushNow();
                }
            });
        }
        Marketplace market = state.market();
        for (JobRecord job : turn.storedQueued()) { // in submission order
            state.recorder().add(job);
            market.queue().rejoin(state.marketJob(job), job.holdTransferId());
        }
        market.queue().released(); // processors may have been freed while the service was down
        turn.endTurn();
    }

    /**
     * A site was registered, repriced or withdrawn (seed 004's unsubscribe), or its agent went silent or was heard
     * again: the market updates it.
     */
    void siteChanged(EngineState state, SiteEntity site) {
        if (quarantine.holds(EngineQuarantine.Kind.SITE, site.id)) {
            return;
        }
        Marketplace market = state.market();
        // The cluster's name, as its user knows it (a quote's redirection shows it); unique, like the site id.
        Site coreSite = new Site(site.name.isBlank() ? "site " + site.id : site.name, site.processors,
                site.mipsPerProcessor, site.bandwidthGbps);
        state.accounts().siteOwnedBy(site.id, site.ownerId);
        market.peering().site(site.id, site.gridName, site.fixedCostMicroGdPerCpuSecond);
        // Unpriced and withdrawn sites take no new jobs, nor does an agent's site while its agent is silent (issue
        // 33); all keep their LRMS, outside the directory, for their jobs.
        boolean online = agents.online(state, site, () -> {
            SiteEntity now = SiteEntity.findById(site.id);
            if (now != null) {
                siteChanged(state, now);
            }
        });
        PriceBand band = site.minMachinePriceMicroGdPerProcessorHour == null ? null
                : new PriceBand(site.minMachinePriceMicroGdPerProcessorHour, site.maxMachinePriceMicroGdPerProcessorHour);
        market.upsertSite(site.id, coreSite, site.withdrawnAt == null && online ? site.priceMicroGdPerProcessorHour : null,
                band,
                site.agentMode ? MarketSite.Mode.REPORTED : MarketSite.Mode.MODELLED,
                site.agentMode && site.acceptsScripts,
                new SiteEvents(state.timeline(), site.id));
        market.leasing(site.id, SiteLeasing.of(site.leaseFactorCancellablePermille, site.leaseFactorSuspendablePermille,
                site.leaseFactorMigratablePermille, site.preemptionPolicy, site.memoryPerNodeMb));
        if (backgroundScheduled.add(site.id)) {
            backgroundLoad.schedule(state, site, state.now());
        }
    }

    /** Puts an accepted or running job back on its site at its planned time, or completes it if that passed. */
    private static void restore(EngineState state, JobRecord job) {
        Marketplace market = state.market();
        JobRecorder recorder = state.recorder();
        MarketSite site = job.siteId() == null ? null : market.site(job.siteId());
        if (site == null) {
            throw new IllegalStateException("its site " + job.siteId() + " is not in the engine");
        }
        recorder.add(job);
        boolean federation = "federation".equals(job.kind());
        boolean pinned = false;
        if (federation && job.holdTransferId() != null) {
            // A migrated lease (seed 001) was charged its part at its first site; its hold is the remainder's price.
            long chargedBefore = job.chargedMicroGd() == null ? 0 : job.chargedMicroGd();
            Acceptance.Redirected redirected = job.contractId() == null ? null : new Acceptance.Redirected(
                    job.homeGrid(), job.servingGrid(), job.contractId(), job.contractPriceMicroGdPerProcessorHour(),
                    job.sitePriceMicroGd());
            pinned = market.restoreDeal(state.marketJob(job), job.siteId(), job.priceMicroGd() - chargedBefore,
                    job.plannedStartSeconds(), job.runtimeSeconds(), redirected, job.holdTransferId(), chargedBefore)
                    .agreedStartSeconds() >= 0;
        }
        boolean reported = federation && site.mode() == MarketSite.Mode.REPORTED;
        SiteJob restored = site.lrms().restore(EngineState.coreJob(job), reported ? MarketSite.OPEN_RUNTIME_SECONDS
                : job.runtimeSeconds(), job.runtimeSeconds(), job.plannedStartSeconds(), pinned, job.progress());
        if (restored == null) {
            SiteJob.Progress before = job.progress(); // it ran its whole runtime (the rest of it) while we were down
            job.recordProgress(new SiteJob.Progress(job.runtimeSeconds(), 0, before.overheadSeconds(),
                    before.preemptions()));
            recorder.completed(job, job.plannedEndSeconds(), market.settle(job.id(),
                    new RunOutcome.Completed(job.runtimeSeconds())), "completed while the service was down");
        } else if (restored.state() == SiteJobState.RUNNING && job.state() != JobState.RUNNING && !reported) {
            job.markRunning(job.plannedStartSeconds());
            recorder.record(job, job.plannedStartSeconds(), null);
        }
    }

    /**
     * Where model time starts: a wall-clock instant and the model second it stands for, {wall millis, model
     * seconds}, stored once (in {@code engine_clock}) on the very first start, so model time keeps running while
     * the service is down; created (now = now) if the database has none yet.
     */
    private static long[] anchor(EntityManager entities, long wallMillisNow) {
        List<?> rows = entities.createNativeQuery(
                "SELECT wall_anchor_millis, model_anchor_seconds FROM engine_clock").getResultList();
        if (rows.isEmpty()) {
            long wall = wallMillisNow;
            entities.createNativeQuery("INSERT INTO engine_clock (wall_anchor_millis, model_anchor_seconds) "
                    + "VALUES (?1, ?2)").setParameter(1, wall).setParameter(2, wall / 1000).executeUpdate();
            return new long[] {wall, wall / 1000};
        }
        Object[] row = (Object[]) rows.get(0);
        return new long[] {((Number) row[0]).longValue(), ((Number) row[1]).longValue()};
    }
}
