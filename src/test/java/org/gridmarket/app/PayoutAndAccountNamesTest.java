package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 18: an owner's payout of revenue (C7) — its own transfer code, to the owner's payout account,
 * idempotent, in the statement — and ledger lines that name their accounts, found by username (C5).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PayoutAndAccountNamesTest {
    @Inject
    AccountService accounts;
    @Inject
    LedgerService ledger;

    /** Revenue for an owner without running jobs: the treasury credits it directly. */
    private void earn(String owner, String id, long amountMicroGd) {
        long treasury = 1;
        long revenue = ledger.accountOf(accounts.find(owner).orElseThrow().id(), AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.single(ClientIds.grant(id), treasury, revenue, amountMicroGd, "grant"));
    }

    @Test
    void anOwnerPaysOutRevenueOnceAndNeverMoreThanIsAvailable() {
        accounts.create("payee", "long-enough-pw", org.gridmarket.app.accounts.service.Role.OWNER);
        earn("payee", "payee-earned", 12_345_678);
        String token = io.restassured.RestAssured.given().contentType("application/json")
                .body(Map.of("username", "payee", "password", "long-enough-pw")).post("/api/auth/login")
                .then().statusCode(200).extract().path("accessToken");
        Map<String, Object> payout = Map.of("id", "payee-out-1", "amountMicroGd", 10_000_000);

        int seq = Api.as(null).auth().oauth2(token).body(payout).post("/api/revenue/payouts").then().statusCode(201)
                .body("code", equalTo("payout"))
                .body("kind", equalTo("single"))
                .body("amountMicroGd", equalTo(10_000_000))
                .body("debitAccountName", equalTo("payee's revenue"))
                .body("creditAccountName", equalTo("payee's payouts"))
                .extract().path("seq");
        Api.as(null).auth().oauth2(token).body(payout).post("/api/revenue/payouts").then().statusCode(200)
                .body("seq", equalTo(seq));
        Api.as(null).auth().oauth2(token).body(Map.of("id", "payee-out-1", "amountMicroGd", 9))
                .post("/api/revenue/payouts").then().statusCode(409)
                .body("type", equalTo("/problems/id-reused-with-different-fields"));

        Response tooMuch = Api.as(null).auth().oauth2(token).body(Map.of("id", "payee-out-2", "amountMicroGd", 2_345_679))
                .post("/api/revenue/payouts");
        tooMuch.then().statusCode(422).contentType("application/problem+json")
                .body("type", equalTo("/problems/insufficient-funds"))
                .body("detail", containsString("2.34 G$"))
                .body("detail", containsString("2.34 G$ (2345678 µG$) available"))
                .body("detail", not(containsString("account")));
        Api.as(null).auth().oauth2(token).body(Map.of("id", "payee-out-3", "amountMicroGd", 0))
                .post("/api/revenue/payouts").then().statusCode(422).body("errors[0].field", equalTo("amountMicroGd"));

        Api.as(null).auth().oauth2(token).get("/api/revenue").then()
                .body("balanceMicroGd", equalTo(2_345_678)).body("availableMicroGd", equalTo(2_345_678));
        Api.as(null).auth().oauth2(token).get("/api/revenue/statement").then().statusCode(200)
                .body("total", equalTo(2))
                .body("accountName", equalTo("payee's revenue"))
                .body("lines.code", equalTo(List.of("payout", "grant")))
                .body("lines.counterpartyName", equalTo(List.of("payee's payouts", "treasury")))
                .body("lines.balanceAfter", equalTo(List.of(2_345_678, 12_345_678)));

        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
        Api.as("admin").get("/api/audit/verify-chain").then().body("ok", equalTo(true));
        Api.as("admin").get("/api/audit/accounts?username=payee").then().statusCode(200)
                .body("kind", equalTo(List.of("OWNER_REVENUE", "OWNER_PAYOUT")))
                .body("name", equalTo(List.of("revenue:payee", "payout:payee")))
                .body("displayName", equalTo(List.of("payee's revenue", "payee's payouts")))
                .body("username", equalTo(List.of("payee", "payee")));
        earnedNeverFallsAndHoldsShowAsIncoming(token);
    }

    /**
     * Issue 32 C2: "Earned" fell by a payout. Earned (all time), incoming (held), paid out and available are four
     * figures, available = earned − paid out; a hold towards the revenue is a statement line with its incoming
     * change (it showed 0.00 in every column), and its post moves it from incoming to earned.
     */
    private void earnedNeverFallsAndHoldsShowAsIncoming(String token) {
        Api.as(null).auth().oauth2(token).get("/api/revenue").then().statusCode(200)
                .body("earnedMicroGd", equalTo(12_345_678)).body("earnedGd", equalTo("12.345678"))
                .body("paidOutMicroGd", equalTo(10_000_000)).body("paidOutGd", equalTo("10.000000"))
                .body("availableMicroGd", equalTo(12_345_678 - 10_000_000)).body("incomingMicroGd", equalTo(0));
        long revenue = ledger.accountOf(accounts.find("payee").orElseThrow().id(), AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.pending("payee-job-hold", 1, revenue, 3_000_000, "job_hold", 0));
        Api.as(null).auth().oauth2(token).get("/api/revenue").then()
                .body("earnedMicroGd", equalTo(12_345_678)).body("incomingMicroGd", equalTo(3_000_000))
                .body("paidOutMicroGd", equalTo(10_000_000)).body("availableMicroGd", equalTo(2_345_678));
        Api.as(null).auth().oauth2(token).get("/api/revenue/statement").then()
                .body("lines[0].code", equalTo("job_hold")).body("lines[0].balanceChange", equalTo(0))
                .body("lines[0].incomingChange", equalTo(3_000_000)).body("lines[0].incomingAfter", equalTo(3_000_000))
                .body("lines[0].heldChange", equalTo(0));

        ledger.submit(TransferRequest.post("payee-job-charge", "payee-job-hold", 3_000_000, "job_charge"));
        Api.as(null).auth().oauth2(token).get("/api/revenue").then()
                .body("earnedMicroGd", equalTo(15_345_678)).body("incomingMicroGd", equalTo(0))
                .body("paidOutMicroGd", equalTo(10_000_000)).body("availableMicroGd", equalTo(15_345_678 - 10_000_000));
        Api.as(null).auth().oauth2(token).get("/api/revenue/statement").then()
                .body("lines[0].balanceChange", equalTo(3_000_000)).body("lines[0].incomingChange", equalTo(-3_000_000))
                .body("lines[0].incomingAfter", equalTo(0)).body("lines[0].balanceAfter", equalTo(5_345_678));
    }

    @Test
    void statementsAreFoundByUsernameAndNameTheirAccounts() {
        int wallet = Api.as("admin").get("/api/audit/accounts?username=alice").then().statusCode(200)
                .body("", hasSize(1))
                .body("[0].kind", equalTo("USER_WALLET"))
                .body("[0].name", equalTo("wallet:alice"))
                .body("[0].username", equalTo("alice"))
                .body("[0].displayName", equalTo("alice's wallet"))
                .extract().path("[0].id");
        Api.as("admin").get("/api/audit/accounts/" + wallet + "/statement?size=500").then().statusCode(200)
                .body("accountName", equalTo("alice's wallet"))
                .body("lines.find { it.transferId == 'grant:demo-grant-alice' }.counterpartyName", equalTo("treasury"));
        Api.as("admin").get("/api/audit/accounts?username=admin").then().statusCode(200).body("", hasSize(0));
        Api.as("admin").get("/api/audit/accounts?username=nobody").then().statusCode(404);
        Api.as("admin").get("/api/audit/accounts").then().statusCode(422).body("errors[0].field", equalTo("username"));
        Api.as("owner1").get("/api/audit/accounts?username=alice").then().statusCode(403);

        String csv = Api.as("admin").get("/api/audit/export.csv").then().statusCode(200).extract().asString();
        assertThat(csv.lines().findFirst().orElseThrow()).endsWith(",debit_account_name,credit_account_name");
        assertThat(csv.lines().filter(line -> line.startsWith("1,grant:demo-grant-alice,")).findFirst().orElseThrow())
                .contains(",1000000000000,1000000.000000,").endsWith(",treasury,alice's wallet");
    }

    @Test
    void adminLookupsTakeAJobAsEightyOrJobEighty() throws InterruptedException {
        String buyer = LiveMarketplaceTest.buyer(1_000_000);
        long job = ((Number) LiveMarketplaceTest.submit(buyer, "reference-forms",
                        LiveMarketplaceTest.job(1, 100_000, 1_000_000, 1_000_000, "OFC")).then().statusCode(201)
                .extract().path("id")).longValue();
        List<String> byNumber = Api.as("admin").get("/api/audit/transfers?job=" + job).then().statusCode(200)
                .header("X-Total-Count", "1").extract().jsonPath().getList("id");
        List<String> byReference = Api.as("admin").get("/api/audit/transfers?job=job-" + job).then().statusCode(200)
                .extract().jsonPath().getList("id");
        assertThat(byNumber).containsExactly("job-" + job + ":hold").isEqualTo(byReference);
        Api.as("admin").get("/api/audit/transfers?job=" + job).then()
                .body("[0].debitAccountName", containsString("'s wallet"))
                .body("[0].creditAccountName", containsString("'s revenue"));
        Api.as("admin").get("/api/audit/jobs/" + job + "/trail").then().statusCode(200).body("id", equalTo((int) job));
        Api.as("admin").get("/api/audit/jobs/job-" + job + "/trail").then().statusCode(200)
                .body("id", equalTo((int) job))
                .body("transfers[0].debitAccountName", containsString("'s wallet"));
        Api.as("admin").get("/api/audit/jobs/job-x/trail").then().statusCode(422).body("errors[0].field", equalTo("id"));
        Api.as("admin").get("/api/audit/transfers?job=").then().statusCode(422).body("errors[0].field", equalTo("job"));
    }
}
