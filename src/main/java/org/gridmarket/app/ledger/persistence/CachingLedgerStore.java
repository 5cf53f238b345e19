package org.gridmarket.app.ledger.persistence;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.LedgerStore;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferKind;

/**
 * The database ledger as one single writer (the live engine) sees it: the accounts it read or moved and the
 * holds it made and has not resolved are kept in memory, and stay valid exactly while the chain head is
 * where this writer left it. Every transfer, whoever appends it, moves the chain head (the append trigger
 * does), so a head found elsewhere at {@link #lockChainHead()} — someone granted G$, say — drops them
 * all and the next reads go to the database again. Not thread-safe; the owner calls {@link #forget()} when
 * its unit of work rolls back (the caches assume every append they saw commits).
 */
public final class CachingLedgerStore implements LedgerStore {
    private final JdbcLedgerStore database;
    private final Map<Long, Account> accounts = new HashMap<>();
    private final Map<String, Transfer> openHolds = new HashMap<>();
    private long knownHeadSeq = -1;
    private SqlBatch appendsTo;
    private ChainHead lockedHead;

    public CachingLedgerStore(JdbcLedgerStore database) {
        this.database = database;
    }

    /**
     * Until the next call, appends become statements of {@code batch} (sent by the owner with its other
     * writes) instead of being sent at once; null sends them at once again.
     */
    public void appendTo(SqlBatch batch) {
        this.appendsTo = batch;
    }

    /**
     * Takes the chain-head lock as a statement of {@code batch}, which the owner sends at the start of its
     * unit of work with its own statements: the next {@link #lockChainHead()} then costs no round trip. The
     * owner calls {@link #endUnit()} when the unit of work ends, whether the head was used or not.
     */
    public void lockChainHeadIn(SqlBatch batch) {
        database.lockChainHeadIn(batch, head -> lockedHead = head);
    }

    /** The owner's unit of work ended: a head locked in it is no longer the head. */
    public void endUnit() {
        lockedHead = null;
    }

    /** Drops everything remembered. */
    public void forget() {
        accounts.clear();
        openHolds.clear();
        knownHeadSeq = -1;
        lockedHead = null;
    }

    @Override
    public ChainHead lockChainHead() {
        ChainHead head = lockedHead != null ? lockedHead : database.lockChainHead();
        lockedHead = null;
        if (head.seq() != knownHeadSeq) {
            forget();
        }
        return head;
    }

    @Override
    public Optional<Transfer> findTransfer(String id) {
        Transfer hold = openHolds.get(id);
        return hold != null ? Optional.of(hold) : database.findTransfer(id);
    }

    @Override
    public Optional<Account> findAccount(long id) {
        Account account = accounts.get(id);
        if (account != null) {
            return Optional.of(account);
        }
        Optional<Account> stored = database.findAccount(id);
        stored.ifPresent(found -> accounts.put(id, found));
        return stored;
    }

    @Override
    public Optional<String> findResolution(String pendingId) {
        return openHolds.containsKey(pendingId) ? Optional.empty() : database.findResolution(pendingId);
    }

    @Override
    public List<Transfer> findExpiredHolds(Instant now, int limit) {
        return database.findExpiredHolds(now, limit);
    }

    @Override
    public void append(Transfer transfer, Account debitAfter, Account creditAfter) {
        appendAll(List.of(new Appended(transfer, debitAfter, creditAfter)));
    }

    @Override
    public void appendAll(List<Appended> transfers) {
        if (appendsTo != null) {
            database.appendTo(appendsTo, transfers);
        } else {
            database.appendAll(transfers);
        }
        for (Appended appended : transfers) {
            Transfer transfer = appended.transfer();
            accounts.put(appended.debitAfter().id(), appended.debitAfter());
            accounts.put(appended.creditAfter().id(), appended.creditAfter());
            if (transfer.kind() == TransferKind.PENDING) {
                openHolds.put(transfer.id(), transfer);
            } else if (transfer.pendingId() != null) {
                openHolds.remove(transfer.pendingId());
            }
            knownHeadSeq = transfer.seq();
        }
    }
}
