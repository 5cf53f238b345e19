package org.gridmarket.app.ledger.service;

import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.InstantSource;
import java.util.List;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.platform.ApiProblem;
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
    /** The code of a payout transfer (revenue → payout account). */
    public static final String PAYOUT_CODE = "payout";
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

    /** Treasury → the wallet of user {@code userId}: how G$ enter circulation. */
    @Transactional
    public Ledger.Recorded grant(String transferId, long userId, long amountMicroGd) {
        Account treasury = store.findAccountByName(TREASURY).orElseThrow();
        Account wallet = store.findAccountOf(userId, AccountKind.USER_WALLET)
                .orElseThrow(() -> ApiProblem.invalid("username", "only users (role user) have a wallet"));
        return ledger.submit(TransferRequest.single(transferId, treasury.id(), wallet.id(), amountMicroGd, "grant"));
    }

    /**
     * Owner {@code ownerId}'s revenue → their payout account ({@code payout:<username>}, opened on the first
     * payout): the owner takes earnings out of the market (seed 004 §4.7's incentive, paid). The id makes it
     * idempotent like a grant. More than the revenue's available G$ (earned, less what is held) is a 422
     * naming both amounts in G$ (never an account id); a replay of a recorded payout answers it whatever the
     * balance is now.
     */
    @Transactional
    public Ledger.Recorded payout(String transferId, long ownerId, String ownerUsername, long amountMicroGd) {
        Account revenue = accountOf(ownerId, AccountKind.OWNER_REVENUE);
        store.openAccountIfAbsent(AccountKind.OWNER_PAYOUT, "payout:" + ownerUsername, ownerId);
        Account payouts = store.findAccountOf(ownerId, AccountKind.OWNER_PAYOUT).orElseThrow();
        TransferRequest request = TransferRequest.single(transferId, revenue.id(), payouts.id(), amountMicroGd,
                PAYOUT_CODE);
        boolean replay = store.findTransfer(transferId).isPresent();
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
