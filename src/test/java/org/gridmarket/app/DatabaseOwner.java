package org.gridmarket.app;

import javax.sql.DataSource;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Connections as the database's owner (the role Flyway migrates as), for tests that do what the service's
 * role may not: forge rows with the triggers disabled, show that the triggers refuse even the owner, load
 * {@code auto_explain}. The service itself never connects as the owner.
 */
public final class DatabaseOwner {
    private DatabaseOwner() {
    }

    public static DataSource dataSource() {
        Config config = ConfigProvider.getConfig();
        PGSimpleDataSource owner = new PGSimpleDataSource();
        owner.setURL(config.getValue("quarkus.datasource.jdbc.url", String.class));
        owner.setUser(config.getValue("quarkus.flyway.username", String.class));
        owner.setPassword(config.getValue("quarkus.flyway.password", String.class));
        return owner;
    }
}
