package org.gridmarket.app.platform;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * The demo federation, seeded once on the first start of the embedded default (on an external database only
 * with {@code GRIDMARKET_DEMO_ENABLED=true}): the eight clusters of seed 004 Table 2 under three owners, three users with 1,000,000 G$
 * each, an admin, and contracts between three grids. Each feature seeds its own part (a {@link DemoContribution});
 * this class names the demo's people, decides whether to seed and runs the parts in order in one transaction.
 */
@ApplicationScoped
public class DemoFederation {
    private static final Logger LOG = Logger.getLogger(DemoFederation.class);
    public static final String ADMIN = "admin";
    public static final List<String> OWNERS = List.of("owner1", "owner2", "owner3");
    public static final List<String> USERS = List.of("alice", "bob", "carol");
    /** Every demo account, admin first: the login page lists them. */
    static final List<String> USERNAMES = Stream.of(List.of(ADMIN), OWNERS, USERS).flatMap(List::stream).toList();

    /** The advisory lock the demo is seeded under: "gmdemo" in ASCII. */
    private static final long SEED_LOCK_KEY = 0x676d_6465_6d6fL;

    private final GridmarketConfig config;
    private final Instance<DemoContribution> contributions;
    private final jakarta.persistence.EntityManager entities;

    public DemoFederation(GridmarketConfig config, Instance<DemoContribution> contributions,
                          jakarta.persistence.EntityManager entities) {
        this.config = config;
        this.contributions = contributions;
        this.entities = entities;
    }

    void onStart(@Observes StartupEvent event) {
        if (!config.demo().enabled()) {
            return;
        }
        List<DemoContribution> parts = contributions.stream()
                .sorted(Comparator.comparingInt(DemoContribution::order)).toList();
        if (!seedOnce(parts)) {
            LOG.info("Demo federation present (admin, owner1..owner3, alice, bob, carol)");
            return;
        }
        LOG.infof("Demo federation created: admin; owner1, owner2, owner3 owning the eight clusters of "
                + "seed 004 Table 2; users alice, bob, carol with 1,000,000 G$ each. Password: %s.",
                "demo".equals(config.demo().password()) ? "demo" : "the value of GRIDMARKET_DEMO_PASSWORD");
    }

    /**
     * Seeds the demo unless it is present, under a transaction-level advisory lock: replicas starting together on
     * one database (issue 34) seed it once between them. True when this call seeded it.
     */
    @Transactional
    boolean seedOnce(List<DemoContribution> parts) {
        entities.createNativeQuery("SELECT pg_advisory_xact_lock(" + SEED_LOCK_KEY + ")").getSingleResult();
        if (parts.stream().anyMatch(DemoContribution::present)) {
            return false;
        }
        parts.forEach(part -> part.seed(config.demo().password()));
        return true;
    }
}
