package org.gridmarket.app.platform;

import java.util.List;

/**
 * What the login page may say about the demo federation: whether it is on, its usernames, and its
 * password only while that is the published default ({@code demo}); a password chosen with
 * {@code GRIDMARKET_DEMO_PASSWORD} is never shown.
 */
public record DemoLogins(boolean enabled, List<String> usernames, String password) {
    static final String DEFAULT_PASSWORD = "demo";

    static DemoLogins of(GridmarketConfig.Demo demo) {
        if (!demo.enabled()) {
            return new DemoLogins(false, List.of(), null);
        }
        String shown = DEFAULT_PASSWORD.equals(demo.password()) ? DEFAULT_PASSWORD : null;
        return new DemoLogins(true, DemoFederation.USERNAMES, shown);
    }
}
