package org.gridmarket.app.accounts.service;

import jakarta.enterprise.context.ApplicationScoped;
import org.gridmarket.app.platform.DemoContribution;
import org.gridmarket.app.platform.DemoFederation;

/** The demo's people: an admin, three owners and three users, all with the demo password. */
@ApplicationScoped
public class DemoAccounts implements DemoContribution {
    private final AccountService accounts;

    public DemoAccounts(AccountService accounts) {
        this.accounts = accounts;
    }

    @Override
    public int order() {
        return ACCOUNTS;
    }

    /** The demo's admin exists from its first start on; an external database's bootstrap admin never has one. */
    @Override
    public boolean present() {
        return accounts.find(DemoFederation.ADMIN).isPresent();
    }

    @Override
    public void seed(String password) {
        accounts.create(DemoFederation.ADMIN, password, Role.ADMIN);
        DemoFederation.OWNERS.forEach(owner -> accounts.create(owner, password, Role.OWNER));
        DemoFederation.USERS.forEach(user -> accounts.create(user, password, Role.USER));
    }
}
