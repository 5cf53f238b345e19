package org.gridmarket.core.ledger;

/** A transfer the ledger refused; nothing of it (or of its linked group) was recorded. */
public final class LedgerException extends RuntimeException {

    /** Why a transfer was refused. Stable: the API maps each reason to a problem type. */
    public enum Reason {
        INVALID_REQUEST,
        ACCOUNT_NOT_FOUND,
        SAME_ACCOUNT,
        INSUFFICIENT_FUNDS,
        CREDITS_EXCEED_DEBITS,
        PENDING_NOT_FOUND,
        PENDING_ALREADY_RESOLVED,
        PENDING_EXPIRED,
        AMOUNT_EXCEEDS_PENDING,
        ID_REUSED_WITH_DIFFERENT_FIELDS,
        AMOUNT_OVERFLOW
    }

    private final Reason reason;

    public LedgerException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
