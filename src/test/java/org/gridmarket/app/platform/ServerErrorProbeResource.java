package org.gridmarket.app.platform;

import io.quarkus.security.Authenticated;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Tests only (it lives in the test sources): a request that fails unexpectedly, answered 500, as a bug would, so
 * {@code RateLimitsTest} can show that a person whose requests keep failing is slowed down. Hidden from the
 * OpenAPI document, so the tests that walk every operation do not send to it.
 */
@Path("/api/test-only/server-error")
@Authenticated
public class ServerErrorProbeResource {
    @POST
    @Operation(hidden = true)
    public String fail() {
        throw new IllegalStateException("test: an unexpected failure");
    }
}
