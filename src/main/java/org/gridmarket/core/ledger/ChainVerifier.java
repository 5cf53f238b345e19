package org.gridmarket.core.ledger;

import java.util.Arrays;

/**
 * Walks transfers in sequence order and finds the first one whose link or hash does not hold: a gap in
 * {@code seq}, a {@code previousHash} that is not the previous transfer's hash, or a stored hash that is
 * not the hash of its own fields. O(1) memory, so a store can stream its whole ledger through it.
 */
public final class ChainVerifier {
    private long expectedSeq = 1;
    private byte[] previousHash = TransferHash.GENESIS;
    private long checked;
    private String broken;
    private Transfer brokenTransfer;

    /**
     * Checks the next transfer. Returns false once the chain is broken (further calls are ignored).
     */
    public boolean accept(Transfer transfer) {
        if (broken != null) {
            return false;
        }
        if (transfer.seq() != expectedSeq) {
            return fail(transfer, "expected seq " + expectedSeq + " but found " + transfer.seq());
        }
        if (!Arrays.equals(transfer.previousHash(), previousHash)) {
            return fail(transfer, "previous hash does not match the hash of transfer " + (expectedSeq - 1));
        }
        if (!Arrays.equals(TransferHash.compute(transfer, previousHash), transfer.hash())) {
            return fail(transfer, "stored hash does not match the transfer's fields");
        }
        checked++;
        expectedSeq++;
        previousHash = transfer.hash();
        return true;
    }

    /** True while every transfer seen so far links and hashes correctly. */
    public boolean ok() {
        return broken == null;
    }

    /** How many transfers verified before the first broken one (or in all). */
    public long checked() {
        return checked;
    }

    /** The first broken transfer, or null. */
    public Transfer brokenTransfer() {
        return brokenTransfer;
    }

    /** Why the first broken transfer failed, or null. */
    public String reason() {
        return broken;
    }

    private boolean fail(Transfer transfer, String reason) {
        broken = reason;
        brokenTransfer = transfer;
        return false;
    }
}
