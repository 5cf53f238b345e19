package org.gridmarket.app.platform;

import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** {@code GET /api/demo}, public: the demo logins the login page lists (see {@link DemoLogins}). */
@Path("/api/demo")
public class DemoResource {
    private final GridmarketConfig config;

    public DemoResource(GridmarketConfig config) {
        this.config = config;
    }

    @Operation(operationId = "getDemoLogins")
    @GET
    @PermitAll
    public DemoLogins demo() {
        return DemoLogins.of(config.demo());
    }
}
