package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.EngineQuarantine;

/** Admins see the stored sites and jobs the engine left out because it could not restore them. */
@Path("/api/admin/engine/quarantine")
@RolesAllowed(Role.ADMIN_NAME)
public class EngineQuarantineResource {
    private final EngineQuarantine quarantine;

    public EngineQuarantineResource(EngineQuarantine quarantine) {
        this.quarantine = quarantine;
    }

    /** {@code [{kind: SITE|JOB, id, reason, since}]}, sites first, then by id; empty when all is well. */
    @Operation(operationId = "listQuarantine")
    @GET
    public List<EngineQuarantine.Entry> list() {
        return quarantine.entries();
    }
}
