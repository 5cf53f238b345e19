package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AuditTest {
    @Inject
    LedgerService ledger;
    @Inject
    AccountService accounts;

    @Test
    void trialBalanceBalancesAndAgreesWithTheTransfers() {
        JsonPath trial = Api.as("admin").get("/api/audit/trial-balance").then().statusCode(200)
                .body("balanced", equalTo(true))
                .body("accountsDisagreeingWithTransfers", empty())
                .extract().jsonPath();
        assertThat(trial.getLong("debitsPosted")).isEqualTo(trial.getLong("creditsPosted")).isPositive();
        assertThat(trial.getList("accounts.name")).contains("treasury", "wallet:alice", "revenue:owner1", "gateway:south");
    }

    @Test
    void statementShowsRunningBalanceAndHeldNewestFirst() {
        long userId = accounts.create("stated", "irrelevant-password", Role.USER).id();
        String token = Api.token("admin");
        Api.as("admin").body(Map.of("id", "stated-grant", "username", "stated", "amountMicroGd", 10_000_000))
                .post("/api/admin/grants").then().statusCode(201).body("amountGd", equalTo("10.000000"));
        long wallet = ledger.accountOf(userId, AccountKind.USER_WALLET).id();
        long revenue = ledger.accountOf(accounts.find("owner2").orElseThrow().id(), AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.pending("stated-hold", wallet, revenue, 3_000_000, "job_hold", 0)
                .withReferences("job-stated", null));
        ledger.submit(TransferRequest.post("stated-post", "stated-hold", 2_000_000, "job_charge")
                .withReferences("job-stated", null));

        Api.as("admin").get("/api/audit/accounts/" + wallet + "/statement").then().statusCode(200)
                .body("total", equalTo(3))
                .body("lines.transferId", contains("stated-post", "stated-hold", "grant:stated-grant"))
                .body("lines.balanceChange", contains(-2_000_000, 0, 10_000_000))
                .body("lines.balanceAfter", contains(8_000_000, 10_000_000, 10_000_000))
                .body("lines.heldChange", contains(-3_000_000, 3_000_000, 0))
                .body("lines.heldAfter", contains(0, 3_000_000, 0));
        Api.as("admin").get("/api/audit/accounts/" + wallet + "/statement?page=1&size=2").then()
                .body("lines.transferId", contains("grant:stated-grant"));
        Api.as("admin").get("/api/audit/transfers?job=job-stated").then().statusCode(200)
                .body("id", contains("stated-hold", "stated-post"))
                .body("kind", contains("pending", "post_pending"));
        assertThat(token).isNotBlank();
    }

    @Test
    void replayingAGrantAnswersTheOriginalAndADifferentGrantUnderTheSameIdIsAConflict() {
        Map<String, Object> grant = Map.of("id", "audit-replay", "username", "bob", "amountMicroGd", 5);
        int seq = Api.as("admin").body(grant).post("/api/admin/grants").then().statusCode(201).extract().path("seq");
        Api.as("admin").body(grant).post("/api/admin/grants").then().statusCode(200).body("seq", equalTo(seq));
        Api.as("admin").body(Map.of("id", "audit-replay", "username", "bob", "amountMicroGd", 6))
                .post("/api/admin/grants").then().statusCode(409)
                .body("type", equalTo("/problems/id-reused-with-different-fields"));
        Api.as("admin").get("/api/audit/transfers?job=none").then().body("", empty());
    }

    @Test
    void exportHasAHeaderAndOneRowPerTransferInSeqOrder() {
        String csv = Api.as("admin").get("/api/audit/export.csv").then().statusCode(200)
                .contentType("text/csv").extract().asString();
        List<String> lines = csv.lines().toList();
        assertThat(lines.get(0)).startsWith("seq,id,kind,debit_account_id,credit_account_id,amount_micro_gd");
        assertThat(lines.get(1)).startsWith("1,grant:demo-grant-alice,single,");
        long chainLength = Api.as("admin").get("/api/audit/verify-chain").then().extract().<Integer>path("checked");
        assertThat(lines).hasSize((int) chainLength + 1);
    }

    @Test
    void walletShowsBalanceHeldAndAvailable() {
        Api.as("carol").get("/api/wallet").then().statusCode(200)
                .body("availableGd", equalTo("1000000.000000"))
                .body("heldMicroGd", equalTo(0));
        Api.as("carol").get("/api/wallet/statement").then().statusCode(200)
                .body("lines[0].code", equalTo("grant"))
                .body("lines[0].balanceAfter", equalTo(1_000_000_000_000L));
    }
}
