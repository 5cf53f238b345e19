package org.gridmarket.app.ledger.service;

import jakarta.enterprise.context.ApplicationScoped;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.platform.DemoContribution;
import org.gridmarket.app.platform.DemoFederation;
import org.gridmarket.core.ledger.Money;

/** The demo users' opening balance: the treasury grants each 1,000,000 G$ (client id {@code demo-grant-<user>}). */
@ApplicationScoped
public class DemoGrants implements DemoContribution {
    private static final long USER_GRANT_MICRO_GD = 1_000_000L * Money.MICRO_PER_GD;
    private final AccountService accounts;
    private final LedgerService ledger;

    public DemoGrants(AccountService accounts, LedgerService ledger) {
        this.accounts = accounts;
        this.ledger = ledger;
    }

    @Override
    public int order() {
        return GRANTS;
    }

    @Override
    public void seed(String password) {
        for (String user : DemoFederation.USERS) {
            ledger.grant("demo-grant-" + user, accounts.find(user).orElseThrow().id(), USER_GRANT_MICRO_GD);
        }
    }
}
