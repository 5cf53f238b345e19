package org.gridmarket.app.sites.rest;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Map;
import java.util.stream.Collectors;
import org.gridmarket.app.accounts.service.AccountService;

/** Owner and author names for site views, looked up in one query per response. */
@ApplicationScoped
public class Usernames {
    private final AccountService accounts;

    public Usernames(AccountService accounts) {
        this.accounts = accounts;
    }

    @Transactional
    public Map<Long, String> all() {
        return accounts.list().stream()
                .collect(Collectors.toMap(AccountService.Person::id, AccountService.Person::username));
    }
}
