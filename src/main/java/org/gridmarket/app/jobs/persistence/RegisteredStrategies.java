package org.gridmarket.app.jobs.persistence;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.stream.Collectors;
import org.gridmarket.core.market.LeaseTerms;
import org.gridmarket.core.market.StrategyOption;
import org.gridmarket.core.market.StrategyRegistry;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * The {@code strategies} table (V16, V17) filled from the registry: at start, before the engine runs (this observer
 * comes first), every registered name missing from it is inserted with its facts, and the facts of a name already
 * there are brought up to date, so the foreign key from {@code jobs.strategy} admits exactly the strategies the
 * service has offered and the trigger on {@code jobs} checks what a job asks against what its strategy says of
 * itself, with no name written by hand in a migration. The service's role may update the facts alone, never a
 * name; two replicas starting together write the same rows harmlessly.
 */
@ApplicationScoped
public class RegisteredStrategies {
    private static final String UPSERT = """
            INSERT INTO strategies (name, weighs_lateness, lease_types, waits_in_queue)
            VALUES (?1, ?2, string_to_array(?3, ','), ?4)
            ON CONFLICT (name) DO UPDATE SET weighs_lateness = excluded.weighs_lateness,
                lease_types = excluded.lease_types, waits_in_queue = excluded.waits_in_queue
            WHERE (strategies.weighs_lateness, strategies.lease_types, strategies.waits_in_queue)
                IS DISTINCT FROM (excluded.weighs_lateness, excluded.lease_types, excluded.waits_in_queue)""";

    private final EntityManager entities;

    public RegisteredStrategies(EntityManager entities) {
        this.entities = entities;
    }

    void onStart(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent event) {
        register(Mechanisms.strategies());
    }

    @Transactional
    void register(StrategyRegistry registry) {
        for (StrategyRegistry.Description strategy : registry.descriptions()) {
            String name = strategy.name();
            entities.createNativeQuery(UPSERT).setParameter(1, name)
                    .setParameter(2, registry.takes(name, StrategyOption.TARDINESS_PENALTY))
                    .setParameter(3, registry.leaseTypes(name).stream().map(LeaseTerms::name)
                            .collect(Collectors.joining(",")))
                    .setParameter(4, strategy.waitsInQueue()).executeUpdate();
        }
    }
}
