package org.gridmarket.app;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import org.gridmarket.app.platform.EmbeddedDatabase;

/**
 * Every {@code @QuarkusTest} runs against a fresh, real PostgreSQL 17 (embedded, throw-away), migrated by
 * Flyway at start and seeded with the demo federation, exactly as the embedded default is: passwords
 * required, Flyway as the owner, the service as {@value EmbeddedDatabase#APP_ROLE}. Tests that must act as
 * the owner (forging rows with the triggers off) use {@link DatabaseOwner}.
 */
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {
    private EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        database = EmbeddedDatabase.startEphemeral();
        return Map.of(
                "quarkus.datasource.jdbc.url", database.jdbcUrl(),
                "quarkus.datasource.username", database.appUsername(),
                "quarkus.datasource.password", database.appPassword(),
                "quarkus.flyway.username", database.username(),
                "quarkus.flyway.password", database.password(),
                "gridmarket.demo.enabled", "true");
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
        }
    }
}
