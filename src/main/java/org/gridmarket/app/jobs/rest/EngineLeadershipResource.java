package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.platform.Leadership;

/**
 * Admins ask any replica whether it runs the engine (issue 34): every replica answers for itself, none forwards.
 */
@Path("/api/admin/engine/leadership")
@RolesAllowed(Role.ADMIN_NAME)
public class EngineLeadershipResource {
    private final Leadership leadership;

    public EngineLeadershipResource(Leadership leadership) {
        this.leadership = leadership;
    }

    /**
     * This replica's view: {@code leader} (whether it runs the engine), {@code replica} (its name), {@code since}
     * (when it took over; null on a follower), {@code epoch} (the epoch it leads under, or the latest it read),
     * and who leads ({@code leaderReplica}, {@code leaderUrl}; null while nobody does).
     */
    public record LeadershipView(boolean leader, String replica, Instant since, long epoch, String leaderReplica,
                                 String leaderUrl) {
    }

    @Operation(operationId = "getEngineLeadership")
    @GET
    public LeadershipView get() {
        Leadership.Status status = leadership.status();
        return new LeadershipView(status.leader(), status.replica(), status.since(), status.epoch(),
                status.leaderReplica(), status.leaderUrl());
    }
}
