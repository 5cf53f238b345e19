package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Migration V15 over a ledger written before it (issue 30 A): grants and payouts recorded under a client's id
 * as it was keep it, jobs are numbered past any of them that took an engine id of a job not yet created, and
 * from now on a grant or payout is recorded only in its own namespace and nothing else in one.
 */
class ClientIdsMigrationDatabaseTest {
    /** A transfer of 1 µG$ treasury → alice's wallet, linked to the chain head as the ledger's trigger checks. */
    private static final String TRANSFER = "INSERT INTO transfers (seq, id, kind, debit_account_id, credit_account_id, "
            + "amount, code, created_at, prev_hash, hash) SELECT h.seq + 1, '%s', 'single', 1, a.id, 1, '%s', now(), "
            + "h.hash, decode(repeat('%s', 32), 'hex') FROM ledger_chain_head h, ledger_accounts a "
            + "WHERE a.name = 'alice-wallet'";
    private static MigrationDatabase database;

    @BeforeAll
    static void migrateALedgerWithSquattedIds() throws SQLException {
        database = new MigrationDatabase();
        database.migrateTo("14");
        database.execute("INSERT INTO users (username, password_hash, role) VALUES ('alice', 'x', 'user')",
                "INSERT INTO ledger_accounts (kind, name, user_id, debits_must_not_exceed_credits, "
                        + "credits_must_not_exceed_debits) SELECT 'user_wallet', 'alice-wallet', id, true, false "
                        + "FROM users WHERE username = 'alice'",
                TRANSFER.formatted("demo-grant-alice", "grant", "11"),
                TRANSFER.formatted("job-41:hold", "grant", "22"),
                TRANSFER.formatted("job-7:charge:1", "payout", "33"));
        database.migrateTo("15");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void transfersRecordedBeforeKeepTheirIds() throws SQLException {
        assertThat(database.rows("SELECT id, code FROM transfers ORDER BY seq"))
                .containsExactly("demo-grant-alice grant", "job-41:hold grant", "job-7:charge:1 payout");
    }

    @Test
    void jobsAreNumberedPastTheEngineIdsThatGrantsAndPayoutsTook() throws SQLException {
        assertThat(database.rows("SELECT last_value FROM " + "jobs_id_seq")).containsExactly("41");
    }

    @Test
    void grantsAndPayoutsLiveInTheirNamespaceAndNothingElseDoes() throws SQLException {
        String longest = "payout:" + "o".repeat(32) + ":" + "x".repeat(64);
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            sql.execute(TRANSFER.formatted("grant:job-41:hold", "grant", "44"));
            sql.execute(TRANSFER.formatted(longest, "payout", "55"));
            sql.execute(TRANSFER.formatted("job-42:hold", "job_hold", "66"));
            service.rollback();
            for (List<String> refused : List.of(List.of("job-42:hold", "grant"), List.of("job-42:charge", "payout"),
                    List.of("plain-grant", "grant"), List.of("grant:x", "job_charge"), List.of("payout:o:x", "job_hold"),
                    List.of(longest + "x".repeat(128 - longest.length() + 1), "payout"))) {
                assertThatThrownBy(() -> sql.execute(TRANSFER.formatted(refused.get(0), refused.get(1), "77")))
                        .as(refused.toString()).isInstanceOf(SQLException.class);
                service.rollback();
            }
        }
    }
}
