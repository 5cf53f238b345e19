package org.gridmarket.app;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Raw-SQL database tests: work in a transaction that is rolled back afterwards, whatever it wrote. */
public final class RolledBack {
    /** What a test does with the connection. */
    @FunctionalInterface
    public interface Work {
        void run(Connection connection) throws SQLException;
    }

    private RolledBack() {
    }

    public static void run(DataSource dataSource, Work work) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            run(connection, work);
        }
    }

    /** The same on a connection the caller opened (and closes). */
    public static void run(Connection connection, Work work) throws SQLException {
        connection.setAutoCommit(false);
        try {
            work.run(connection);
        } finally {
            connection.rollback();
            connection.setAutoCommit(true);
        }
    }
}
