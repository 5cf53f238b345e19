package org.gridmarket.core.ledger;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ledger kept in memory, for the simulator and for property tests of the rules. Single-threaded: a
 * simulation owns its ledger. Lookups by id are O(1); {@link #findExpiredHolds} scans the open holds.
 */
public final class InMemoryLedgerStore implements LedgerStore {
    private final Map<Long, Account> accounts = new HashMap<>();
    private final Map<String, Transfer> transfers = new LinkedHashMap<>();
    private final Map<String, String> resolutions = new HashMap<>();
    private final Map<String, Transfer> openHolds = new LinkedHashMap<>();
    private long lastSeq;
    private byte[] lastHash = TransferHash.GENESIS;
    private long nextAccountId = 1;

    /** Opens an account of {@code kind} and returns its id. */
    public long open(AccountKind kind) {
        long id = nextAccountId++;
        accounts.put(id, Account.open(id, kind));
        return id;
    }

    @Override
    public ChainHead lockChainHead() {
        return new ChainHead(lastSeq, lastHash);
    }

    @Override
    public Optional<Transfer> findTransfer(String id) {
        return Optional.ofNullable(transfers.get(id));
    }

    @Override
    public Optional<Account> findAccount(long id) {
        return Optional.ofNullable(accounts.get(id));
    }

    @Override
    public Optional<String> findResolution(String pendingId) {
        return Optional.ofNullable(resolutions.get(pendingId));
    }

    @Override
    public List<Transfer> findExpiredHolds(Instant now, int limit) {
        List<Transfer> due = new ArrayList<>();
        for (Transfer hold : openHolds.values()) {
            if (due.size() == limit) {
                break;
            }
            if (hold.expiresAt() != null && !now.isBefore(hold.expiresAt())) {
                due.add(hold);
            }
        }
        return due;
    }

    @Override
    public void append(Transfer transfer, Account debitAfter, Account creditAfter) {
        if (transfer.seq() != lastSeq + 1) {
            throw new IllegalStateException("transfer " + transfer.id() + " does not extend the chain");
        }
        transfers.put(transfer.id(), transfer);
        accounts.put(debitAfter.id(), debitAfter);
        accounts.put(creditAfter.id(), creditAfter);
        if (transfer.kind() == TransferKind.PENDING) {
            openHolds.put(transfer.id(), transfer);
        }
        if (transfer.pendingId() != null) {
            resolutions.put(transfer.pendingId(), transfer.id());
            openHolds.remove(transfer.pendingId());
        }
        lastSeq = transfer.seq();
        lastHash = transfer.hash();
    }

    /** Every transfer in sequence order. */
    public List<Transfer> transfers() {
        return List.copyOf(transfers.values());
    }

    /** Every account, by id. */
    public List<Account> accounts() {
        return accounts.values().stream().sorted(java.util.Comparator.comparingLong(Account::id)).toList();
    }
}
