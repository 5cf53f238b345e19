package org.gridmarket.app;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A summary of everything the API can write: row counts of each table, the chain head, the sum of all
 * account totals, the sites' settings, the users' home sites, the contracts (and which have ended) and the jobs
 * requests submitted and the quotes given. Two equal fingerprints mean a request wrote nothing.
 */
public final class DatabaseFingerprint {
    private static final String SQL = "SELECT (SELECT count(*) FROM users) || '/' || (SELECT count(*) FROM sites)"
            + " || '/' || (SELECT count(*) FROM site_price_changes) || '/' || (SELECT count(*) FROM ledger_accounts)"
            + " || '/' || (SELECT count(*) FROM transfers) || '/' || (SELECT seq FROM ledger_chain_head)"
            + " || '/' || (SELECT sum(debits_pending + debits_posted + credits_pending + credits_posted) FROM ledger_accounts)"
            + " || '/' || (SELECT coalesce(sum(coalesce(price_micro_gd_per_processor_hour, 0)), 0) FROM sites)"
            // What issue 30 D1/D2 saw written by bad input: a site's settings, a home site, a contract's end.
            + " || '/' || (SELECT md5(coalesce(string_agg(id || ':' || preemption_policy || ':' || agent_mode || ':'"
            + " || coalesce(withdrawn_at::text, '-'), ',' ORDER BY id), '')) FROM sites)"
            + " || '/' || (SELECT md5(coalesce(string_agg(id || ':' || coalesce(home_site_id::text, '-'), ','"
            + " ORDER BY id), '')) FROM users)"
            + " || '/' || (SELECT count(*) || ':' || count(ended_at_seconds) FROM peering_contracts)"
            + " || '/' || (SELECT count(*) FROM quotes)"
            // Jobs and local jobs a request submitted (the engine's own background load aside).
            + " || '/' || (SELECT count(*) FROM jobs WHERE idempotency_key IS NULL"
            + " OR idempotency_key NOT LIKE 'background-%')";

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
