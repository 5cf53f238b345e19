package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.platform.DemoContribution;
import org.gridmarket.app.platform.DemoFederation;
import org.gridmarket.app.sites.service.DemoSites;

/**
 * The demo's contracts: each of its grids buys from every other under a fixed-price contract (seed 000 §6.1's
 * L = 95 %, k = 5 %; repriced every model hour), created by the engine once the demo is committed.
 */
@ApplicationScoped
public class DemoPeering implements DemoContribution {
    private final AccountService accounts;
    private final Event<SiteChanges.DemoContracts> demoContracts;

    public DemoPeering(AccountService accounts, Event<SiteChanges.DemoContracts> demoContracts) {
        this.accounts = accounts;
        this.demoContracts = demoContracts;
    }

    @Override
    public int order() {
        return PEERING;
    }

    @Override
    public void seed(String password) {
        long adminId = accounts.find(DemoFederation.ADMIN).orElseThrow().id();
        demoContracts.fire(new SiteChanges.DemoContracts(adminId, DemoSites.GRIDS));
    }
}
