package org.gridmarket.app.accounts.service;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import org.gridmarket.app.platform.GridmarketConfig;
import org.jboss.logging.Logger;

/**
 * Creates {@code admin} with {@code GRIDMARKET_ADMIN_PASSWORD} when no admin exists: the way in on an external
 * database, where there is no demo. It runs after the demo federation's seeding, so on the embedded default the
 * demo's admin (with the demo password) comes first.
 */
@ApplicationScoped
public class BootstrapAdmin {
    private static final Logger LOG = Logger.getLogger(BootstrapAdmin.class);
    private final GridmarketConfig config;
    private final AccountService accounts;

    public BootstrapAdmin(GridmarketConfig config, AccountService accounts) {
        this.config = config;
        this.accounts = accounts;
    }

    void onStart(@Observes @Priority(Interceptor.Priority.APPLICATION + 600) StartupEvent event) {
        config.adminPassword().ifPresent(password -> {
            if (!accounts.anyAdmin()) {
                accounts.create("admin", password, Role.ADMIN);
                LOG.info("Created the bootstrap admin account 'admin' (password from GRIDMARKET_ADMIN_PASSWORD)");
            }
        });
    }
}
