package org.gridmarket.core.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/** Invariants of the Grid-Bank rules under random sequences of operations, valid and invalid alike. */
class LedgerProperties {

    /** One random operation: what to do, between which accounts (by index), how much. */
    record Operation(int kind, int debit, int credit, long amount, int holdIndex) {
    }

    @Provide
    Arbitrary<List<Operation>> operations() {
        Arbitrary<Operation> operation = Combinators.combine(
                Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(0, 4),
                Arbitraries.longs().between(1, 2_000),
                Arbitraries.integers().between(0, 20)).as(Operation::new);
        return operation.list().ofMinSize(1).ofMaxSize(60);
    }

    @Property(tries = 300)
    void debitsEqualCreditsNoWalletOverdrawsAndTheChainVerifies(@ForAll("operations") List<Operation> operations) {
        World world = new World();
        world.run(operations);

        long debitsPosted = 0;
        long creditsPosted = 0;
        long debitsPending = 0;
        long creditsPending = 0;
        for (Account account : world.store.accounts()) {
            debitsPosted += account.debitsPosted();
            creditsPosted += account.creditsPosted();
            debitsPending += account.debitsPending();
            creditsPending += account.creditsPending();
            if (account.kind().debitsMustNotExceedCredits()) {
                assertThat(account.available()).as("available of %s", account).isGreaterThanOrEqualTo(0);
            }
        }
        assertThat(debitsPosted).isEqualTo(creditsPosted);
        assertThat(debitsPending).isEqualTo(creditsPending);

        ChainVerifier verifier = new ChainVerifier();
        world.store.transfers().forEach(verifier::accept);
        assertThat(verifier.ok()).isTrue();
        assertThat(verifier.checked()).isEqualTo(world.store.transfers().size());
    }

    @Property(tries = 200)
    void accountTotalsEqualWhatTheTransfersAddUpTo(@ForAll("operations") List<Operation> operations) {
        World world = new World();
        world.run(operations);
        Map<Long, long[]> recomputed = new HashMap<>();
        Map<String, Transfer> byId = new HashMap<>();
        for (Transfer t : world.store.transfers()) {
            byId.put(t.id(), t);
            long pendingDelta = switch (t.kind()) {
                case PENDING -> t.amount();
                case SINGLE -> 0;
                default -> -byId.get(t.pendingId()).amount();
            };
            long postedDelta = t.kind() == TransferKind.SINGLE || t.kind() == TransferKind.POST_PENDING ? t.amount() : 0;
            long[] debit = recomputed.computeIfAbsent(t.debitAccountId(), id -> new long[4]);
            long[] credit = recomputed.computeIfAbsent(t.creditAccountId(), id -> new long[4]);
            debit[0] += pendingDelta;
            debit[1] += postedDelta;
            credit[2] += pendingDelta;
            credit[3] += postedDelta;
        }
        for (Account account : world.store.accounts()) {
            long[] totals = recomputed.getOrDefault(account.id(), new long[4]);
            assertThat(new long[] {account.debitsPending(), account.debitsPosted(), account.creditsPending(),
                account.creditsPosted()}).containsExactly(totals);
        }
    }

    @Property(tries = 200)
    void replayingAnyRecordedRequestChangesNothing(@ForAll("operations") List<Operation> operations) {
        World world = new World();
        world.run(operations);
        List<Transfer> before = world.store.transfers();
        List<Account> accountsBefore = world.store.accounts();
        for (TransferRequest request : world.accepted) {
            Ledger.Recorded replay = world.ledger.submit(request);
            assertThat(replay.replayed()).isTrue();
            assertThat(replay.transfer().id()).isEqualTo(request.id());
        }
        assertThat(world.store.transfers()).hasSameSizeAs(before);
        assertThat(world.store.accounts()).isEqualTo(accountsBefore);
    }

    @Property(tries = 200)
    void aHoldIsResolvedAtMostOnce(@ForAll("operations") @Size(min = 10) List<Operation> operations) {
        World world = new World();
        world.run(operations);
        Set<String> resolved = new HashSet<>();
        for (Transfer t : world.store.transfers()) {
            if (t.pendingId() != null) {
                assertThat(resolved.add(t.pendingId())).as("hold %s resolved twice", t.pendingId()).isTrue();
            }
        }
    }

    @Property(tries = 200)
    void aSessionRecordsExactlyWhatSubmittingOneByOneRecords(@ForAll("operations") List<Operation> operations,
                                                             @ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 8)
                                                             int flushEvery) {
        World oneByOne = new World();
        oneByOne.run(operations);
        World sessions = new World();
        sessions.runInSessions(operations, flushEvery);
        assertThat(sessions.store.transfers().stream().map(LedgerProperties::describe).toList())
                .isEqualTo(oneByOne.store.transfers().stream().map(LedgerProperties::describe).toList());
        assertThat(sessions.store.accounts()).isEqualTo(oneByOne.store.accounts());
        assertThat(sessions.accepted).isEqualTo(oneByOne.accepted);
    }

    /** A transfer with its hashes as text (records compare arrays by identity). */
    private static String describe(Transfer transfer) {
        java.util.HexFormat hex = java.util.HexFormat.of();
        return String.join(" ", Long.toString(transfer.seq()), transfer.id(), transfer.kind().name(),
                Long.toString(transfer.debitAccountId()), Long.toString(transfer.creditAccountId()),
                Long.toString(transfer.amount()), String.valueOf(transfer.pendingId()), transfer.code(),
                String.valueOf(transfer.linkedGroup()), hex.formatHex(transfer.previousHash()),
                hex.formatHex(transfer.hash()));
    }

    /** A small ledger: a treasury, two wallets, a revenue account and a gateway, driven by operations. */
    private static final class World {
        final InMemoryLedgerStore store = new InMemoryLedgerStore();
        final Ledger ledger = new Ledger(store, () -> Instant.parse("2026-01-01T00:00:00Z"));
        final List<Long> accounts = new ArrayList<>();
        final List<String> holds = new ArrayList<>();
        final List<TransferRequest> accepted = new ArrayList<>();
        int next;

        World() {
            accounts.add(store.open(AccountKind.TREASURY));
            accounts.add(store.open(AccountKind.USER_WALLET));
            accounts.add(store.open(AccountKind.USER_WALLET));
            accounts.add(store.open(AccountKind.OWNER_REVENUE));
            accounts.add(store.open(AccountKind.GATEWAY_SETTLEMENT));
        }

        void run(List<Operation> operations) {
            for (Operation operation : operations) {
                submit(request(operation), ledger::submit);
            }
        }

        /** The same operations through sessions of {@code flushEvery} submissions (as the live engine's turns). */
        void runInSessions(List<Operation> operations, int flushEvery) {
            Ledger.Session session = null;
            int inSession = 0;
            for (Operation operation : operations) {
                if (session == null) {
                    session = ledger.openSession();
                }
                submit(request(operation), session::submit);
                if (++inSession == flushEvery) {
                    session.flush();
                    session = null;
                    inSession = 0;
                }
            }
            if (session != null) {
                session.flush();
            }
        }

        /** Submits {@code request}; a refused one must leave no transfer behind. */
        private void submit(TransferRequest request, java.util.function.Consumer<TransferRequest> submitter) {
            try {
                submitter.accept(request);
                accepted.add(request);
                if (request.kind() == TransferKind.PENDING) {
                    holds.add(request.id());
                }
            } catch (LedgerException refused) {
                assertThat(store.findTransfer(request.id())).isEmpty();
            }
        }

        private TransferRequest request(Operation op) {
            String id = "t" + next++;
            long debit = accounts.get(op.debit());
            long credit = accounts.get(op.credit());
            String hold = holds.isEmpty() ? "missing" : holds.get(op.holdIndex() % holds.size());
            return switch (op.kind()) {
                case 0 -> TransferRequest.single(id, debit, credit, op.amount(), "payment");
                case 1 -> TransferRequest.pending(id, debit, credit, op.amount(), "job_hold", 0);
                case 2 -> TransferRequest.post(id, hold, op.amount() / 2 + 1, "job_charge");
                case 3 -> TransferRequest.voidPending(id, hold, "job_release");
                default -> TransferRequest.single(id, accounts.get(0), credit, op.amount(), "grant");
            };
        }
    }
}
