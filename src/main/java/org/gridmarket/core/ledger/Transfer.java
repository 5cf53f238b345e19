package org.gridmarket.core.ledger;

import java.time.Instant;
import java.util.Objects;

/**
 * A recorded transfer: never changed once written. {@code seq} orders the ledger and the hash chain;
 * {@code hash} is SHA-256 over the canonical fields and {@code previousHash} ({@link TransferHash}).
 *
 * @param expiresAt when an unresolved hold lapses; null for everything else and for holds without timeout
 */
public record Transfer(long seq, String id, TransferKind kind, long debitAccountId, long creditAccountId,
                       long amount, String pendingId, String code, String jobRef, String contractRef,
                       String linkedGroup, Instant expiresAt, Instant createdAt, byte[] previousHash,
                       byte[] hash) {

    /**
     * True when {@code request} asks for exactly this transfer, so replaying it is harmless. Accounts and
     * amounts a resolving request left 0 (to be filled from the hold) match whatever was filled in.
     */
    public boolean sameAs(TransferRequest request) {
        boolean accountsMatch = request.kind().resolvesPending()
                ? (request.debitAccountId() == 0 || request.debitAccountId() == debitAccountId)
                        && (request.creditAccountId() == 0 || request.creditAccountId() == creditAccountId)
                : request.debitAccountId() == debitAccountId && request.creditAccountId() == creditAccountId;
        boolean amountMatches = request.amount() == amount
                || (request.amount() == 0 && (kind == TransferKind.VOID_PENDING || kind == TransferKind.EXPIRE_PENDING));
        boolean timeoutMatches = (request.timeoutSeconds() == 0) == (expiresAt == null);
        return request.kind() == kind && accountsMatch && amountMatches && timeoutMatches
                && Objects.equals(request.pendingId(), pendingId)
                && request.code().equals(code)
                && Objects.equals(request.jobRef(), jobRef)
                && Objects.equals(request.contractRef(), contractRef);
    }
}
