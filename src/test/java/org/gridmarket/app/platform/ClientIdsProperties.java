package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Issue 30 A: whatever id a client chooses, the ledger id derived from it starts with its kind's prefix, never
 * has the shape of an id the engine writes, stays within the ledger's id rule, and gives the client's id back.
 */
class ClientIdsProperties {
    /** Every id the live engine writes for a job ({@code core/market}, {@code core/peering}). */
    private static final Pattern ENGINE_ID = Pattern.compile("job-[0-9]+:.*");
    /** The database's rule for a transfer id since V15. */
    private static final Pattern LEDGER_ID = Pattern.compile("[A-Za-z0-9._:-]{1,128}");
    private static final List<String> ENGINE_SHAPES = List.of("hold", "charge", "release", "peering", "site",
            "queue-hold", "queue-release", "hold:2", "charge:1", "release:1");

    @Provide
    Arbitrary<String> clientIds() {
        Arbitrary<String> any = Arbitraries.strings().withChars("ABCxyz0189._:-").ofMinLength(1).ofMaxLength(64);
        Arbitrary<String> engineShaped = Arbitraries.longs().between(0, Long.MAX_VALUE)
                .flatMap(n -> Arbitraries.of(ENGINE_SHAPES).map(shape -> "job-" + n + ":" + shape));
        return Arbitraries.oneOf(any, engineShaped);
    }

    @Provide
    Arbitrary<String> usernames() {
        return Arbitraries.strings().withChars("abcxyz019_.-").ofMinLength(1).ofMaxLength(31).map(rest -> "o" + rest);
    }

    @Property
    void aGrantIdIsInTheGrantNamespaceAndGivesTheClientIdBack(@ForAll("clientIds") String clientId) {
        String id = ClientIds.grant(clientId);
        assertThat(id).startsWith("grant:").matches(LEDGER_ID).doesNotMatch(ENGINE_ID);
        assertThat(ClientIds.clientIdOf("grant", id)).isEqualTo(clientId);
    }

    @Property
    void aPayoutIdIsInItsOwnersNamespaceAndGivesTheClientIdBack(@ForAll("usernames") String owner,
                                                                @ForAll("clientIds") String clientId) {
        String id = ClientIds.payout(owner, clientId);
        assertThat(id).startsWith("payout:" + owner + ":").matches(LEDGER_ID).doesNotMatch(ENGINE_ID);
        assertThat(ClientIds.clientIdOf("payout", id)).isEqualTo(clientId);
    }

    @Property
    void twoOwnersOrTwoKindsNeverShareAnId(@ForAll("usernames") String one, @ForAll("usernames") String other,
                                          @ForAll("clientIds") String clientId) {
        if (!one.equals(other)) {
            assertThat(ClientIds.payout(one, clientId)).isNotEqualTo(ClientIds.payout(other, clientId));
        }
        assertThat(ClientIds.grant(clientId)).isNotEqualTo(ClientIds.payout(one, clientId));
    }

    @Example
    void theEnginesOwnIdsAreNotClientIds() {
        assertThat(ClientIds.clientIdOf("job_charge", "job-5:charge")).isNull();
        assertThat(ClientIds.clientIdOf("grant", "demo-grant-alice")).isNull(); // recorded before V15
        assertThat(ClientIds.payout("bob", "job-5:charge")).isEqualTo("payout:bob:job-5:charge");
        assertThat(ClientIds.grant("job-5:hold")).isEqualTo("grant:job-5:hold");
    }

    @Example
    void idsOutsideTheRuleAreRefusedNamingTheField() {
        for (String bad : List.of("", "a b", "x".repeat(65), "é", "a/b")) {
            assertThatThrownBy(() -> ClientIds.grant(bad)).as(bad).isInstanceOf(ApiProblem.class)
                    .hasMessageContaining("1 to 64");
        }
        assertThatThrownBy(() -> ClientIds.grant(null)).isInstanceOf(ApiProblem.class);
    }

    @Example
    void anIdempotencyKeyIsOneTo128PrintableAsciiCharacters() {
        for (String good : List.of("3f2c-9a", "k", "after the grant", "k".repeat(128), "{\"a\": 1}")) {
            assertThat(ClientIds.idempotencyKey(good)).isEqualTo(good);
        }
        for (String bad : List.of("", " ", " a", "a ", "k".repeat(129), "\u00e9t\u00e9", "tab\there", "nul\0")) {
            assertThatThrownBy(() -> ClientIds.idempotencyKey(bad)).as(bad).isInstanceOf(ApiProblem.class);
        }
    }
}
