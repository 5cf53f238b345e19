package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.JobService;

/** Model time: every job time is on this clock (wall time × {@code gridmarket.engine.time-scale}). */
@Path("/api/engine/clock")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class EngineClockResource {
    private final JobService jobs;

    public EngineClockResource(JobService jobs) {
        this.jobs = jobs;
    }

    @Operation(operationId = "getClock")
    @GET
    public JobService.ModelClock clock() {
        return jobs.clock();
    }
}
