package org.gridmarket.app.accounts.service;

import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
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

    /**
     * {@link #get()} for a request on an event loop, which must not wait for the database: a caller seen
     * before at once, anyone else looked up on a worker thread.
     */
    public Uni<AccountService.Person> onEventLoop() {
        String username = identity.getPrincipal().getName();
        AccountService.Person known = person != null ? person : accounts.knownCaller(username);
        if (known != null) {
            return Uni.createFrom().item(known);
        }
        return Uni.createFrom().item(() -> accounts.caller(username))
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool());
    }
}
