package org.gridmarket.core.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class TransferHashTest {
    private static final Transfer GRANT = new Transfer(1, "grant-1", TransferKind.SINGLE, 1, 2, 5_000_000, null,
            "grant", null, null, null, null, Instant.parse("2026-01-01T00:00:00.000001Z"), TransferHash.GENESIS, null);

    @Test
    void canonicalFormIsLengthPrefixedAndEndsWithThePreviousHash() {
        assertThat(TransferHash.canonical(GRANT, TransferHash.GENESIS)).isEqualTo(
                "gridmarket-transfer-v1;1:1;7:grant-1;6:SINGLE;1:1;1:2;7:5000000;-;5:grant;-;-;-;-;"
                        + "16:1767225600000001;64:" + "0".repeat(64) + ";");
    }

    @Test
    void hashIsSha256OfTheCanonicalForm() throws Exception {
        byte[] expected = MessageDigest.getInstance("SHA-256")
                .digest(TransferHash.canonical(GRANT, TransferHash.GENESIS).getBytes(StandardCharsets.UTF_8));
        assertThat(HexFormat.of().formatHex(TransferHash.compute(GRANT, TransferHash.GENESIS)))
                .isEqualTo(HexFormat.of().formatHex(expected));
    }

    @Test
    void aReferenceCannotImitateASeparator() {
        Transfer a = withJobRef("x;5:grant");
        Transfer b = withJobRef("x");
        assertThat(TransferHash.canonical(a, TransferHash.GENESIS))
                .isNotEqualTo(TransferHash.canonical(b, TransferHash.GENESIS));
    }

    @Test
    void changingAnyFieldBreaksTheChainAtThatTransfer() {
        Transfer first = hashed(GRANT);
        Transfer tampered = new Transfer(1, "grant-1", TransferKind.SINGLE, 1, 2, 5_000_001, null, "grant", null,
                null, null, null, GRANT.createdAt(), TransferHash.GENESIS, first.hash());
        ChainVerifier verifier = new ChainVerifier();
        assertThat(verifier.accept(tampered)).isFalse();
        assertThat(verifier.reason()).contains("stored hash");
        assertThat(verifier.brokenTransfer().seq()).isEqualTo(1);
    }

    private static Transfer withJobRef(String jobRef) {
        return new Transfer(1, "grant-1", TransferKind.SINGLE, 1, 2, 5_000_000, null, "grant", jobRef, null, null,
                null, GRANT.createdAt(), TransferHash.GENESIS, null);
    }

    private static Transfer hashed(Transfer t) {
        return new Transfer(t.seq(), t.id(), t.kind(), t.debitAccountId(), t.creditAccountId(), t.amount(),
                t.pendingId(), t.code(), t.jobRef(), t.contractRef(), t.linkedGroup(), t.expiresAt(), t.createdAt(),
                t.previousHash(), TransferHash.compute(t, t.previousHash()));
    }
}
