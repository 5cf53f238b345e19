package org.gridmarket.app.platform;

import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;

/** {@code GET /api/demo}, public: the demo logins the login page lists (see {@link DemoLogins}). */
@Path("/api/demo")
public class DemoResource {
    private final GridmarketConfig config;

    public DemoResource(GridmarketConfig config) {
        this.config = config;
    }

    @GET
    @PermitAll
    public DemoLogins demo() {
        return DemoLogins.of(config.demo());
    }
}
