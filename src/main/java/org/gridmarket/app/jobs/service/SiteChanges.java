package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.app.sites.service.SiteService;

/**
 * Tells the engine about a registered or repriced site, or the demo's contracts to create, once
 * the change is committed.
 */
@ApplicationScoped
public class SiteChanges {
    private final LiveEngine engine;
    private final EngineRebuild sites;

    public SiteChanges(LiveEngine engine, EngineRebuild sites) {
        this.engine = engine;
        this.sites = sites;
    }

    void onChange(@Observes(during = TransactionPhase.AFTER_SUCCESS) SiteService.SiteChanged change) {
        engine.tell(state -> sites.siteChanged(state, SiteEntity.findById(change.siteId())));
    }

    /** The demo's grids: each buys from every other under a fixed-price contract, created by the engine (seed 000). */
    public record DemoContracts(long adminId, java.util.List<String> grids) {
    }

    void onDemoContracts(@Observes(during = TransactionPhase.AFTER_SUCCESS) DemoContracts demo) {
        engine.tell(state -> {
            // The sites' own news may reach the engine after this (transactional observers run in no set order).
            SiteEntity.<SiteEntity>listAll().forEach(site -> sites.siteChanged(state, site));
            PeeringContracts.createAllToAll(state, state.entities(), demo.adminId(), demo.grids());
        });
    }
}
