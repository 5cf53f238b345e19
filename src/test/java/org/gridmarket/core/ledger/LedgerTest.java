package org.gridmarket.core.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.gridmarket.core.ledger.LedgerException.Reason;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LedgerTest {
    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-01-01T00:00:00Z"));
    private InMemoryLedgerStore store;
    private Ledger ledger;
    private long treasury;
    private long wallet;
    private long revenue;

    @BeforeEach
    void openAccounts() {
        store = new InMemoryLedgerStore();
        ledger = new Ledger(store, now::get);
        treasury = store.open(AccountKind.TREASURY);
        wallet = store.open(AccountKind.USER_WALLET);
        revenue = store.open(AccountKind.OWNER_REVENUE);
        ledger.submit(TransferRequest.single("grant", treasury, wallet, 1_000, "grant"));
    }

    /**
     * A session's part (one command of a live engine turn) is dropped or kept on its own: a dropped part's
     * transfers are never appended and leave no trace in the session's accounts, ids or chain; the kept ones
     * before and after it are appended in order, each extending the chain of the one before.
     */
    @Test
    void aDroppedPartOfASessionLeavesNoTraceAndTheKeptPartsAreAppendedInOrder() {
        Ledger.Session session = ledger.openSession();
        session.beginPart();
        session.submit(TransferRequest.pending("kept-hold", wallet, revenue, 300, "job_hold", 0));
        session.keepPart();
        session.beginPart();
        session.submit(TransferRequest.pending("dropped-hold", wallet, revenue, 500, "job_hold", 0));
        session.submit(TransferRequest.post("dropped-charge", "kept-hold", 300, "job_charge"));
        assertThat(session.account(wallet).available()).isEqualTo(200);
        session.dropPart();
        assertThat(session.account(wallet).available()).isEqualTo(700);
        session.beginPart();
        session.submit(TransferRequest.post("charge", "kept-hold", 100, "job_charge"));
        session.keepPart();
        session.flush();

        assertThat(store.transfers()).extracting(Transfer::id).containsExactly("grant", "kept-hold", "charge");
        assertThat(store.transfers()).extracting(Transfer::seq).containsExactly(1L, 2L, 3L);
        assertThat(store.transfers().get(2).previousHash()).isEqualTo(store.transfers().get(1).hash());
        assertThat(account(wallet).balance()).isEqualTo(900);
        assertThat(account(wallet).available()).isEqualTo(900);
        ChainVerifier chain = new ChainVerifier();
        store.transfers().forEach(chain::accept);
        assertThat(chain.ok()).isTrue();
    }

    @Test
    void aSessionFlushesOnlyWithEveryPartClosed() {
        Ledger.Session session = ledger.openSession();
        assertThatThrownBy(session::keepPart).isInstanceOf(IllegalStateException.class);
        session.beginPart();
        assertThatThrownBy(session::flush).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void grantMovesMoneyFromTreasuryToWallet() {
        assertThat(account(wallet).balance()).isEqualTo(1_000);
        assertThat(account(treasury).balance()).isEqualTo(-1_000);
    }

    @Test
    void holdReducesAvailableButNotBalance() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 300, "job_hold", 0));
        assertThat(account(wallet).balance()).isEqualTo(1_000);
        assertThat(account(wallet).available()).isEqualTo(700);
        assertThat(account(revenue).creditsPending()).isEqualTo(300);
    }

    @Test
    void partialPostMovesPartAndReleasesTheRest() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 300, "job_hold", 0));
        Transfer post = ledger.submit(TransferRequest.post("charge", "hold", 120, "job_charge")).transfer();
        assertThat(post.debitAccountId()).isEqualTo(wallet);
        assertThat(account(wallet).balance()).isEqualTo(880);
        assertThat(account(wallet).available()).isEqualTo(880);
        assertThat(account(revenue).balance()).isEqualTo(120);
        assertThat(account(revenue).creditsPending()).isZero();
    }

    @Test
    void voidReleasesTheWholeHold() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 300, "job_hold", 0));
        Transfer release = ledger.submit(TransferRequest.voidPending("release", "hold", "job_release")).transfer();
        assertThat(release.amount()).isEqualTo(300);
        assertThat(account(wallet).available()).isEqualTo(1_000);
        assertThat(account(revenue).balance()).isZero();
    }

    @Test
    void aHoldResolvesAtMostOnce() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 300, "job_hold", 0));
        ledger.submit(TransferRequest.post("charge", "hold", 300, "job_charge"));
        assertThatThrownBy(() -> ledger.submit(TransferRequest.voidPending("release", "hold", "job_release")))
                .isInstanceOfSatisfying(LedgerException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.PENDING_ALREADY_RESOLVED));
    }

    @Test
    void cannotPostMoreThanTheHold() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 300, "job_hold", 0));
        assertThatThrownBy(() -> ledger.submit(TransferRequest.post("charge", "hold", 301, "job_charge")))
                .isInstanceOfSatisfying(LedgerException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.AMOUNT_EXCEEDS_PENDING));
    }

    @Test
    void holdsCountAgainstTheOverdraftRule() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 800, "job_hold", 0));
        assertThatThrownBy(() -> ledger.submit(TransferRequest.single("pay", wallet, revenue, 201, "payment")))
                .isInstanceOfSatisfying(LedgerException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.INSUFFICIENT_FUNDS));
        ledger.submit(TransferRequest.single("pay", wallet, revenue, 200, "payment"));
        assertThat(account(wallet).available()).isZero();
    }

    @Test
    void replayWithSameFieldsReturnsTheOriginalAndCreatesNothing() {
        int before = store.transfers().size();
        Ledger.Recorded replay = ledger.submit(TransferRequest.single("grant", treasury, wallet, 1_000, "grant"));
        assertThat(replay.replayed()).isTrue();
        assertThat(replay.transfer().seq()).isEqualTo(1);
        assertThat(store.transfers()).hasSize(before);
        assertThat(account(wallet).balance()).isEqualTo(1_000);
    }

    @Test
    void replayWithDifferentFieldsIsRefused() {
        assertThatThrownBy(() -> ledger.submit(TransferRequest.single("grant", treasury, wallet, 999, "grant")))
                .isInstanceOfSatisfying(LedgerException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.ID_REUSED_WITH_DIFFERENT_FIELDS));
    }

    @Test
    void aLinkedGroupFailsAsAWhole() {
        List<TransferRequest> group = List.of(
                TransferRequest.single("a", wallet, revenue, 600, "payment"),
                TransferRequest.single("b", wallet, revenue, 600, "payment"));
        assertThatThrownBy(() -> ledger.submitLinked(group)).isInstanceOf(LedgerException.class);
        assertThat(store.findTransfer("a")).isEmpty();
        assertThat(account(wallet).balance()).isEqualTo(1_000);
    }

    @Test
    void aLinkedGroupSucceedsAsAWholeAndSharesItsFirstId() {
        List<Ledger.Recorded> recorded = ledger.submitLinked(List.of(
                TransferRequest.single("a", wallet, revenue, 600, "payment"),
                TransferRequest.single("b", wallet, revenue, 400, "payment")));
        assertThat(recorded).extracting(r -> r.transfer().linkedGroup()).containsOnly("a");
        assertThat(account(wallet).balance()).isZero();
    }

    @Test
    void expiredHoldCannotBePostedAndIsReleasedBySweep() {
        ledger.submit(TransferRequest.pending("hold", wallet, revenue, 300, "job_hold", 60));
        now.set(now.get().plusSeconds(60));
        assertThatThrownBy(() -> ledger.submit(TransferRequest.post("charge", "hold", 300, "job_charge")))
                .isInstanceOfSatisfying(LedgerException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.PENDING_EXPIRED));
        List<Transfer> expired = ledger.expireDueHolds(10);
        assertThat(expired).singleElement().satisfies(t -> {
            assertThat(t.kind()).isEqualTo(TransferKind.EXPIRE_PENDING);
            assertThat(t.id()).isEqualTo("expire:2");
        });
        assertThat(account(wallet).available()).isEqualTo(1_000);
        assertThat(ledger.expireDueHolds(10)).isEmpty();
    }

    @Test
    void treasuryCannotBeCreditedBeyondWhatItIssued() {
        long gateway = store.open(AccountKind.GATEWAY_SETTLEMENT);
        ledger.submit(TransferRequest.single("back", gateway, treasury, 1_000, "refund"));
        assertThatThrownBy(() -> ledger.submit(TransferRequest.single("too-much", gateway, treasury, 1, "refund")))
                .isInstanceOfSatisfying(LedgerException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.CREDITS_EXCEED_DEBITS));
    }

    @Test
    void everyTransferLinksToThePreviousHash() {
        ledger.submit(TransferRequest.single("pay", wallet, revenue, 10, "payment"));
        ChainVerifier verifier = new ChainVerifier();
        store.transfers().forEach(verifier::accept);
        assertThat(verifier.ok()).isTrue();
        assertThat(verifier.checked()).isEqualTo(2);
    }

    private Account account(long id) {
        return store.findAccount(id).orElseThrow();
    }
}
