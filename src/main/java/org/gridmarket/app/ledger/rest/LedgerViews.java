package org.gridmarket.app.ledger.rest;

import io.quarkus.arc.Arc;
import java.time.Instant;
import java.util.Locale;
import org.gridmarket.app.ledger.service.AccountNames;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferHash;

/**
 * How the API shows money: every amount twice, as exact micro grid dollars ({@code ...MicroGd}, an
 * integer) and as a G$ decimal string with six places ({@code ...Gd}) for people.
 */
public final class LedgerViews {
    private LedgerViews() {
    }

    public record TransferView(long seq, String id, String kind, long debitAccountId, long creditAccountId,
                               long amountMicroGd, String amountGd, String pendingId, String code, String jobRef,
                               String contractRef, String linkedGroup, Instant expiresAt, Instant createdAt,
                               String previousHash, String hash, String debitAccountName,
                               String creditAccountName) {
    }

    public record BalanceView(long accountId, long balanceMicroGd, long heldMicroGd, long availableMicroGd,
                              long incomingMicroGd, String balanceGd, String heldGd, String availableGd,
                              String incomingGd) {
    }

    /**
     * An owner's revenue (seed 004 §4.7's incentive) as four separate figures: {@code earned}, every job payment
     * posted to it since it opened (it never decreases); {@code incoming}, payments held from users' wallets
     * that arrive when their jobs end; {@code paidOut}, what the owner took out of the market; and
     * {@code available} = earned − paid out (less any amount held against it), what can be paid out now.
     * {@code balance} (= earned − paid out) and {@code held} are the account's own totals, as on a wallet.
     */
    public record RevenueView(long accountId, long earnedMicroGd, long incomingMicroGd, long paidOutMicroGd,
                              long availableMicroGd, long balanceMicroGd, long heldMicroGd, String earnedGd,
                              String incomingGd, String paidOutGd, String availableGd, String balanceGd,
                              String heldGd) {
    }

    /** An owner revenue account's figures: earned = credits posted, paid out = debits posted (payouts). */
    public static RevenueView revenue(Account account) {
        return new RevenueView(account.id(), account.creditsPosted(), account.creditsPending(), account.debitsPosted(),
                account.available(), account.balance(), account.debitsPending(),
                Money.formatGd(account.creditsPosted()), Money.formatGd(account.creditsPending()),
                Money.formatGd(account.debitsPosted()),
                Money.formatGd(account.available()), Money.formatGd(account.balance()),
                Money.formatGd(account.debitsPending()));
    }

    /**
     * The transfer with both accounts named ({@link AccountNames}). Views are static mappers shared across
     * features (jobs show their transfers too), so the application-scoped name cache is looked up here
     * rather than passed through every caller.
     */
    public static TransferView transfer(Transfer t) {
        return transfer(t, Arc.container().instance(AccountNames.class).get());
    }

    public static TransferView transfer(Transfer t, AccountNames names) {
        return new TransferView(t.seq(), t.id(), t.kind().name().toLowerCase(Locale.ROOT), t.debitAccountId(),
                t.creditAccountId(), t.amount(), Money.formatGd(t.amount()), t.pendingId(), t.code(), t.jobRef(),
                t.contractRef(), t.linkedGroup(), t.expiresAt(), t.createdAt(), TransferHash.hex(t.previousHash()),
                TransferHash.hex(t.hash()), names.of(t.debitAccountId()), names.of(t.creditAccountId()));
    }

    /** Balance, held (unresolved holds against it), available, and incoming (holds towards it). */
    public static BalanceView balance(Account account) {
        return new BalanceView(account.id(), account.balance(), account.debitsPending(), account.available(),
                account.creditsPending(), Money.formatGd(account.balance()), Money.formatGd(account.debitsPending()),
                Money.formatGd(account.available()), Money.formatGd(account.creditsPending()));
    }
}
