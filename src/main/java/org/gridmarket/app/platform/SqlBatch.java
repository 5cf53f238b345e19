package org.gridmarket.app.platform;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Several SQL statements sent to PostgreSQL as one: the driver sends every statement of a
 * semicolon-separated text in one network round trip and runs them in order, stopping at the first error.
 * The live engine gathers a turn's writes (transfers, their balance check, jobs, events) into one batch,
 * because on a busy machine each round trip, not the work, is what a turn waits for.
 */
public final class SqlBatch {
    /** Binds one statement's parameters, starting after {@code offset}; returns the last index it bound. */
    @FunctionalInterface
    public interface Binder {
        int bind(PreparedStatement statement, int offset) throws SQLException;
    }

    /** Reads a query's rows. */
    @FunctionalInterface
    public interface Reader {
        void read(ResultSet rows) throws SQLException;
    }

    private record Part(String sql, Binder binder, Reader reader) {
    }

    private final List<Part> parts = new ArrayList<>();

    /** Adds a statement that changes rows. */
    public SqlBatch update(String sql, Binder binder) {
        parts.add(new Part(sql, binder, null));
        return this;
    }

    /** Adds a query whose rows {@code reader} gets when the batch runs. */
    public SqlBatch query(String sql, Binder binder, Reader reader) {
        parts.add(new Part(sql, binder, reader));
        return this;
    }

    public boolean isEmpty() {
        return parts.isEmpty();
    }

    /** Runs every statement in order, in one round trip, on {@code connection}. */
    public void execute(Connection connection) throws SQLException {
        if (parts.isEmpty()) {
            return;
        }
        String sql = String.join(";\n", parts.stream().map(Part::sql).toList());
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            int offset = 0;
            for (Part part : parts) {
                offset = part.binder().bind(statement, offset);
            }
            boolean isQuery = statement.execute();
            for (Part part : parts) {
                if (isQuery != (part.reader() != null)) {
                    throw new SQLException("statement answered unexpectedly: " + part.sql());
                }
                if (isQuery) {
                    try (ResultSet rows = statement.getResultSet()) {
                        part.reader().read(rows);
                    }
                }
                isQuery = statement.getMoreResults();
            }
        } finally {
            parts.clear();
        }
    }
}
