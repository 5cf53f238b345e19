package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.TransferKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.api.Test;

/** The Grid-Bank under concurrency, against the real PostgreSQL. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LedgerConcurrencyTest {
    @Inject
    LedgerService ledger;
    @Inject
    AccountService accounts;

    @Test
    void fiftyParallelHoldsNeverOverdrawOneWallet() throws Exception {
        long userId = accounts.create("parallel", "irrelevant-password", Role.USER).id();
        ledger.grant("parallel-grant", userId, 100 * Money.MICRO_PER_GD);
        long wallet = ledger.accountOf(userId, AccountKind.USER_WALLET).id();
        long revenue = ledger.accountOf(accounts.find("owner1").orElseThrow().id(), AccountKind.OWNER_REVENUE).id();

        List<Callable<Boolean>> holds = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            String id = "parallel-hold-" + i;
            holds.add(() -> {
                try {
                    ledger.submit(TransferRequest.pending(id, wallet, revenue, 3 * Money.MICRO_PER_GD, "job_hold", 0));
                    return true;
                } catch (LedgerException e) {
                    assertThat(e.reason()).isEqualTo(LedgerException.Reason.INSUFFICIENT_FUNDS);
                    return false;
                }
            });
        }
        long accepted = runTogether(holds).stream().filter(Boolean::booleanValue).count();

        Account after = ledger.accountOf(userId, AccountKind.USER_WALLET);
        assertThat(accepted).isEqualTo(33);
        assertThat(after.debitsPending()).isEqualTo(99 * Money.MICRO_PER_GD);
        assertThat(after.available()).isEqualTo(Money.MICRO_PER_GD);
        assertThat(after.balance()).isEqualTo(100 * Money.MICRO_PER_GD);
    }

    @Test
    void twentyParallelReplaysOfOneGrantCreateOneTransfer() throws Exception {
        long userId = accounts.create("replayed", "irrelevant-password", Role.USER).id();
        List<Callable<Ledger.Recorded>> grants = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            grants.add(() -> ledger.grant("replayed-grant", userId, 7 * Money.MICRO_PER_GD));
        }
        List<Ledger.Recorded> results = runTogether(grants);

        assertThat(results).extracting(r -> r.transfer().seq()).containsOnly(results.get(0).transfer().seq());
        assertThat(results).filteredOn(r -> !r.replayed()).hasSize(1);
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).balance()).isEqualTo(7 * Money.MICRO_PER_GD);
    }

    @Test
    void aHoldPostedInPartMovesOnlyThatPartToTheOwner() {
        long userId = accounts.create("partial", "irrelevant-password", Role.USER).id();
        ledger.grant("partial-grant", userId, 10 * Money.MICRO_PER_GD);
        long wallet = ledger.accountOf(userId, AccountKind.USER_WALLET).id();
        long ownerId = accounts.find("owner3").orElseThrow().id();
        long revenueBefore = ledger.accountOf(ownerId, AccountKind.OWNER_REVENUE).balance();
        long revenue = ledger.accountOf(ownerId, AccountKind.OWNER_REVENUE).id();

        ledger.submit(TransferRequest.pending("partial-hold", wallet, revenue, 6 * Money.MICRO_PER_GD, "job_hold", 0)
                .withReferences("job-partial", null));
        var post = ledger.submit(TransferRequest.post("partial-post", "partial-hold", 2 * Money.MICRO_PER_GD,
                "job_charge").withReferences("job-partial", null));

        assertThat(post.transfer().kind()).isEqualTo(TransferKind.POST_PENDING);
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).balance()).isEqualTo(8 * Money.MICRO_PER_GD);
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).debitsPending()).isZero();
        assertThat(ledger.accountOf(ownerId, AccountKind.OWNER_REVENUE).balance() - revenueBefore)
                .isEqualTo(2 * Money.MICRO_PER_GD);
    }

    @Test
    void aFailedLinkedGroupLeavesNoTrace() {
        long userId = accounts.create("linked", "irrelevant-password", Role.USER).id();
        ledger.grant("linked-grant", userId, 5 * Money.MICRO_PER_GD);
        long wallet = ledger.accountOf(userId, AccountKind.USER_WALLET).id();
        long revenue = ledger.accountOf(accounts.find("owner1").orElseThrow().id(), AccountKind.OWNER_REVENUE).id();
        List<TransferRequest> group = List.of(
                TransferRequest.single("linked-a", wallet, revenue, 3 * Money.MICRO_PER_GD, "payment"),
                TransferRequest.single("linked-b", wallet, revenue, 3 * Money.MICRO_PER_GD, "payment"));

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ledger.submitLinked(group))
                .isInstanceOf(LedgerException.class);
        assertThat(ledger.transfer("linked-a")).isEmpty();
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).balance()).isEqualTo(5 * Money.MICRO_PER_GD);
    }

    @Test
    void anExpiredHoldIsReleasedByTheSweep() throws Exception {
        long userId = accounts.create("expiring", "irrelevant-password", Role.USER).id();
        ledger.grant("expiring-grant", userId, 5 * Money.MICRO_PER_GD);
        long wallet = ledger.accountOf(userId, AccountKind.USER_WALLET).id();
        long revenue = ledger.accountOf(accounts.find("owner1").orElseThrow().id(), AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.pending("expiring-hold", wallet, revenue, 4 * Money.MICRO_PER_GD, "job_hold", 1));
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).available()).isEqualTo(Money.MICRO_PER_GD);

        long deadline = System.nanoTime() + 15_000_000_000L;
        while (ledger.accountOf(userId, AccountKind.USER_WALLET).debitsPending() != 0 && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).available()).isEqualTo(5 * Money.MICRO_PER_GD);
        assertThat(ledger.transfer("expire:" + ledger.transfer("expiring-hold").orElseThrow().seq()))
                .get().extracting(t -> t.kind()).isEqualTo(TransferKind.EXPIRE_PENDING);
    }

    private static <T> List<T> runTogether(List<Callable<T>> tasks) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(tasks.size());
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<T>> futures = new ArrayList<>();
            for (Callable<T> task : tasks) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return task.call();
                }));
            }
            start.countDown();
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
