package org.gridmarket.app.jobs.persistence;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * The {@code strategies} table (V16) filled from the registry: at start, before the engine runs (this observer
 * comes first), every registered name missing from it is inserted, so the foreign key from {@code jobs.strategy}
 * admits exactly the strategies the service has offered, with no name written by hand in a migration. Two
 * replicas starting together insert the same names harmlessly (ON CONFLICT DO NOTHING).
 */
@ApplicationScoped
public class RegisteredStrategies {
    private final EntityManager entities;

    public RegisteredStrategies(EntityManager entities) {
        this.entities = entities;
    }

    void onStart(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent event) {
        register(Mechanisms.strategies().names());
    }

    @Transactional
    void register(List<String> names) {
        for (String name : names) {
            entities.createNativeQuery("INSERT INTO strategies (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")
                    .setParameter(1, name).executeUpdate();
        }
    }
}
