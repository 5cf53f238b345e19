package org.gridmarket.app.accounts.service;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;

/** The person behind the current request's token, looked up once per request. */
@RequestScoped
public class CurrentUser {
    private final SecurityIdentity identity;
    private final AccountService accounts;
    private AccountService.Person person;

    public CurrentUser(SecurityIdentity identity, AccountService accounts) {
        this.identity = identity;
        this.accounts = accounts;
    }

    public AccountService.Person get() {
        if (person == null) {
            person = accounts.caller(identity.getPrincipal().getName());
        }
        return person;
    }
}
