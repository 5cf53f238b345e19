package org.gridmarket.app.platform;

/**
 * One feature's part of the demo federation. {@link DemoFederation} decides whether to seed and runs the parts
 * in {@link #order()} inside one transaction; each feature seeds its own rows through its own services, so the
 * platform names no feature.
 */
public interface DemoContribution {
    /** People first: the sites name their owners. */
    int ACCOUNTS = 100;
    /** Sites, their prices and the users' home sites. */
    int SITES = 200;
    /** The users' opening grants. */
    int GRANTS = 300;
    /** The contracts between the demo's grids, last: they need the grids and the admin. */
    int PEERING = 400;

    /** When this part runs, lowest first (one of the constants above). */
    int order();

    /** Whether this part's rows are already stored: then the demo was seeded on an earlier start. */
    default boolean present() {
        return false;
    }

    /** Seeds this part; every demo account gets {@code password}. */
    void seed(String password);
}
