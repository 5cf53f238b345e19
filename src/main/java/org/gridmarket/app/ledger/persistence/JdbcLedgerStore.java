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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
    static final String TRANSFER_COLUMNS = "seq, id, kind, debit_account_id, credit_account_id, amount, "
            + "pending_id, code, job_ref, contract_ref, linked_group, expires_at, created_at, prev_hash, hash";
    private static final String ACCOUNT_COLUMNS =
            "id, kind, debits_pending, debits_posted, credits_pending, credits_posted";

    private final AgroalDataSource dataSource;

    public JdbcLedgerStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public ChainHead lockChainHead() {
        return query("SELECT seq, hash FROM ledger_chain_head FOR UPDATE", statement -> { },
                row -> new ChainHead(row.getLong(1), row.getBytes(2))).orElseThrow();
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
     * Inserts the transfers in order with multi-row statements (the append trigger moves the balances row
     * by row), then reads every account they touched back once and insists it equals what the Java rules
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
        for (int from = 0; from < transfers.size(); from += ROWS_PER_INSERT) {
            List<Appended> rows = List.copyOf(transfers.subList(from, Math.min(transfers.size(), from + ROWS_PER_INSERT)));
            batch.update("INSERT INTO transfers (" + TRANSFER_COLUMNS + ") VALUES "
                    + String.join(", ", Collections.nCopies(rows.size(), TRANSFER_ROW)), (statement, p) -> {
                        for (Appended appended : rows) {
                            p = bind(statement, p, appended.transfer());
                        }
                        return p;
                    });
        }
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

    private static final int ROWS_PER_INSERT = 500;
    private static final String TRANSFER_ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static int bind(PreparedStatement statement, int p, Transfer transfer) throws SQLException {
        statement.setLong(++p, transfer.seq());
        statement.setString(++p, transfer.id());
        statement.setString(++p, transfer.kind().name().toLowerCase(Locale.ROOT));
        statement.setLong(++p, transfer.debitAccountId());
        statement.setLong(++p, transfer.creditAccountId());
        statement.setLong(++p, transfer.amount());
        statement.setString(++p, transfer.pendingId());
        statement.setString(++p, transfer.code());
        statement.setString(++p, transfer.jobRef());
        statement.setString(++p, transfer.contractRef());
        statement.setString(++p, transfer.linkedGroup());
        statement.setTimestamp(++p, transfer.expiresAt() == null ? null : Timestamp.from(transfer.expiresAt()));
        statement.setTimestamp(++p, Timestamp.from(transfer.createdAt()));
        statement.setBytes(++p, transfer.previousHash());
        statement.setBytes(++p, transfer.hash());
        return p;
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
        String sql = "INSERT INTO ledger_accounts (kind, name, debits_must_not_exceed_credits, "
                + "credits_must_not_exceed_debits) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO NOTHING";
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, kind.name().toLowerCase(Locale.ROOT));
            statement.setString(2, name);
            statement.setBoolean(3, kind.debitsMustNotExceedCredits());
            statement.setBoolean(4, kind.creditsMustNotExceedDebits());
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
