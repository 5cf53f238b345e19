package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;
import org.gridmarket.app.platform.GridmarketConfig;

/**
 * Readiness tells the truth about the engine: DOWN while it is stopping, while its state is not built (at
 * start, or while a rebuild keeps failing), or when it has completed no turn for
 * {@code gridmarket.engine.stall-timeout} (10 s) — every quote and job would wait for it, so a load balancer
 * should send no one here. Quarantined sites and jobs do not make it DOWN (everyone else is served); their
 * count is in the check's data. A replica that follows another (issue 34) runs no engine: it is UP while it
 * reaches the database, since it serves reads and forwards commands to the leader.
 */
@Readiness
@ApplicationScoped
public class EngineReadiness implements HealthCheck {
    private final LiveEngine engine;
    private final Duration stallTimeout;

    public EngineReadiness(LiveEngine engine, GridmarketConfig config) {
        this.engine = engine;
        this.stallTimeout = config.engine().stallTimeout();
    }

    @Override
    public HealthCheckResponse call() {
        LiveEngine.Health health = engine.health();
        String problem = problem(health, stallTimeout);
        HealthCheckResponseBuilder response = HealthCheckResponse.named("engine").status(problem == null)
                .withData("millisSinceLastTurn", health.millisSinceProgress())
                .withData("waitingCommands", health.waiting())
                .withData("quarantined", health.quarantined())
                .withData("leader", !health.follower());
        return problem == null ? response.build() : response.withData("reason", problem).build();
    }

    /** Why the engine cannot serve now, or null when it can. */
    static String problem(LiveEngine.Health health, Duration stallTimeout) {
        if (health.stopping()) {
            return "the service is stopping";
        }
        if (health.follower()) { // it serves reads and forwards commands to the leader (issue 34)
            return health.connected() ? null : "this replica cannot reach the database";
        }
        if (!health.rebuilt()) {
            return health.rebuildFailure() == null ? "the engine is building its state"
                    : "the engine cannot rebuild its state: " + health.rebuildFailure();
        }
        if (health.millisSinceProgress() > stallTimeout.toMillis()) {
            return "the engine has completed no turn for " + health.millisSinceProgress() / 1000 + " s";
        }
        return null;
    }
}
