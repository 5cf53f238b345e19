package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.api.Test;

/**
 * Grants and payouts recorded before migration V15 kept the client's id as their transfer id (issue 30 A).
 * Sending such an id again replays the recorded transfer (a 409 with other fields); it never pays a second time
 * under the derived id.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LegacyClientIdsTest {
    private static final String RULE = "transfers_client_ids_in_their_namespace";

    @Inject
    AccountService accounts;
    @Inject
    LedgerService ledger;

    @Test
    void aGrantRecordedBeforeV15IsReplayedNeverPaidTwice() throws SQLException {
        long userId = accounts.create("legacygrantee", "long-enough-pw", Role.USER).id();
        long wallet = ledger.accountOf(userId, AccountKind.USER_WALLET).id();
        recordedBeforeV15(TransferRequest.single("legacy-grant-1", 1, wallet, 5_000_000, "grant"));

        Api.as("admin").body(Map.of("id", "legacy-grant-1", "username", "legacygrantee", "amountMicroGd", 5_000_000))
                .post("/api/admin/grants").then().statusCode(200).body("id", equalTo("legacy-grant-1"));
        Api.as("admin").body(Map.of("id", "legacy-grant-1", "username", "legacygrantee", "amountMicroGd", 6_000_000))
                .post("/api/admin/grants").then().statusCode(409)
                .body("type", equalTo("/problems/id-reused-with-different-fields"));
        assertThat(ledger.accountOf(userId, AccountKind.USER_WALLET).balance()).isEqualTo(5_000_000);

        Api.as("admin").body(Map.of("id", "legacy-grant-2", "username", "legacygrantee", "amountMicroGd", 1))
                .post("/api/admin/grants").then().statusCode(201).body("id", equalTo("grant:legacy-grant-2"));
    }

    @Test
    void aPayoutRecordedBeforeV15IsReplayedNeverPaidTwice() throws SQLException {
        long ownerId = accounts.create("legacypayee", "long-enough-pw", Role.OWNER).id();
        long revenue = ledger.accountOf(ownerId, AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.single(ClientIds.grant("legacy-earned"), 1, revenue, 10_000_000, "grant"));
        ledger.payout("opens-the-account", ownerId, "legacypayee", 1);
        long payouts = ledger.accountOf(ownerId, AccountKind.OWNER_PAYOUT).id();
        recordedBeforeV15(TransferRequest.single("legacy-out", revenue, payouts, 2_000_000, "payout"));
        String token = io.restassured.RestAssured.given().contentType("application/json")
                .body(Map.of("username", "legacypayee", "password", "long-enough-pw")).post("/api/auth/login")
                .then().statusCode(200).extract().path("accessToken");

        Api.as(null).auth().oauth2(token).body(Map.of("id", "legacy-out", "amountMicroGd", 2_000_000))
                .post("/api/revenue/payouts").then().statusCode(200).body("id", equalTo("legacy-out"));
        Api.as(null).auth().oauth2(token).body(Map.of("id", "legacy-out", "amountMicroGd", 3))
                .post("/api/revenue/payouts").then().statusCode(409);
        assertThat(ledger.accountOf(ownerId, AccountKind.OWNER_REVENUE).balance()).isEqualTo(10_000_000 - 1 - 2_000_000);
    }

    /** Records {@code request} as the service did before V15: without V15's namespace rule, which is then restored. */
    private void recordedBeforeV15(TransferRequest request) throws SQLException {
        try (Connection owner = DatabaseOwner.dataSource().getConnection(); Statement sql = owner.createStatement()) {
            sql.execute("ALTER TABLE transfers DROP CONSTRAINT " + RULE);
            try {
                ledger.submit(request);
            } finally {
                sql.execute("ALTER TABLE transfers ADD CONSTRAINT " + RULE + " CHECK ((code = 'grant') = "
                        + "starts_with(id, 'grant:') AND (code = 'payout') = starts_with(id, 'payout:')) NOT VALID");
            }
        }
    }
}
