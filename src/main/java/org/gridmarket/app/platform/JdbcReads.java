package org.gridmarket.app.platform;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * One query on a connection of its own, row by row: the plain JDBC read the persistence classes share. A failure
 * is an {@link IllegalStateException} saying what could not be read.
 */
public final class JdbcReads {
    /** Binds the query's parameters. */
    @FunctionalInterface
    public interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    /** Reads one row (the result set is on it). */
    @FunctionalInterface
    public interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    private JdbcReads() {
    }

    /** Runs {@code sql} bound by {@code binder} and hands each row to {@code reader}; {@code what}: for the error. */
    public static void eachRow(DataSource dataSource, String sql, Binder binder, RowReader reader, String what) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            binder.bind(statement);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    reader.read(rows);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read " + what + ": " + e.getMessage(), e);
        }
    }
}
