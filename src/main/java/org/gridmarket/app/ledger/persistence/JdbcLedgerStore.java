package org.gridmarket.app.ledger.persistence;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.gridmarket.app.platform.ColumnArrays;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.LedgerStore;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferKind;

/**
 * The Grid-Bank ledger in PostgreSQL. Every method runs on the caller's transaction (Agroal hands the
 * same connection to every call inside one JTA transaction). The trigger {@code transfers_append} moves
 * the balances and re-checks the rules; {@link #append} reads the two accounts back and insists they equal
 * what the Java rules computed (a pair check: two independent implementations must agree).
 */
@ApplicationScoped
public class JdbcLedgerStore implements LedgerStore {
    private static final ColumnArrays<Transfer> TRANSFER_ROWS = new ColumnArrays<Transfer>()
            .bigint("seq", Transfer::seq)
            .text("id", Transfer::id)
            .text("kind", transfer -> transfer.kind().name().toLowerCase(Locale.ROOT))
            .bigint("debit_account_id", Transfer::debitAccountId)
            .bigint("credit_account_id", Transfer::creditAccountId)
            .bigint("amount", Transfer::amount)
            .text("pending_id", Transfer::pendingId)
            .text("code", Transfer::code)
            .text("job_ref", Transfer::jobRef)
            .text("contract_ref", Transfer::contractRef)
            .text("linked_group", Transfer::linkedGroup)
            .timestamptz("expires_at", Transfer::expiresAt)
            .timestamptz("created_at", Transfer::createdAt)
            .bytea("prev_hash", Transfer::previousHash)
            .bytea("hash", Transfer::hash);
    static final String TRANSFER_COLUMNS = TRANSFER_ROWS.names();
    private static final String INSERT_TRANSFERS = "INSERT INTO transfers (" + TRANSFER_COLUMNS + ") "
            + "SELECT * FROM " + TRANSFER_ROWS.unnest("t");
    private static final String LOCK_CHAIN_HEAD = "SELECT seq, hash FROM ledger_chain_head FOR UPDATE";
    private static final String ACCOUNT_COLUMNS =
            "id, kind, debits_pending, debits_posted, credits_pending, credits_posted";

    private final AgroalDataSource dataSource;

    public JdbcLedgerStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public ChainHead lockChainHead() {
        return query(LOCK_CHAIN_HEAD, statement -> { }, JdbcLedgerStore::chainHead).orElseThrow();
    }

    /** {@link #lockChainHead()} as a statement of {@code batch}: {@code head} gets the head when it runs. */
    public void lockChainHeadIn(SqlBatch batch, Consumer<ChainHead> head) {
        batch.query(LOCK_CHAIN_HEAD, (statement, p) -> p, rows -> {
            if (!rows.next()) {
                throw new IllegalStateException("ledger_chain_head has no row");
            }
            head.accept(chainHead(rows));
        });
    }

    private static ChainHead chainHead(ResultSet row) throws SQLException {
        return new ChainHead(row.getLong(1), row.getBytes(2));
    }

    @Override
    public Optional<Transfer> findTransfer(String id) {
        return query("SELECT " + TRANSFER_COLUMNS + " FROM transfers WHERE id = ?",
                statement -> statement.setString(1, id), JdbcLedgerStore::transfer);
    }

    @Override
    public Optional<Account> findAccount(long id) {
        return query("SELECT " + ACCOUNT_COLUMNS + " FROM ledger_accounts WHERE id = ?",
                statement -> statement.setLong(1, id), JdbcLedgerStore::account);
    }

    @Override
    public Optional<String> findResolution(String pendingId) {
        return query("SELECT id FROM transfers WHERE pending_id = ?",
                statement -> statement.setString(1, pendingId), row -> row.getString(1));
    }

    @Override
    public List<Transfer> findExpiredHolds(Instant now, int limit) {
        String sql = "SELECT " + prefixed("h") + " FROM transfers h WHERE h.kind = 'pending' AND h.expires_at <= ? "
                + "AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.pending_id = h.id) ORDER BY h.seq LIMIT ?";
        return list(sql, statement -> {
            statement.setTimestamp(1, Timestamp.from(now));
            statement.setInt(2, limit);
        }, JdbcLedgerStore::transfer);
    }

    @Override
    public void append(Transfer transfer, Account debitAfter, Account creditAfter) {
        appendAll(List.of(new Appended(transfer, debitAfter, creditAfter)));
    }

    /**
     * Inserts the transfers in one statement (the append trigger checks them and moves the balances once for
     * the statement), then reads every account they touched back once and insists it equals what the Java rules
     * left it at.
     */
    @Override
    public void appendAll(List<Appended> transfers) {
        SqlBatch batch = new SqlBatch();
        appendTo(batch, transfers);
        try (Connection connection = dataSource.getConnection()) {
            batch.execute(connection);
        } catch (SQLException e) {
            throw new LedgerStorageException("could not append transfers " + transfers.get(0).transfer().id()
                    + (transfers.size() > 1 ? " to " + transfers.get(transfers.size() - 1).transfer().id() : ""), e);
        }
    }

    /** {@link #appendAll} as statements of {@code batch}, for a caller that sends more with them. */
    public void appendTo(SqlBatch batch, List<Appended> transfers) {
        List<Transfer> inserted = transfers.stream().map(Appended::transfer).toList();
        batch.update(INSERT_TRANSFERS, (statement, p) -> TRANSFER_ROWS.bind(statement, p, inserted));
        Map<Long, Account> expected = new LinkedHashMap<>();
        for (Appended appended : transfers) {
            expected.put(appended.debitAfter().id(), appended.debitAfter());
            expected.put(appended.creditAfter().id(), appended.creditAfter());
        }
        Long[] ids = expected.keySet().toArray(Long[]::new);
        batch.query("SELECT " + ACCOUNT_COLUMNS + " FROM ledger_accounts WHERE id = ANY (?)", (statement, p) -> {
            statement.setArray(++p, statement.getConnection().createArrayOf("bigint", ids));
            return p;
        }, rows -> {
            int found = 0;
            while (rows.next()) {
                Account stored = account(rows);
                found++;
                if (!stored.equals(expected.get(stored.id()))) {
                    throw new IllegalStateException("ledger rules and database disagree on account " + stored.id()
                            + ": java " + expected.get(stored.id()) + ", database " + stored);
                }
            }
            if (found != ids.length) {
                throw new IllegalStateException("ledger rules name accounts the database lacks: " + expected.keySet());
            }
        });
    }

    /** Opens an account and returns its id. */
    public long openAccount(AccountKind kind, String name, Long userId) {
        String sql = "INSERT INTO ledger_accounts (kind, name, user_id, debits_must_not_exceed_credits, "
                + "credits_must_not_exceed_debits) VALUES (?, ?, ?, ?, ?) RETURNING id";
        return query(sql, statement -> {
            statement.setString(1, kind.name().toLowerCase(Locale.ROOT));
            statement.setString(2, name);
            statement.setObject(3, userId);
            statement.setBoolean(4, kind.debitsMustNotExceedCredits());
            statement.setBoolean(5, kind.creditsMustNotExceedDebits());
        }, row -> row.getLong(1)).orElseThrow();
    }

    /** Opens an account with no user unless one named {@code name} exists. */
    public void openAccountIfAbsent(AccountKind kind, String name) {
        openAccountIfAbsent(kind, name, null);
    }

    /** Opens an account of user {@code userId} (or none) unless one named {@code name} exists. */
    public void openAccountIfAbsent(AccountKind kind, String name, Long userId) {
        String sql = "INSERT INTO ledger_accounts (kind, name, user_id, debits_must_not_exceed_credits, "
                + "credits_must_not_exceed_debits) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING";
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, kind.name().toLowerCase(Locale.ROOT));
            statement.setString(2, name);
            statement.setObject(3, userId);
            statement.setBoolean(4, kind.debitsMustNotExceedCredits());
            statement.setBoolean(5, kind.creditsMustNotExceedDebits());
            statement.executeUpdate();
        } catch (SQLException e) {
            throw new LedgerStorageException(sql, e);
        }
    }

    /** The account of {@code kind} that belongs to user {@code userId}. */
    public Optional<Account> findAccountOf(long userId, AccountKind kind) {
        return query("SELECT " + ACCOUNT_COLUMNS + " FROM ledger_accounts WHERE user_id = ? AND kind = ?",
                statement -> {
                    statement.setLong(1, userId);
                    statement.setString(2, kind.name().toLowerCase(Locale.ROOT));
                }, JdbcLedgerStore::account);
    }

    /** The account named {@code name} (e.g. {@code treasury}). */
    public Optional<Account> findAccountByName(String name) {
        return query("SELECT " + ACCOUNT_COLUMNS + " FROM ledger_accounts WHERE name = ?",
                statement -> statement.setString(1, name), JdbcLedgerStore::account);
    }

    static String prefixed(String alias) {
        return alias + "." + TRANSFER_COLUMNS.replace(", ", ", " + alias + ".");
    }

    static Transfer transfer(ResultSet row) throws SQLException {
        Timestamp expiresAt = row.getTimestamp(12);
        return new Transfer(row.getLong(1), row.getString(2),
                TransferKind.valueOf(row.getString(3).toUpperCase(Locale.ROOT)), row.getLong(4), row.getLong(5),
                row.getLong(6), row.getString(7), row.getString(8), row.getString(9), row.getString(10),
                row.getString(11), expiresAt == null ? null : expiresAt.toInstant(), row.getTimestamp(13).toInstant(),
                row.getBytes(14), row.getBytes(15));
    }

    private static Account account(ResultSet row) throws SQLException {
        return new Account(row.getLong(1), AccountKind.valueOf(row.getString(2).toUpperCase(Locale.ROOT)),
                row.getLong(3), row.getLong(4), row.getLong(5), row.getLong(6));
    }

    /** Binds parameters to a statement. */
    @FunctionalInterface
    public interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    /** Maps the current row of a result set. */
    @FunctionalInterface
    public interface RowMapper<T> {
        T map(ResultSet row) throws SQLException;
    }

    <T> Optional<T> query(String sql, Binder binder, RowMapper<T> mapper) {
        List<T> rows = list(sql, binder, mapper);
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    <T> List<T> list(String sql, Binder binder, RowMapper<T> mapper) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            binder.bind(statement);
            try (ResultSet rows = statement.executeQuery()) {
                List<T> result = new ArrayList<>();
                while (rows.next()) {
                    result.add(mapper.map(rows));
                }
                return result;
            }
        } catch (SQLException e) {
            throw new LedgerStorageException(sql, e);
        }
    }
}
