package org.gridmarket.core.ledger;

import static org.gridmarket.core.ledger.LedgerException.Reason;

import java.time.Instant;
import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Grid-Bank's rules (seed 004 §3), applied over a {@link LedgerStore}. A submission is a linked group
 * of transfer requests that succeeds or fails as a whole: every request is checked against the accounts
 * as the earlier requests of the group leave them, and only when all pass are they appended, in order,
 * each hashed onto the chain.
 *
 * <p>Not thread-safe by itself: the store's {@link LedgerStore#lockChainHead() lock} makes each
 * submission a single writer (a database row lock in the service, a monitor in memory).
 */
public final class Ledger {
    /** Upper bound on the requests in one linked group. */
    public static final int MAX_GROUP_SIZE = 64;

    private final LedgerStore store;
    private final InstantSource clock;

    public Ledger(LedgerStore store, InstantSource clock) {
        this.store = store;
        this.clock = clock;
    }

    /** A transfer the ledger holds for a request, and whether the request only replayed it. */
    public record Recorded(Transfer transfer, boolean replayed) {
    }

    /** Submits one request; see {@link #submitLinked(List)}. */
    public Recorded submit(TransferRequest request) {
        return submitLinked(List.of(request)).get(0);
    }

    /**
     * Submits a linked group. A request whose id is already recorded with the same fields returns the
     * recorded transfer and changes nothing; with different fields the whole group is refused.
     *
     * @return the transfer for each request, in order
     * @throws LedgerException when any request breaks a rule; nothing is recorded then
     */
    public List<Recorded> submitLinked(List<TransferRequest> requests) {
        if (requests.isEmpty() || requests.size() > MAX_GROUP_SIZE) {
            throw new LedgerException(Reason.INVALID_REQUEST, "a group holds 1 to " + MAX_GROUP_SIZE + " transfers");
        }
        LedgerStore.ChainHead head = store.lockChainHead();
        Batch batch = new Batch(head, linkedGroupOf(requests), clock.instant().truncatedTo(ChronoUnit.MICROS));
        List<Recorded> results = new ArrayList<>(requests.size());
        for (TransferRequest request : requests) {
            results.add(batch.apply(request));
        }
        batch.appendAll();
        return results;
    }

    /**
     * Expires up to {@code limit} holds whose timeout has passed, releasing them with an
     * {@link TransferKind#EXPIRE_PENDING} transfer (id {@code expire:<hold seq>}, code {@code hold_expired}).
     *
     * @return the expiry transfers written
     */
    public List<Transfer> expireDueHolds(int limit) {
        List<Transfer> expired = new ArrayList<>();
        for (Transfer hold : store.findExpiredHolds(clock.instant(), limit)) {
            TransferRequest expiry = new TransferRequest("expire:" + hold.seq(), TransferKind.EXPIRE_PENDING,
                    0, 0, 0, hold.id(), "hold_expired", hold.jobRef(), hold.contractRef(), 0);
            expired.add(submit(expiry).transfer());
        }
        return expired;
    }

    private static String linkedGroupOf(List<TransferRequest> requests) {
        return requests.size() > 1 ? requests.get(0).id() : null;
    }

    /** One submission's working state: accounts and transfers as the group leaves them so far. */
    private final class Batch {
        private final Map<Long, Account> accounts = new HashMap<>();
        private final Map<String, Transfer> added = new HashMap<>();
        private final Map<String, String> resolved = new HashMap<>();
        private final List<Transfer> toAppend = new ArrayList<>();
        private final List<Account[]> accountsAfter = new ArrayList<>();
        private final String linkedGroup;
        private final Instant now;
        private long seq;
        private byte[] hash;

        Batch(LedgerStore.ChainHead head, String linkedGroup, Instant now) {
            this.seq = head.seq();
            this.hash = head.hash();
            this.linkedGroup = linkedGroup;
            this.now = now;
        }

        Recorded apply(TransferRequest request) {
            Optional<Transfer> existing = transfer(request.id());
            if (existing.isPresent()) {
                if (!existing.get().sameAs(request)) {
                    throw new LedgerException(Reason.ID_REUSED_WITH_DIFFERENT_FIELDS,
                            "transfer id " + request.id() + " was already used with different fields");
                }
                return new Recorded(existing.get(), true);
            }
            Transfer hold = request.kind().resolvesPending() ? openHold(request) : null;
            long debitId = hold == null ? request.debitAccountId() : hold.debitAccountId();
            long creditId = hold == null ? request.creditAccountId() : hold.creditAccountId();
            long amount = amountOf(request, hold);
            if (debitId == creditId) {
                throw new LedgerException(Reason.SAME_ACCOUNT, "a transfer needs two different accounts");
            }
            Account debit = move(account(debitId), true, request.kind(), amount, hold);
            Account credit = move(account(creditId), false, request.kind(), amount, hold);
            return new Recorded(record(request, debitId, creditId, amount, debit, credit), false);
        }

        void appendAll() {
            for (int i = 0; i < toAppend.size(); i++) {
                store.append(toAppend.get(i), accountsAfter.get(i)[0], accountsAfter.get(i)[1]);
            }
        }

        private Transfer record(TransferRequest request, long debitId, long creditId, long amount,
                                Account debit, Account credit) {
            requireWithinFlags(debit, credit);
            Instant expiresAt = request.timeoutSeconds() > 0 ? now.plusSeconds(request.timeoutSeconds()) : null;
            Transfer unhashed = new Transfer(seq + 1, request.id(), request.kind(), debitId, creditId, amount,
                    request.pendingId(), request.code(), request.jobRef(), request.contractRef(), linkedGroup,
                    expiresAt, now, hash, null);
            byte[] transferHash = TransferHash.compute(unhashed, hash);
            Transfer transfer = new Transfer(unhashed.seq(), unhashed.id(), unhashed.kind(), debitId, creditId,
                    amount, unhashed.pendingId(), unhashed.code(), unhashed.jobRef(), unhashed.contractRef(),
                    linkedGroup, expiresAt, now, hash, transferHash);
            seq = transfer.seq();
            hash = transferHash;
            accounts.put(debitId, debit);
            accounts.put(creditId, credit);
            added.put(transfer.id(), transfer);
            if (transfer.pendingId() != null) {
                resolved.put(transfer.pendingId(), transfer.id());
            }
            toAppend.add(transfer);
            accountsAfter.add(new Account[] {debit, credit});
            return transfer;
        }

        /** Seed 004 §3 Grid-Bank holds: a resolution must name an open, unexpired hold. */
        private Transfer openHold(TransferRequest request) {
            Transfer hold = transfer(request.pendingId())
                    .filter(t -> t.kind() == TransferKind.PENDING)
                    .orElseThrow(() -> new LedgerException(Reason.PENDING_NOT_FOUND,
                            "no pending transfer " + request.pendingId()));
            if (resolved.containsKey(hold.id()) || store.findResolution(hold.id()).isPresent()) {
                throw new LedgerException(Reason.PENDING_ALREADY_RESOLVED,
                        "pending transfer " + hold.id() + " is already resolved");
            }
            boolean lapsed = hold.expiresAt() != null && !now.isBefore(hold.expiresAt());
            if (lapsed && request.kind() != TransferKind.EXPIRE_PENDING) {
                throw new LedgerException(Reason.PENDING_EXPIRED, "pending transfer " + hold.id() + " expired");
            }
            if (!lapsed && request.kind() == TransferKind.EXPIRE_PENDING) {
                throw new LedgerException(Reason.INVALID_REQUEST, "pending transfer " + hold.id() + " has not expired");
            }
            return hold;
        }

        private long amountOf(TransferRequest request, Transfer hold) {
            if (hold == null || request.kind() == TransferKind.POST_PENDING) {
                if (request.amount() <= 0) {
                    throw new LedgerException(Reason.INVALID_REQUEST, "amount must be positive");
                }
                if (hold != null && request.amount() > hold.amount()) {
                    throw new LedgerException(Reason.AMOUNT_EXCEEDS_PENDING,
                            "cannot post " + request.amount() + " of a hold of " + hold.amount());
                }
                return request.amount();
            }
            if (request.amount() != 0 && request.amount() != hold.amount()) {
                throw new LedgerException(Reason.INVALID_REQUEST, "a void releases the whole hold");
            }
            return hold.amount();
        }

        /**
         * The account after one side of a transfer: a hold moves the pending total, a resolution takes the
         * whole hold out of it again, and single transfers and posts move the posted total.
         */
        private Account move(Account account, boolean debitSide, TransferKind kind, long amount, Transfer hold) {
            long pendingDelta = switch (kind) {
                case SINGLE -> 0;
                case PENDING -> amount;
                case POST_PENDING, VOID_PENDING, EXPIRE_PENDING -> -hold.amount();
            };
            long postedDelta = kind == TransferKind.SINGLE || kind == TransferKind.POST_PENDING ? amount : 0;
            try {
                return debitSide ? account.debited(pendingDelta, postedDelta) : account.credited(pendingDelta, postedDelta);
            } catch (ArithmeticException e) {
                throw new LedgerException(Reason.AMOUNT_OVERFLOW, "account " + account.id() + " would overflow");
            }
        }

        private void requireWithinFlags(Account debit, Account credit) {
            if (!debit.withinFlags()) {
                throw new LedgerException(Reason.INSUFFICIENT_FUNDS,
                        "account " + debit.id() + " has insufficient available funds");
            }
            if (!credit.withinFlags()) {
                throw new LedgerException(Reason.CREDITS_EXCEED_DEBITS,
                        "account " + credit.id() + " cannot be credited beyond its debits");
            }
        }

        private Account account(long id) {
            Account account = accounts.get(id);
            if (account != null) {
                return account;
            }
            return store.findAccount(id).orElseThrow(
                    () -> new LedgerException(Reason.ACCOUNT_NOT_FOUND, "no account " + id));
        }

        private Optional<Transfer> transfer(String id) {
            Transfer transfer = added.get(id);
            return transfer != null ? Optional.of(transfer) : store.findTransfer(id);
        }
    }
}
