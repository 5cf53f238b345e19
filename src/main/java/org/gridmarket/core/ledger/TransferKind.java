package org.gridmarket.core.ledger;

/** The five kinds of transfer: one phase, or the two phases of a hold. */
public enum TransferKind {
    /** Moves money at once. */
    SINGLE,
    /** Holds money: counts against the debit account's available balance until resolved. */
    PENDING,
    /** Resolves a hold by moving all or part of it; the rest is released. */
    POST_PENDING,
    /** Resolves a hold by releasing all of it. */
    VOID_PENDING,
    /** Resolves a hold whose timeout passed by releasing all of it. */
    EXPIRE_PENDING;

    /** True for the kinds that resolve an earlier pending transfer. */
    public boolean resolvesPending() {
        return this == POST_PENDING || this == VOID_PENDING || this == EXPIRE_PENDING;
    }
}
