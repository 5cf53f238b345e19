package org.gridmarket.app.sites.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.platform.DemoContribution;
import org.gridmarket.app.platform.DemoFederation;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.LeaseFactors;

/** The demo's clusters, their prices and grids, and the demo users' home sites. */
@ApplicationScoped
public class DemoSites implements DemoContribution {
    /** Home sites of the demo users, in {@link DemoFederation#USERS}' order: their jobs start at those GFAs. */
    private static final List<String> HOME_SITES = List.of("CTC SP2", "LANL CM5", "SDSC Blue");

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
     * Seed 000's grids, three as in the paper: west (CTC SP2, SDSC Par96; alice's), south (LANL CM5, LANL Origin,
     * SDSC Blue; bob's and carol's) and north (KTH SP2, NASA iPSC, SDSC SP2). A job of alice's wider than 512
     * processors cannot run in west, so its gateway redirects it to south.
     */
    public static final List<String> GRIDS = List.of("west", "south", "north");

    /**
     * Seed 001's lease discounts of every demo site, as spot markets price them: a cancellable lease pays 30 %
     * of the price, a suspendable one 50 %, a migratable one 80 %.
     */
    static final LeaseFactors DEMO_LEASE_FACTORS = new LeaseFactors(300, 500, 800);

    private final AccountService accounts;
    private final SiteService sites;

    public DemoSites(AccountService accounts, SiteService sites) {
        this.accounts = accounts;
        this.sites = sites;
    }

    @Override
    public int order() {
        return SITES;
    }

    @Override
    public void seed(String password) {
        for (Cluster cluster : TABLE_2) {
            AccountService.Person owner = accounts.find(cluster.owner()).orElseThrow();
            sites.register(owner, new SiteService.Registration(cluster.name(), cluster.processors(), cluster.mips(),
                    cluster.bandwidthGbps(), null, cluster.grid(),
                    priceCard(Money.parseGd(cluster.priceGdPerProcessorHour()))));
        }
        for (int i = 0; i < DemoFederation.USERS.size(); i++) {
            AccountService.Person user = accounts.find(DemoFederation.USERS.get(i)).orElseThrow();
            accounts.setHomeSite(user.id(), sites.byName(HOME_SITES.get(i)).id());
        }
    }

    /** The posted price P, a band from P to 4/3 · P (rounded half up to the µG$), and the demo's lease discounts. */
    static PriceCard priceCard(long priceMicroGdPerProcessorHour) {
        long dearest = (4 * priceMicroGdPerProcessorHour + 1) / 3;
        return new PriceCard(priceMicroGdPerProcessorHour, null, priceMicroGdPerProcessorHour, dearest,
                DEMO_LEASE_FACTORS);
    }
}
