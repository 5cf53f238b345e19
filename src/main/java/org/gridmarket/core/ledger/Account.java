package org.gridmarket.core.ledger;

/**
 * An account's flags and its four running totals, in micro grid dollars. Immutable: applying a transfer
 * gives a new value.
 *
 * @param debitsPending  held against this account as the debit side of unresolved holds
 * @param debitsPosted   moved out of this account
 * @param creditsPending held towards this account as the credit side of unresolved holds
 * @param creditsPosted  moved into this account
 */
public record Account(long id, AccountKind kind, long debitsPending, long debitsPosted,
                      long creditsPending, long creditsPosted) {

    public static Account open(long id, AccountKind kind) {
        return new Account(id, kind, 0, 0, 0, 0);
    }

    /** Posted credits minus posted debits: what the account holds. */
    public long balance() {
        return creditsPosted - debitsPosted;
    }

    /** The balance less what is held: what the account can still spend. */
    public long available() {
        return balance() - debitsPending;
    }

    /** The account after being the debit side of a transfer that moves {@code pendingDelta, postedDelta}. */
    Account debited(long pendingDelta, long postedDelta) {
        return new Account(id, kind, Math.addExact(debitsPending, pendingDelta),
                Math.addExact(debitsPosted, postedDelta), creditsPending, creditsPosted);
    }

    /** The account after being the credit side of a transfer that moves {@code pendingDelta, postedDelta}. */
    Account credited(long pendingDelta, long postedDelta) {
        return new Account(id, kind, debitsPending, debitsPosted,
                Math.addExact(creditsPending, pendingDelta), Math.addExact(creditsPosted, postedDelta));
    }

    /** True when the account's flags allow these totals (the same rule as the database's CHECKs). */
    boolean withinFlags() {
        boolean debitsOk = !kind.debitsMustNotExceedCredits() || debitsPending + debitsPosted <= creditsPosted;
        boolean creditsOk = !kind.creditsMustNotExceedDebits() || creditsPending + creditsPosted <= debitsPosted;
        return debitsOk && creditsOk;
    }
}
