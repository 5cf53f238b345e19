package org.gridmarket.app.ledger.service;

import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.app.platform.Problem;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.jboss.logging.Logger;

/**
 * The Grid-Bank (seed 004 §3) in the service: the core {@link Ledger} rules over PostgreSQL, one
 * transaction per submission. Other features move money only through this class.
 */
@ApplicationScoped
public class LedgerService {
    /** The ledger account that issues G$. */
    public static final String TREASURY = "treasury";
    private static final Logger LOG = Logger.getLogger(LedgerService.class);
    private static final int EXPIRY_BATCH = 100;

    private final JdbcLedgerStore store;
    private final Ledger ledger;

    public LedgerService(JdbcLedgerStore store) {
        this.store = store;
        this.ledger = new Ledger(store, InstantSource.system());
    }

    @Transactional
    public Ledger.Recorded submit(TransferRequest request) {
        return ledger.submit(request);
    }

    /** A linked group: all of it is recorded, or none of it. */
    @Transactional
    public List<Ledger.Recorded> submitLinked(List<TransferRequest> requests) {
        return ledger.submitLinked(requests);
    }

    /** Opens the account a new user or owner needs, in the caller's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public long openAccount(AccountKind kind, String name, Long userId) {
        return store.openAccount(kind, name, userId);
    }

    /** Opens grid {@code gridName}'s gateway settlement account unless it exists (for inter-grid payments). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void ensureGatewayAccount(String gridName) {
        store.openAccountIfAbsent(AccountKind.GATEWAY_SETTLEMENT, "gateway:" + gridName);
    }

    /**
     * Treasury → the wallet of user {@code userId}: how G$ enter circulation. {@code clientId} is the admin's id
     * for it; the ledger records it as {@code grant:<clientId>} ({@link ClientIds}), so sending it again answers
     * the same transfer and a different grant under the same id is a 409.
     */
    @Transactional
    public Ledger.Recorded grant(String clientId, long userId, long amountMicroGd) {
        Account treasury = store.findAccountByName(TREASURY).orElseThrow();
        Account wallet = store.findAccountOf(userId, AccountKind.USER_WALLET)
                .orElseThrow(() -> ApiProblem.invalid("username", "only users (role user) have a wallet"));
        TransferRequest request = TransferRequest.single(ClientIds.grant(clientId), treasury.id(), wallet.id(),
                amountMicroGd, ClientIds.Kind.GRANT.code());
        return recordedBefore(clientId, request).orElseGet(() -> ledger.submit(request));
    }

    /**
     * Owner {@code ownerId}'s revenue → their payout account ({@code payout:<username>}, opened on the first
     * payout): the owner takes earnings out of the market (seed 004 §4.7's incentive, paid). {@code clientId}
     * makes it idempotent like a grant; the ledger records it as {@code payout:<username>:<clientId>}
     * ({@link ClientIds}), so each owner's ids are their own. More than the revenue's available G$ (earned, less
     * what is held) is a 422 naming both amounts in G$ (never an account id); a replay of a recorded payout
     * answers it whatever the balance is now.
     */
    @Transactional
    public Ledger.Recorded payout(String clientId, long ownerId, String ownerUsername, long amountMicroGd) {
        Account revenue = accountOf(ownerId, AccountKind.OWNER_REVENUE);
        store.openAccountIfAbsent(AccountKind.OWNER_PAYOUT, "payout:" + ownerUsername, ownerId);
        Account payouts = store.findAccountOf(ownerId, AccountKind.OWNER_PAYOUT).orElseThrow();
        TransferRequest request = TransferRequest.single(ClientIds.payout(ownerUsername, clientId), revenue.id(),
                payouts.id(), amountMicroGd, ClientIds.Kind.PAYOUT.code());
        Optional<Ledger.Recorded> before = recordedBefore(clientId, request);
        if (before.isPresent()) {
            return before.get();
        }
        boolean replay = store.findTransfer(request.id()).isPresent();
        if (!replay && amountMicroGd > revenue.available()) {
            throw insufficientRevenue(amountMicroGd, revenue.available());
        }
        try {
            return ledger.submit(request);
        } catch (LedgerException e) {
            if (e.reason() == LedgerException.Reason.INSUFFICIENT_FUNDS) {
                throw insufficientRevenue(amountMicroGd, accountOf(ownerId, AccountKind.OWNER_REVENUE).available());
            }
            throw e;
        }
    }

    /**
     * A grant or payout recorded before migration V15 under the client's id as it was (same code): sending it
     * again is a replay of it (a 409 when its fields differ), never a second payment under the derived id.
     */
    private Optional<Ledger.Recorded> recordedBefore(String clientId, TransferRequest request) {
        return store.findTransfer(clientId)
                .filter(earlier -> earlier.code().equals(request.code())
                        && ClientIds.clientIdOf(earlier.code(), earlier.id()) == null) // not a derived id itself
                .map(earlier -> {
                    if (earlier.debitAccountId() != request.debitAccountId()
                            || earlier.creditAccountId() != request.creditAccountId()
                            || earlier.amount() != request.amount()) {
                        throw new LedgerException(LedgerException.Reason.ID_REUSED_WITH_DIFFERENT_FIELDS,
                                "transfer id " + clientId + " was already used with different fields");
                    }
                    return new Ledger.Recorded(earlier, true);
                });
    }

    private static ApiProblem insufficientRevenue(long requestedMicroGd, long availableMicroGd) {
        return new ApiProblem(422, "insufficient-funds", "Transfer refused", "a payout of "
                + Money.formatGdTwoDecimals(requestedMicroGd) + " G$ (" + requestedMicroGd + " µG$) is more than the "
                + Money.formatGdTwoDecimals(availableMicroGd) + " G$ (" + availableMicroGd
                + " µG$) available in your revenue",
                List.of(new Problem.FieldError("amountMicroGd", "at most " + availableMicroGd + " µG$ are available")));
    }

    @Transactional
    public Account accountOf(long userId, AccountKind kind) {
        return store.findAccountOf(userId, kind).orElseThrow(() -> ApiProblem.notFound("your " + kind.name()
                .toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " account"));
    }

    @Transactional
    public java.util.Optional<Transfer> transfer(String id) {
        return store.findTransfer(id);
    }

    /** Releases holds whose timeout passed (seed 004 Grid-Bank holds do not outlive their job's deadline). */
    @Scheduled(every = "${gridmarket.ledger.expiry-sweep:10s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    @Transactional
    void expireDueHolds() {
        List<Transfer> expired = ledger.expireDueHolds(EXPIRY_BATCH);
        if (!expired.isEmpty()) {
            LOG.infof("Released %d expired holds", expired.size());
        }
    }
}
