package org.gridmarket.core.ledger;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What a client asks the ledger to do. The {@code id} is the client's idempotency key: asking again with
 * the same id and the same fields returns the original transfer; the same id with other fields is refused.
 * For transfers that resolve a hold, the accounts may be left 0 (they are taken from the hold) and a void
 * or expiry may leave the amount 0 (the whole hold).
 *
 * @param timeoutSeconds for a {@link TransferKind#PENDING} hold, seconds until it expires; 0 = never
 */
public record TransferRequest(String id, TransferKind kind, long debitAccountId, long creditAccountId,
                              long amount, String pendingId, String code, String jobRef, String contractRef,
                              long timeoutSeconds) {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._:-]{1,64}");
    private static final Pattern CODE = Pattern.compile("[a-z][a-z0-9_]{0,31}");
    private static final int MAX_REFERENCE_LENGTH = 64;

    public TransferRequest {
        Objects.requireNonNull(kind, "kind");
        requireMatch(ID, id, "id");
        requireMatch(CODE, code, "code");
        requireReference(jobRef, "jobRef");
        requireReference(contractRef, "contractRef");
        if (amount < 0) {
            throw new LedgerException(LedgerException.Reason.INVALID_REQUEST, "amount must not be negative");
        }
        if (kind.resolvesPending() != (pendingId != null)) {
            throw new LedgerException(LedgerException.Reason.INVALID_REQUEST,
                    "pendingId is required exactly when resolving a hold");
        }
        if (timeoutSeconds < 0 || (timeoutSeconds > 0 && kind != TransferKind.PENDING)) {
            throw new LedgerException(LedgerException.Reason.INVALID_REQUEST,
                    "timeoutSeconds must be 0, or positive on a pending transfer");
        }
    }

    /** A one-phase transfer. */
    public static TransferRequest single(String id, long debit, long credit, long amount, String code) {
        return new TransferRequest(id, TransferKind.SINGLE, debit, credit, amount, null, code, null, null, 0);
    }

    /** A hold of {@code amount} from {@code debit} towards {@code credit}. */
    public static TransferRequest pending(String id, long debit, long credit, long amount, String code,
                                          long timeoutSeconds) {
        return new TransferRequest(id, TransferKind.PENDING, debit, credit, amount, null, code, null, null,
                timeoutSeconds);
    }

    /** Posts {@code amount} (at most the hold) of hold {@code pendingId}, releasing the rest. */
    public static TransferRequest post(String id, String pendingId, long amount, String code) {
        return new TransferRequest(id, TransferKind.POST_PENDING, 0, 0, amount, pendingId, code, null, null, 0);
    }

    /** Releases the whole of hold {@code pendingId}. */
    public static TransferRequest voidPending(String id, String pendingId, String code) {
        return new TransferRequest(id, TransferKind.VOID_PENDING, 0, 0, 0, pendingId, code, null, null, 0);
    }

    /** The same request carrying job and contract references. */
    public TransferRequest withReferences(String job, String contract) {
        return new TransferRequest(id, kind, debitAccountId, creditAccountId, amount, pendingId, code, job,
                contract, timeoutSeconds);
    }

    private static void requireMatch(Pattern pattern, String value, String field) {
        if (value == null || !pattern.matcher(value).matches()) {
            throw new LedgerException(LedgerException.Reason.INVALID_REQUEST,
                    field + " must match " + pattern.pattern());
        }
    }

    private static void requireReference(String value, String field) {
        if (value != null && (value.isEmpty() || value.length() > MAX_REFERENCE_LENGTH)) {
            throw new LedgerException(LedgerException.Reason.INVALID_REQUEST,
                    field + " must be 1 to " + MAX_REFERENCE_LENGTH + " characters");
        }
    }
}
