package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import javax.sql.DataSource;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferHash;
import org.gridmarket.core.ledger.TransferKind;
import org.junit.jupiter.api.Test;

/** The ledger's invariants hold in PostgreSQL itself, whatever SQL reaches it. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LedgerDatabaseTest {
    /** As the owner: the triggers must refuse even the owner, and forging a row needs the triggers off. */
    private final DataSource dataSource = DatabaseOwner.dataSource();

    @Test
    void updatingDeletingOrTruncatingTransfersIsRefused() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            assertThatThrownBy(() -> sql.executeUpdate("UPDATE transfers SET amount = amount + 1 WHERE seq = 1"))
                    .hasMessageContaining("immutable");
            assertThatThrownBy(() -> sql.executeUpdate("DELETE FROM transfers WHERE seq = 1"))
                    .hasMessageContaining("immutable");
            assertThatThrownBy(() -> sql.executeUpdate("TRUNCATE transfers CASCADE"))
                    .hasMessageContaining("immutable");
        }
    }

    @Test
    void aRowForgedWithTriggersDisabledIsFoundByVerifyChain() throws SQLException {
        Api.as("admin").get("/api/audit/verify-chain").then().statusCode(200).body("ok", equalTo(true));
        long original;
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            try (ResultSet row = sql.executeQuery("SELECT amount FROM transfers WHERE seq = 2")) {
                row.next();
                original = row.getLong(1);
            }
            sql.execute("SET session_replication_role = replica");
            try {
                sql.executeUpdate("UPDATE transfers SET amount = amount * 10 WHERE seq = 2");
                Api.as("admin").get("/api/audit/verify-chain").then().statusCode(200)
                        .body("ok", equalTo(false))
                        .body("brokenSeq", equalTo(2))
                        .body("checked", equalTo(1))
                        .body("reason", equalTo("stored hash does not match the transfer's fields"));
            } finally {
                sql.executeUpdate("UPDATE transfers SET amount = " + original + " WHERE seq = 2");
                sql.execute("SET session_replication_role = origin");
            }
        }
        Api.as("admin").get("/api/audit/verify-chain").then().body("ok", equalTo(true)).body("brokenSeq", nullValue());
    }

    @Test
    void aRawInsertThatWouldOverdrawAWalletIsRefusedByTheDatabase() throws SQLException {
        rolledBack(raw -> {
            Transfer forged = chained(raw.seq() + 1, "raw-overdraft", raw.wallet(), raw.revenue(), Long.MAX_VALUE / 2,
                    raw.now(), raw.previous());
            assertThatThrownBy(() -> insert(raw.connection(), forged))
                    .hasMessageContaining("ledger_accounts_debits_within_credits");
        });
    }

    /**
     * The database checks a multi-row INSERT transfer by transfer: a wallet overdrawn by the first row is
     * refused even though the second row would leave it in credit again.
     */
    @Test
    void aStatementThatOverdrawsAWalletHalfwayIsRefusedEvenIfItEndsInCredit() throws SQLException {
        rolledBack(raw -> {
            long available = available(raw.connection(), raw.wallet());
            Transfer overdraw = chained(raw.seq() + 1, "raw-halfway-1", raw.wallet(), raw.revenue(), available + 1,
                    raw.now(), raw.previous());
            Transfer refill = chained(raw.seq() + 2, "raw-halfway-2", raw.treasury(), raw.wallet(), 10_000_000,
                    raw.now(), overdraw.hash());
            assertThatThrownBy(() -> insert(raw.connection(), overdraw, refill))
                    .hasMessageContaining("ledger_accounts_debits_within_credits");
        });
    }

    /** Both rows of a statement that spends exactly what the wallet has, then refills it, are accepted. */
    @Test
    void aStatementThatStaysWithinTheFlagsAtEveryStepIsAccepted() throws SQLException {
        rolledBack(raw -> {
            long available = available(raw.connection(), raw.wallet());
            Transfer spend = chained(raw.seq() + 1, "raw-within-1", raw.wallet(), raw.revenue(), available, raw.now(),
                    raw.previous());
            Transfer refill = chained(raw.seq() + 2, "raw-within-2", raw.treasury(), raw.wallet(), 7, raw.now(),
                    spend.hash());
            insert(raw.connection(), spend, refill);
            assertThat(available(raw.connection(), raw.wallet())).isEqualTo(7);
            assertThat(chainHead(raw.connection())[0]).isEqualTo(raw.seq() + 2);
        });
    }

    /** A post that comes before its hold in the same statement resolves nothing yet: refused. */
    @Test
    void aResolutionBeforeItsHoldInTheSameStatementIsRefused() throws SQLException {
        rolledBack(raw -> {
            Transfer post = chained(raw.seq() + 1, "raw-early-post", TransferKind.POST_PENDING, raw.wallet(),
                    raw.revenue(), 1, "raw-late-hold", raw.now(), raw.previous());
            Transfer hold = chained(raw.seq() + 2, "raw-late-hold", TransferKind.PENDING, raw.wallet(), raw.revenue(),
                    1, null, raw.now(), post.hash());
            assertThatThrownBy(() -> insert(raw.connection(), post, hold))
                    .hasMessageContaining("which is not a pending transfer");
        });
    }

    /** The statement-level check that replaced the foreign keys (V4) refuses an account that is not there. */
    @Test
    void aTransferNamingAnAccountThatDoesNotExistIsRefused() throws SQLException {
        rolledBack(raw -> {
            Transfer toNowhere = chained(raw.seq() + 1, "raw-nowhere", raw.treasury(), 999_999_999L, 1, raw.now(),
                    raw.previous());
            assertThatThrownBy(() -> insert(raw.connection(), toNowhere))
                    .hasMessageContaining("account 999999999 does not exist");
        });
    }

    /** Nothing a transfer names can disappear: accounts are never deleted, renumbered or truncated. */
    @Test
    void deletingRenumberingOrTruncatingAccountsIsRefused() throws SQLException {
        rolledBack(raw -> {
            try (Statement sql = raw.connection().createStatement()) {
                assertThatThrownBy(() -> sql.executeUpdate("DELETE FROM ledger_accounts WHERE id = " + raw.wallet()))
                        .hasMessageContaining("immutable");
            }
        });
        rolledBack(raw -> {
            try (Statement sql = raw.connection().createStatement()) {
                assertThatThrownBy(() -> sql.executeUpdate("UPDATE ledger_accounts SET id = DEFAULT WHERE id = "
                        + raw.wallet())).hasMessageContaining("immutable");
            }
        });
        rolledBack(raw -> {
            try (Statement sql = raw.connection().createStatement()) {
                assertThatThrownBy(() -> sql.executeUpdate("TRUNCATE ledger_accounts CASCADE"))
                        .hasMessageContaining("immutable");
            }
        });
    }

    /** Where a raw-SQL test starts: carol's wallet, owner1's revenue, the treasury and the chain head. */
    private record Raw(Connection connection, long wallet, long revenue, long treasury, long seq, byte[] previous,
                       Instant now) {
    }

    @FunctionalInterface
    private interface RawTest {
        void run(Raw raw) throws SQLException;
    }

    /** Runs {@code test} in a transaction that is rolled back afterwards, whatever it wrote. */
    private void rolledBack(RawTest test) throws SQLException {
        RolledBack.run(dataSource, connection -> test.run(new Raw(connection, accountId(connection, "wallet:carol"),
                accountId(connection, "revenue:owner1"), accountId(connection, "treasury"), chainHead(connection)[0],
                previousHash(connection), Instant.now().truncatedTo(ChronoUnit.MICROS))));
    }

    @Test
    void aRawInsertThatDoesNotExtendTheChainIsRefused() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            assertThatThrownBy(() -> sql.executeUpdate("INSERT INTO transfers (seq, id, kind, debit_account_id, "
                    + "credit_account_id, amount, code, created_at, prev_hash, hash) VALUES (999999, 'raw-gap', "
                    + "'single', 1, 2, 1, 'payment', now(), decode(repeat('00', 32), 'hex'), decode(repeat('00', 32), 'hex'))"))
                    .hasMessageContaining("does not extend the hash chain");
        }
    }

    @Test
    void aHoldCannotBeResolvedTwiceEvenByRawSql() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            try (ResultSet row = sql.executeQuery("SELECT indexdef FROM pg_indexes WHERE indexname = 'transfers_pending_resolved_once'")) {
                assertThat(row.next()).isTrue();
                assertThat(row.getString(1)).contains("UNIQUE").contains("pending_id");
            }
        }
    }

    private static long[] chainHead(Connection connection) throws SQLException {
        try (Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT seq FROM ledger_chain_head FOR UPDATE")) {
            row.next();
            return new long[] {row.getLong(1)};
        }
    }

    /** A single transfer following {@code previous} on the chain, hashed. */
    private static Transfer chained(long seq, String id, long debit, long credit, long amount, Instant at,
                                    byte[] previous) {
        return chained(seq, id, TransferKind.SINGLE, debit, credit, amount, null, at, previous);
    }

    private static Transfer chained(long seq, String id, TransferKind kind, long debit, long credit, long amount,
                                    String pendingId, Instant at, byte[] previous) {
        Transfer unhashed = new Transfer(seq, id, kind, debit, credit, amount, pendingId, "payment", null,
                null, null, null, at, previous, null);
        return new Transfer(seq, id, kind, debit, credit, amount, pendingId, "payment", null, null, null,
                null, at, previous, TransferHash.compute(unhashed, previous));
    }

    /** Inserts transfers with one multi-row statement. */
    private static void insert(Connection connection, Transfer... transfers) throws SQLException {
        String rows = String.join(", ", java.util.Collections.nCopies(transfers.length,
                "(?, ?, ?, ?, ?, ?, ?, 'payment', ?, ?, ?)"));
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO transfers (seq, id, kind, "
                + "debit_account_id, credit_account_id, amount, pending_id, code, created_at, prev_hash, hash) VALUES "
                + rows)) {
            int p = 0;
            for (Transfer transfer : transfers) {
                insert.setLong(++p, transfer.seq());
                insert.setString(++p, transfer.id());
                insert.setString(++p, transfer.kind().name().toLowerCase(java.util.Locale.ROOT));
                insert.setLong(++p, transfer.debitAccountId());
                insert.setLong(++p, transfer.creditAccountId());
                insert.setLong(++p, transfer.amount());
                insert.setString(++p, transfer.pendingId());
                insert.setTimestamp(++p, Timestamp.from(transfer.createdAt()));
                insert.setBytes(++p, transfer.previousHash());
                insert.setBytes(++p, transfer.hash());
            }
            insert.executeUpdate();
        }
    }

    private static long available(Connection connection, long account) throws SQLException {
        try (PreparedStatement sql = connection.prepareStatement("SELECT credits_posted - debits_posted - debits_pending "
                + "FROM ledger_accounts WHERE id = ?")) {
            sql.setLong(1, account);
            try (ResultSet row = sql.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private static byte[] previousHash(Connection connection) throws SQLException {
        try (Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT hash FROM ledger_chain_head")) {
            row.next();
            return row.getBytes(1);
        }
    }

    private static long accountId(Connection connection, String name) throws SQLException {
        try (PreparedStatement sql = connection.prepareStatement("SELECT id FROM ledger_accounts WHERE name = ?")) {
            sql.setString(1, name);
            try (ResultSet row = sql.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
