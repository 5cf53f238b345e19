package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.app.sites.service.SiteService;

/** Tells the engine about a registered or repriced site once the change is committed. */
@ApplicationScoped
public class SiteChanges {
    private final LiveEngine engine;

    public SiteChanges(LiveEngine engine) {
        this.engine = engine;
    }

    void onChange(@Observes(during = TransactionPhase.AFTER_SUCCESS) SiteService.SiteChanged change) {
        engine.tell(state -> state.siteChanged(SiteEntity.findById(change.siteId())));
    }
}
