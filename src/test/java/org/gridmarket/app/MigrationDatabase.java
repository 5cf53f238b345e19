package org.gridmarket.app;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.gridmarket.app.platform.EmbeddedDatabase;

/**
 * A throw-away embedded PostgreSQL for migration tests: migrate to a version, write rows as the service then
 * did, migrate on, and read the rows back as text.
 */
final class MigrationDatabase implements AutoCloseable {
    private final EmbeddedDatabase database = EmbeddedDatabase.startEphemeral();

    void migrateTo(String version) {
        Flyway.configure().dataSource(database.jdbcUrl(), database.username(), database.password())
                .locations("classpath:db/migration").target(version).load().migrate();
    }

    /** A connection as the schema owner (the migrations' role). */
    Connection owner() throws SQLException {
        return DriverManager.getConnection(database.jdbcUrl(), database.username(), database.password());
    }

    /** A connection as the service's least-privileged role. */
    Connection service() throws SQLException {
        return DriverManager.getConnection(database.jdbcUrl(), database.appUsername(), database.appPassword());
    }

    void execute(String... statements) throws SQLException {
        try (Connection owner = owner(); Statement sql = owner.createStatement()) {
            for (String statement : statements) {
                sql.execute(statement);
            }
        }
    }

    /** Each row as its columns joined by spaces ({@code null} for SQL NULL). */
    List<String> rows(String query) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection owner = owner(); Statement sql = owner.createStatement(); ResultSet result = sql.executeQuery(query)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    values.add(String.valueOf(result.getObject(i)));
                }
                rows.add(String.join(" ", values));
            }
        }
        return rows;
    }

    @Override
    public void close() {
        database.close();
    }
}
