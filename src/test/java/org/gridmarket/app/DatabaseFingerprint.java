package org.gridmarket.app;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A summary of everything the API can write: row counts of each table, the chain head, and the sum of all
 * account totals. Two equal fingerprints mean a request wrote nothing.
 */
public final class DatabaseFingerprint {
    private static final String SQL = "SELECT (SELECT count(*) FROM users) || '/' || (SELECT count(*) FROM sites)"
            + " || '/' || (SELECT count(*) FROM site_price_changes) || '/' || (SELECT count(*) FROM ledger_accounts)"
            + " || '/' || (SELECT count(*) FROM transfers) || '/' || (SELECT seq FROM ledger_chain_head)"
            + " || '/' || (SELECT sum(debits_pending + debits_posted + credits_pending + credits_posted) FROM ledger_accounts)"
            + " || '/' || (SELECT coalesce(sum(coalesce(price_micro_gd_per_processor_hour, 0)), 0) FROM sites)";

    private DatabaseFingerprint() {
    }

    public static String of(AgroalDataSource dataSource) {
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery(SQL)) {
            row.next();
            return row.getString(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
