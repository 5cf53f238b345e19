package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.FederationQueueService;
import org.gridmarket.app.platform.QueryParams;

/** The federation queue (seed 002, strategy QUEUE): a job's place for its user, the whole queue for admins. */
@Path("/api")
public class FederationQueueResource {
    private final FederationQueueService queue;
    private final CurrentUser currentUser;

    public FederationQueueResource(FederationQueueService queue, CurrentUser currentUser) {
        this.queue = queue;
        this.currentUser = currentUser;
    }

    /** Where job {@code id} waits: position 1 starts next; null once it has left the queue. */
    @Operation(operationId = "getQueuePlace")
    @GET
    @Path("/jobs/{id}/queue-place")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public FederationQueueService.Place place(@PathParam("id") long id) {
        return queue.place(currentUser.get(), id);
    }

    /** The queued jobs, head first ({@code limit}: 1 to 500, default 100), with the method that places them. */
    @Operation(operationId = "getFederationQueue")
    @GET
    @Path("/admin/federation-queue")
    @RolesAllowed(Role.ADMIN_NAME)
    public FederationQueueService.Snapshot snapshot(@QueryParam("limit") String limit) {
        return queue.snapshot(parse(limit));
    }

    private static int parse(String limit) {
        return QueryParams.integer("limit", limit, 100, 1, FederationQueueService.MAX_LISTED);
    }
}
