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
        Session session = openSession();
        List<Recorded> results = session.submitLinked(requests);
        session.flush();
        return results;
    }

    /**
     * Opens a session: takes the store's single-writer lock now and then applies any number of
     * submissions, each checked against the accounts as the earlier ones leave them, until
     * {@link Session#flush()} appends them all at once. A refused submission leaves the session as it was,
     * so one caller's refusal does not undo another's. The live engine runs one session per turn, which
     * turns a transfer's store round trips into one append per turn.
     */
    public Session openSession() {
        return new Session(store.lockChainHead());
    }

    /** Submissions applied in memory and appended together; see {@link #openSession()}. Single-threaded. */
    public final class Session {
        private Batch applied;

        private Session(LedgerStore.ChainHead head) {
            this.applied = new Batch(null, head.seq(), head.hash(), null, now());
        }

        /**
         * Starts a part of the session whose submissions can later be dropped on their own
         * ({@link #dropPart()}) or kept ({@link #keepPart()}), e.g. one command of a live engine turn: a
         * command that fails unexpectedly loses its transfers, its turn-mates keep theirs. Parts nest.
         * Costs one empty group; nothing is copied.
         */
        public void beginPart() {
            applied = new Batch(applied, applied.seq, applied.hash, null, applied.now);
        }

        /** Keeps the submissions of the innermost part ({@link #beginPart()}) in the session. */
        public void keepPart() {
            Batch part = requirePart();
            part.parent.absorb(part);
            applied = part.parent;
        }

        /** Drops the submissions of the innermost part ({@link #beginPart()}): the session is as it was before. */
        public void dropPart() {
            applied = requirePart().parent;
        }

        private Batch requirePart() {
            if (applied.parent == null) {
                throw new IllegalStateException("no part of the session was begun");
            }
            return applied;
        }

        /** Submits one request; see {@link Ledger#submitLinked(List)}. */
        public Recorded submit(TransferRequest request) {
            return submitLinked(List.of(request)).get(0);
        }

        /**
         * Submits one request whose id its caller has just minted (derived, say, from a fresh database
         * sequence value), so the replay lookup in the store is skipped. The store's unique transfer id
         * still refuses a reuse, and then the whole unit of work fails.
         */
        public Recorded submitNew(TransferRequest request) {
            return apply(List.of(request), true).get(0);
        }

        /** Submits a linked group: all of it is applied, or (on a refusal) none of it. */
        public List<Recorded> submitLinked(List<TransferRequest> requests) {
            return apply(requests, false);
        }

        private List<Recorded> apply(List<TransferRequest> requests, boolean newIds) {
            if (requests.isEmpty() || requests.size() > MAX_GROUP_SIZE) {
                throw new LedgerException(Reason.INVALID_REQUEST, "a group holds 1 to " + MAX_GROUP_SIZE + " transfers");
            }
            Batch group = new Batch(applied, applied.seq, applied.hash, linkedGroupOf(requests), now());
            List<Recorded> results = new ArrayList<>(requests.size());
            for (TransferRequest request : requests) {
                results.add(group.apply(request, newIds));
            }
            applied.absorb(group);
            return results;
        }

        /** Account {@code id} as this session's transfers so far leave it (its available G$, say). */
        public Account account(long id) {
            return applied.account(id);
        }

        /** Appends every transfer applied since the last flush, in order; every part must be kept or dropped. */
        public void flush() {
            if (applied.parent != null) {
                throw new IllegalStateException("a part of the session is still open");
            }
            applied.appendAll();
        }
    }

    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
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

    /**
     * Accounts and transfers as a group of requests leaves them so far, over its parent's (a session's)
     * state, which it joins only when the whole group passed.
     */
    private final class Batch {
        private final Batch parent;
        private final Map<Long, Account> accounts = new HashMap<>();
        private final Map<String, Transfer> added = new HashMap<>();
        private final Map<String, String> resolved = new HashMap<>();
        private final List<LedgerStore.Appended> toAppend = new ArrayList<>();
        private final String linkedGroup;
        private final Instant now;
        private long seq;
        private byte[] hash;

        Batch(Batch parent, long seq, byte[] hash, String linkedGroup, Instant now) {
            this.parent = parent;
            this.seq = seq;
            this.hash = hash;
            this.linkedGroup = linkedGroup;
            this.now = now;
        }

        void absorb(Batch group) {
            accounts.putAll(group.accounts);
            added.putAll(group.added);
            resolved.putAll(group.resolved);
            toAppend.addAll(group.toAppend);
            seq = group.seq;
            hash = group.hash;
        }

        Recorded apply(TransferRequest request, boolean newId) {
            Optional<Transfer> existing = newId ? Optional.ofNullable(inMemory(request.id())) : transfer(request.id());
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
            if (!toAppend.isEmpty()) {
                store.appendAll(List.copyOf(toAppend));
                toAppend.clear();
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
            toAppend.add(new LedgerStore.Appended(transfer, debit, credit));
            return transfer;
        }

        /** Seed 004 §3 Grid-Bank holds: a resolution must name an open, unexpired hold. */
        private Transfer openHold(TransferRequest request) {
            Transfer hold = transfer(request.pendingId())
                    .filter(t -> t.kind() == TransferKind.PENDING)
                    .orElseThrow(() -> new LedgerException(Reason.PENDING_NOT_FOUND,
                            "no pending transfer " + request.pendingId()));
            if (resolvedInMemory(hold.id()) || store.findResolution(hold.id()).isPresent()) {
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
            for (Batch batch = this; batch != null; batch = batch.parent) {
                Account account = batch.accounts.get(id);
                if (account != null) {
                    return account;
                }
            }
            return store.findAccount(id).orElseThrow(
                    () -> new LedgerException(Reason.ACCOUNT_NOT_FOUND, "no account " + id));
        }

        private Optional<Transfer> transfer(String id) {
            Transfer transfer = inMemory(id);
            return transfer != null ? Optional.of(transfer) : store.findTransfer(id);
        }

        private Transfer inMemory(String id) {
            for (Batch batch = this; batch != null; batch = batch.parent) {
                Transfer transfer = batch.added.get(id);
                if (transfer != null) {
                    return transfer;
                }
            }
            return null;
        }

        private boolean resolvedInMemory(String holdId) {
            for (Batch batch = this; batch != null; batch = batch.parent) {
                if (batch.resolved.containsKey(holdId)) {
                    return true;
                }
            }
            return false;
        }
    }
}
