package org.gridmarket.core.ledger;

/** What an account is for, and the overdraft flags every account of that kind carries. */
public enum AccountKind {
    /** Issues G$: its balance runs negative by exactly the money in circulation, never positive. */
    TREASURY(false, true),
    /** A user's money: cannot spend (or hold) more than it has received. */
    USER_WALLET(true, false),
    /** An owner's earnings from jobs run on their clusters: cannot pay out more than it earned. */
    OWNER_REVENUE(true, false),
    /** A grid gateway's net position in inter-grid payments (seed 000): may run either way. */
    GATEWAY_SETTLEMENT(false, false),
    /**
     * What an owner took out of the market: payouts from their revenue land here (one per owner). It only
     * receives, so it carries the wallet's rule: it can never give out more than it received.
     */
    OWNER_PAYOUT(true, false);

    private final boolean debitsMustNotExceedCredits;
    private final boolean creditsMustNotExceedDebits;

    AccountKind(boolean debitsMustNotExceedCredits, boolean creditsMustNotExceedDebits) {
        this.debitsMustNotExceedCredits = debitsMustNotExceedCredits;
        this.creditsMustNotExceedDebits = creditsMustNotExceedDebits;
    }

    public boolean debitsMustNotExceedCredits() {
        return debitsMustNotExceedCredits;
    }

    public boolean creditsMustNotExceedDebits() {
        return creditsMustNotExceedDebits;
    }
}
