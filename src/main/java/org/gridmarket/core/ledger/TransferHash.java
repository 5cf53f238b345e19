package org.gridmarket.core.ledger;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;

/**
 * The tamper-evident chain: each transfer's hash is SHA-256 over its canonical form, which ends with the
 * previous transfer's hash. Changing any field of any recorded transfer (or removing one) breaks every
 * link after it, which {@code verify-chain} finds.
 *
 * <p>Canonical form, version 1: the fields in a fixed order, each written as {@code length:value;} so no
 * value can imitate a separator; absent values are {@code -;}; instants are microseconds since the epoch
 * (PostgreSQL's precision).
 */
public final class TransferHash {
    /** The hash before the first transfer: 32 zero bytes. */
    public static final byte[] GENESIS = new byte[32];
    private static final HexFormat HEX = HexFormat.of();

    private TransferHash() {
    }

    /** SHA-256 of the canonical form of {@code transfer} chained to {@code previousHash}. */
    public static byte[] compute(Transfer transfer, byte[] previousHash) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return digest.digest(canonical(transfer, previousHash).getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** The canonical text that is hashed; public so auditors can reproduce a hash by hand. */
    public static String canonical(Transfer transfer, byte[] previousHash) {
        StringBuilder text = new StringBuilder(256).append("gridmarket-transfer-v1;");
        field(text, Long.toString(transfer.seq()));
        field(text, transfer.id());
        field(text, transfer.kind().name());
        field(text, Long.toString(transfer.debitAccountId()));
        field(text, Long.toString(transfer.creditAccountId()));
        field(text, Long.toString(transfer.amount()));
        field(text, transfer.pendingId());
        field(text, transfer.code());
        field(text, transfer.jobRef());
        field(text, transfer.contractRef());
        field(text, transfer.linkedGroup());
        field(text, micros(transfer.expiresAt()));
        field(text, micros(transfer.createdAt()));
        field(text, HEX.formatHex(previousHash));
        return text.toString();
    }

    public static String hex(byte[] hash) {
        return HEX.formatHex(hash);
    }

    private static void field(StringBuilder text, String value) {
        if (value == null) {
            text.append("-;");
        } else {
            text.append(value.length()).append(':').append(value).append(';');
        }
    }

    private static String micros(Instant instant) {
        if (instant == null) {
            return null;
        }
        return Long.toString(Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L),
                instant.getNano() / 1_000L));
    }
}
