package org.gridmarket.app.ledger.persistence;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Transfer;

/** Read-side ledger queries for statements and audits. */
@ApplicationScoped
public class LedgerQueries {
    private static final int STREAM_FETCH_SIZE = 1_000;

    private final AgroalDataSource dataSource;
    private final JdbcLedgerStore store;

    public LedgerQueries(AgroalDataSource dataSource, JdbcLedgerStore store) {
        this.dataSource = dataSource;
        this.store = store;
    }

    /** One account row with its flags, owner and four totals. */
    public record AccountRow(long id, AccountKind kind, String name, String username, long debitsPending,
                             long debitsPosted, long creditsPending, long creditsPosted) {
    }

    /**
     * One line of an account statement: the transfer and its effect on this account's balance (posted) and
     * held amount (its unresolved holds), with both running totals after it.
     */
    /**
     * One line of an account's statement. {@code heldChange}/{@code heldAfter}: holds against the account (a
     * wallet's money set aside for a job); {@code incomingChange}/{@code incomingAfter}: holds towards it (an
     * owner's payment for a job, on its way until the job ends), with their running totals.
     */
    public record StatementLine(long seq, String transferId, String kind, String code, Instant createdAt,
                                long counterpartyAccountId, long amount, long balanceChange, long heldChange,
                                long balanceAfter, long heldAfter, long incomingChange, long incomingAfter,
                                String jobRef, String counterpartyName) {
        /** The line with its counterparty's display name (the rule lives in the service layer). */
        public StatementLine named(String name) {
            return new StatementLine(seq, transferId, kind, code, createdAt, counterpartyAccountId, amount,
                    balanceChange, heldChange, balanceAfter, heldAfter, incomingChange, incomingAfter, jobRef, name);
        }
    }

    /** Totals per account recomputed from the transfers alone, for the pair check against stored totals. */
    public record RecomputedTotals(long accountId, long debitsPending, long debitsPosted, long creditsPending,
                                   long creditsPosted) {
    }

    /**
     * Makes the current transaction a read-only one that reads one snapshot (REPEATABLE READ), so several
     * queries agree with each other while the engine commits (issue 30 C): the trial balance compares stored
     * totals with totals recomputed from the transfers, the chain check compares the head with the last
     * transfer, a statement its lines with the account's totals and its length; under READ COMMITTED each query
     * saw its own snapshot and a commit between two looked like a broken ledger. Must be the transaction's
     * first statement.
     */
    public void readOneSnapshot() {
        String sql = "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY";
        try (Connection connection = dataSource.getConnection();
             java.sql.Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new LedgerStorageException(sql, e);
        }
    }

    public List<AccountRow> accounts() {
        return store.list("SELECT a.id, a.kind, a.name, u.username, a.debits_pending, a.debits_posted, "
                + "a.credits_pending, a.credits_posted FROM ledger_accounts a LEFT JOIN users u ON u.id = a.user_id "
                + "ORDER BY a.id", statement -> { }, LedgerQueries::accountRow);
    }

    public java.util.Optional<AccountRow> account(long id) {
        return store.query("SELECT a.id, a.kind, a.name, u.username, a.debits_pending, a.debits_posted, "
                + "a.credits_pending, a.credits_posted FROM ledger_accounts a LEFT JOIN users u ON u.id = a.user_id "
                + "WHERE a.id = ?", statement -> statement.setLong(1, id), LedgerQueries::accountRow);
    }

    /**
     * The µG$ that open holds set aside (escrow): the sum of every account's pending debits, which each hold
     * raises by its amount and its post, void or expiry lowers again (migration V1's append trigger). One
     * aggregate over the accounts, one row per user, site owner, gateway and the treasury.
     */
    public long heldMicroGd() {
        return store.query("SELECT COALESCE(SUM(debits_pending), 0) FROM ledger_accounts", statement -> { },
                row -> row.getLong(1)).orElse(0L);
    }

    public List<RecomputedTotals> recomputedTotals() {
        String sql = "SELECT a.id,"
                + " COALESCE(SUM(CASE WHEN t.debit_account_id = a.id THEN " + pendingDelta() + " END), 0),"
                + " COALESCE(SUM(CASE WHEN t.debit_account_id = a.id THEN " + postedDelta() + " END), 0),"
                + " COALESCE(SUM(CASE WHEN t.credit_account_id = a.id THEN " + pendingDelta() + " END), 0),"
                + " COALESCE(SUM(CASE WHEN t.credit_account_id = a.id THEN " + postedDelta() + " END), 0)"
                + " FROM ledger_accounts a"
                + " LEFT JOIN transfers t ON a.id IN (t.debit_account_id, t.credit_account_id)"
                + " LEFT JOIN transfers p ON p.id = t.pending_id"
                + " GROUP BY a.id ORDER BY a.id";
        return store.list(sql, statement -> { }, row -> new RecomputedTotals(row.getLong(1), row.getLong(2),
                row.getLong(3), row.getLong(4), row.getLong(5)));
    }

    /** A page of account {@code accountId}'s statement, newest first, with running totals. */
    public List<StatementLine> statement(long accountId, int page, int size) {
        String sql = "WITH lines AS (SELECT t.seq, t.id, t.kind, t.code, t.created_at, t.amount, t.job_ref,"
                + " CASE WHEN t.credit_account_id = ? THEN t.debit_account_id ELSE t.credit_account_id END AS counterparty,"
                + " CASE WHEN t.kind IN ('single', 'post_pending')"
                + "      THEN CASE WHEN t.credit_account_id = ? THEN t.amount ELSE -t.amount END ELSE 0 END AS balance_change,"
                + " CASE WHEN t.debit_account_id = ? THEN " + pendingDelta() + " ELSE 0 END AS held_change,"
                + " CASE WHEN t.credit_account_id = ? THEN " + pendingDelta() + " ELSE 0 END AS incoming_change"
                + " FROM transfers t LEFT JOIN transfers p ON p.id = t.pending_id"
                + " WHERE t.debit_account_id = ? OR t.credit_account_id = ?)"
                + " SELECT seq, id, kind, code, created_at, counterparty, amount, balance_change, held_change,"
                + " SUM(balance_change) OVER running, SUM(held_change) OVER running, incoming_change,"
                + " SUM(incoming_change) OVER running, job_ref"
                + " FROM lines WINDOW running AS (ORDER BY seq) ORDER BY seq DESC LIMIT ? OFFSET ?";
        return store.list(sql, statement -> {
            for (int i = 1; i <= 6; i++) {
                statement.setLong(i, accountId);
            }
            statement.setInt(7, size);
            statement.setLong(8, (long) page * size);
        }, row -> new StatementLine(row.getLong(1), row.getString(2), row.getString(3), row.getString(4),
                row.getTimestamp(5).toInstant(), row.getLong(6), row.getLong(7), row.getLong(8), row.getLong(9),
                row.getLong(10), row.getLong(11), row.getLong(12), row.getLong(13), row.getString(14), null));
    }

    public long statementLength(long accountId) {
        return store.query("SELECT count(*) FROM transfers WHERE debit_account_id = ? OR credit_account_id = ?",
                statement -> {
                    statement.setLong(1, accountId);
                    statement.setLong(2, accountId);
                }, row -> row.getLong(1)).orElse(0L);
    }

    public List<Transfer> transfersOfJob(String jobRef, int limit) {
        return transfersOfJob(jobRef, 0, limit);
    }

    /** The transfers of job {@code jobRef} in seq order, {@code limit} of them from {@code offset}. */
    public List<Transfer> transfersOfJob(String jobRef, long offset, int limit) {
        return store.list("SELECT " + JdbcLedgerStore.TRANSFER_COLUMNS + " FROM transfers WHERE job_ref = ? "
                + "ORDER BY seq LIMIT ? OFFSET ?", statement -> {
                    statement.setString(1, jobRef);
                    statement.setInt(2, limit);
                    statement.setLong(3, offset);
                }, JdbcLedgerStore::transfer);
    }

    public long transfersOfJobCount(String jobRef) {
        return store.query("SELECT count(*) FROM transfers WHERE job_ref = ?",
                statement -> statement.setString(1, jobRef), row -> row.getLong(1)).orElse(0L);
    }

    public boolean userExists(String username) {
        return store.query("SELECT 1 FROM users WHERE username = ?", statement -> statement.setString(1, username),
                row -> true).isPresent();
    }

    /** The accounts of user {@code username} (none for an unknown name), by id. */
    public List<AccountRow> accountsOf(String username) {
        return store.list("SELECT a.id, a.kind, a.name, u.username, a.debits_pending, a.debits_posted, "
                + "a.credits_pending, a.credits_posted FROM ledger_accounts a JOIN users u ON u.id = a.user_id "
                + "WHERE u.username = ? ORDER BY a.id", statement -> statement.setString(1, username),
                LedgerQueries::accountRow);
    }

    public List<Transfer> recentTransfers(int limit) {
        return store.list("SELECT " + JdbcLedgerStore.TRANSFER_COLUMNS + " FROM transfers ORDER BY seq DESC LIMIT ?",
                statement -> statement.setInt(1, limit), JdbcLedgerStore::transfer);
    }

    /** The chain head as stored: the last appended seq and hash. */
    public org.gridmarket.core.ledger.LedgerStore.ChainHead chainHead() {
        return store.query("SELECT seq, hash FROM ledger_chain_head", statement -> { },
                row -> new org.gridmarket.core.ledger.LedgerStore.ChainHead(row.getLong(1), row.getBytes(2)))
                .orElseThrow();
    }

    /**
     * Streams every transfer in seq order to {@code sink} with a server-side cursor, so memory stays flat
     * however long the ledger is. Must run inside a transaction (the cursor lives in it).
     */
    public void streamTransfers(Consumer<Transfer> sink) {
        String sql = "SELECT " + JdbcLedgerStore.TRANSFER_COLUMNS + " FROM transfers ORDER BY seq";
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setFetchSize(STREAM_FETCH_SIZE);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    sink.accept(JdbcLedgerStore.transfer(rows));
                }
            }
        } catch (SQLException e) {
            throw new LedgerStorageException(sql, e);
        }
    }

    /** A transfer's effect on its accounts' pending totals (needs the hold joined as {@code p}). */
    private static String pendingDelta() {
        return "(CASE t.kind WHEN 'pending' THEN t.amount WHEN 'single' THEN 0 ELSE -p.amount END)";
    }

    private static String postedDelta() {
        return "(CASE WHEN t.kind IN ('single', 'post_pending') THEN t.amount ELSE 0 END)";
    }

    private static AccountRow accountRow(ResultSet row) throws SQLException {
        return new AccountRow(row.getLong(1), AccountKind.valueOf(row.getString(2).toUpperCase(Locale.ROOT)),
                row.getString(3), row.getString(4), row.getLong(5), row.getLong(6), row.getLong(7), row.getLong(8));
    }
}
