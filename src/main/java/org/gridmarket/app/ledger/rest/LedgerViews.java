package org.gridmarket.app.ledger.rest;

import java.time.Instant;
import java.util.Locale;
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
                               String previousHash, String hash) {
    }

    public record BalanceView(long accountId, long balanceMicroGd, long heldMicroGd, long availableMicroGd,
                              long incomingMicroGd, String balanceGd, String heldGd, String availableGd,
                              String incomingGd) {
    }

    public static TransferView transfer(Transfer t) {
        return new TransferView(t.seq(), t.id(), t.kind().name().toLowerCase(Locale.ROOT), t.debitAccountId(),
                t.creditAccountId(), t.amount(), Money.formatGd(t.amount()), t.pendingId(), t.code(), t.jobRef(),
                t.contractRef(), t.linkedGroup(), t.expiresAt(), t.createdAt(), TransferHash.hex(t.previousHash()),
                TransferHash.hex(t.hash()));
    }

    /** Balance, held (unresolved holds against it), available, and incoming (holds towards it). */
    public static BalanceView balance(Account account) {
        return new BalanceView(account.id(), account.balance(), account.debitsPending(), account.available(),
                account.creditsPending(), Money.formatGd(account.balance()), Money.formatGd(account.debitsPending()),
                Money.formatGd(account.available()), Money.formatGd(account.creditsPending()));
    }
}
