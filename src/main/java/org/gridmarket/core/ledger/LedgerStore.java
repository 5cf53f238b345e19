package org.gridmarket.core.ledger;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where the {@link Ledger} keeps accounts and transfers. Implementations: {@link InMemoryLedgerStore} for
 * the simulator and tests, and the service's PostgreSQL store, which enforces the same rules again in the
 * database.
 */
public interface LedgerStore {

    /** The last transfer's sequence number and hash. */
    record ChainHead(long seq, byte[] hash) {
    }

    /**
     * Takes the store's single-writer lock until the surrounding unit of work ends and returns the chain
     * head. Called once at the start of every append batch, before any read the batch depends on.
     */
    ChainHead lockChainHead();

    Optional<Transfer> findTransfer(String id);

    Optional<Account> findAccount(long id);

    /** The id of the transfer that resolved hold {@code pendingId}, if any. */
    Optional<String> findResolution(String pendingId);

    /** Holds whose expiry is at or before {@code now} and that are still unresolved, oldest first. */
    List<Transfer> findExpiredHolds(Instant now, int limit);

    /**
     * Records {@code transfer}; the two accounts must afterwards equal {@code debitAfter} and
     * {@code creditAfter} (an implementation that computes balances itself checks that they do).
     */
    void append(Transfer transfer, Account debitAfter, Account creditAfter);

    /** A transfer to append and its two accounts as it leaves them. */
    record Appended(Transfer transfer, Account debitAfter, Account creditAfter) {
    }

    /**
     * Records the transfers in order, as {@link #append} would one by one; a store that can write them in
     * one go (the database: one statement, one balance check per account) overrides this.
     */
    default void appendAll(List<Appended> transfers) {
        for (Appended appended : transfers) {
            append(appended.transfer(), appended.debitAfter(), appended.creditAfter());
        }
    }
}
