package org.gridmarket.app.platform;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.SiteChanges;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.sites.service.PriceCard;
import org.gridmarket.core.market.LeaseFactors;
import org.gridmarket.app.sites.service.SiteService;
import org.gridmarket.core.ledger.Money;
import org.jboss.logging.Logger;

/**
 * The demo federation, seeded once on the first start of the embedded default (never on an external
 * database): the eight clusters of seed 004 Table 2 under three owners, three users with 1,000,000 G$
 * each, and an admin. Also creates the bootstrap admin of {@code GRIDMARKET_ADMIN_PASSWORD}.
 */
@ApplicationScoped
public class DemoFederation {
    private static final Logger LOG = Logger.getLogger(DemoFederation.class);
    private static final long USER_GRANT_MICRO_GD = 1_000_000L * Money.MICRO_PER_GD;
    private static final List<String> OWNERS = List.of("owner1", "owner2", "owner3");
    private static final List<String> USERS = List.of("alice", "bob", "carol");
    /** Home sites of the demo users: CTC SP2, LANL CM5 and SDSC Blue (their jobs start at those GFAs). */
    private static final List<String> HOME_SITES = List.of("CTC SP2", "LANL CM5", "SDSC Blue");
    /** Every demo account, admin first: the login page lists them. */
    static final List<String> USERNAMES = java.util.stream.Stream.of(List.of("admin"), OWNERS, USERS)
            .flatMap(List::stream).toList();

    /**
     * Seed 004 Table 2's clusters (processors, MIPS rating, NIC bandwidth in Gb/s) with a price per
     * processor-hour of our own: Table 2's quotes are per MI under Eq. (4), which the live market no longer
     * uses. The older, slower clusters are cheaper per processor-hour, but not always per MI (price ÷ (3,600 ×
     * MIPS), the directory's cheapest order): CTC SP2 is the cheapest per MI, LANL CM5 the cheapest per
     * processor-hour and NASA iPSC the fastest, so OFC and OFT choose different clusters from the start.
     * Each cluster's price band (seed 003 §3, what TENDER bids charge) runs from its posted price for the
     * cheapest processor to 4/3 of it for the dearest.
     */
    record Cluster(String name, String owner, String grid, int processors, int mips, String priceGdPerProcessorHour,
                   double bandwidthGbps) {
    }

    static final List<Cluster> TABLE_2 = List.of(
            new Cluster("CTC SP2", "owner1", "west", 512, 850, "1.05", 2),
            new Cluster("KTH SP2", "owner1", "north", 100, 900, "1.55", 1.6),
            new Cluster("LANL CM5", "owner1", "south", 1024, 700, "0.90", 1),
            new Cluster("LANL Origin", "owner2", "south", 2048, 630, "1.00", 1.6),
            new Cluster("NASA iPSC", "owner2", "north", 128, 930, "2.40", 4),
            new Cluster("SDSC Par96", "owner2", "west", 416, 710, "1.10", 1),
            new Cluster("SDSC Blue", "owner3", "south", 1152, 730, "1.30", 2),
            new Cluster("SDSC SP2", "owner3", "north", 128, 920, "2.00", 4));
    /**
     * Seed 000's grids, three as in the paper, each peering with the others under a fixed-price contract
     * (§6.1's L = 95 %, k = 5 %; repriced every model hour): west (CTC SP2, SDSC Par96; alice's), south (LANL
     * CM5, LANL Origin, SDSC Blue; bob's and carol's) and north (KTH SP2, NASA iPSC, SDSC SP2). A job of alice's
     * wider than 512 processors cannot run in west, so its gateway redirects it to south.
     */
    static final List<String> GRIDS = List.of("west", "south", "north");

    private final GridmarketConfig config;
    private final AccountService accounts;
    private final SiteService sites;
    private final LedgerService ledger;
    private final jakarta.enterprise.event.Event<SiteChanges.DemoContracts> demoContracts;

    public DemoFederation(GridmarketConfig config, AccountService accounts, SiteService sites, LedgerService ledger,
                          jakarta.enterprise.event.Event<SiteChanges.DemoContracts> demoContracts) {
        this.config = config;
        this.accounts = accounts;
        this.sites = sites;
        this.ledger = ledger;
        this.demoContracts = demoContracts;
    }

    void onStart(@Observes StartupEvent event) {
        if (config.demo().enabled() && accounts.find("admin").isEmpty()) {
            seed();
            LOG.infof("Demo federation created: admin; owner1, owner2, owner3 owning the eight clusters of "
                    + "seed 004 Table 2; users alice, bob, carol with 1,000,000 G$ each. Password: %s.",
                    "demo".equals(config.demo().password()) ? "demo" : "the value of GRIDMARKET_DEMO_PASSWORD");
        } else if (config.demo().enabled()) {
            LOG.info("Demo federation present (admin, owner1..owner3, alice, bob, carol)");
        }
        config.adminPassword().ifPresent(this::bootstrapAdmin);
    }

    @Transactional
    void seed() {
        String password = config.demo().password();
        AccountService.Person admin = accounts.create("admin", password, Role.ADMIN);
        for (String owner : OWNERS) {
            accounts.create(owner, password, Role.OWNER);
        }
        for (Cluster cluster : TABLE_2) {
            AccountService.Person owner = accounts.find(cluster.owner()).orElseThrow();
            sites.register(owner, new SiteService.Registration(cluster.name(), cluster.processors(), cluster.mips(),
                    cluster.bandwidthGbps(), null, cluster.grid(),
                    priceCard(Money.parseGd(cluster.priceGdPerProcessorHour()))));
        }
        for (int i = 0; i < USERS.size(); i++) {
            AccountService.Person person = accounts.create(USERS.get(i), password, Role.USER);
            accounts.setHomeSite(person.id(), sites.byName(HOME_SITES.get(i)).id);
            ledger.grant("demo-grant-" + USERS.get(i), person.id(), USER_GRANT_MICRO_GD);
        }
        demoContracts.fire(new SiteChanges.DemoContracts(admin.id(), GRIDS));
    }

    /**
     * Seed 001's lease discounts of every demo site, as spot markets price them: a cancellable lease pays 30 %
     * of the price, a suspendable one 50 %, a migratable one 80 %.
     */
    static final LeaseFactors DEMO_LEASE_FACTORS = new LeaseFactors(300, 500, 800);

    /** The posted price P, a band from P to 4/3 · P (rounded half up to the µG$), and the demo's lease discounts. */
    static PriceCard priceCard(long priceMicroGdPerProcessorHour) {
        long dearest = (4 * priceMicroGdPerProcessorHour + 1) / 3;
        return new PriceCard(priceMicroGdPerProcessorHour, null, priceMicroGdPerProcessorHour, dearest,
                DEMO_LEASE_FACTORS);
    }

    private void bootstrapAdmin(String password) {
        if (!accounts.anyAdmin()) {
            accounts.create("admin", password, Role.ADMIN);
            LOG.info("Created the bootstrap admin account 'admin' (password from GRIDMARKET_ADMIN_PASSWORD)");
        }
    }
}
