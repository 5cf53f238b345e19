package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every endpoint × every kind of caller: anonymous, a user (alice), the owner of the site under test
 * (owner1), another owner (owner2) and an admin. Errors must be problem+json.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class RoleMatrixTest {
    private static final List<String> CALLERS = Arrays.asList(null, "alice", "owner1", "owner2", "admin");
    private static final AtomicInteger UNIQUE = new AtomicInteger();
    private static Long siteId;
    private static Long bobsJobId;
    private static Long withdrawnSiteId;

    @Inject
    LedgerService ledger;
    @Inject
    AccountService accounts;

    /** The site under test: registered by owner1 on first use (the app is not up before the first test). */
    private static long siteOfOwner1() {
        if (siteId == null) {
            siteId = ((Number) Api.as("owner1").body(site()).post("/api/sites").then().statusCode(201)
                    .extract().path("id")).longValue();
        }
        return siteId;
    }

    /** A second site of owner1, for the withdrawal row (the first must keep taking jobs). */
    private static long siteToWithdraw() {
        if (withdrawnSiteId == null) {
            withdrawnSiteId = ((Number) Api.as("owner1").body(site()).post("/api/sites").then().statusCode(201)
                    .extract().path("id")).longValue();
        }
        return withdrawnSiteId;
    }

    /** A job of bob's (only bob may cancel it, so it stays as it is): submitted on first use. */
    private static long bobsJob() {
        if (bobsJobId == null) {
            bobsJobId = ((Number) Api.as("bob").header("Idempotency-Key", "matrix-bobs-job").body(smallJob())
                    .post("/api/jobs").then().statusCode(201).extract().path("id")).longValue();
        }
        return bobsJobId;
    }

    /** One endpoint and the status each caller gets, in the order of {@link #CALLERS}. */
    record Row(String method, String path, Supplier<Object> body, int... statuses) {
    }

    static Stream<Arguments> endpoints() {
        Supplier<Object> none = () -> null;
        return Stream.of(
                new Row("POST", "/api/auth/login", () -> Map.of("username", "bob", "password", "demo"), 200, 200, 200, 200, 200),
                new Row("GET", "/api/demo", none, 200, 200, 200, 200, 200),
                new Row("GET", "/api/me", none, 401, 200, 200, 200, 200),
                new Row("GET", "/api/admin/users", none, 401, 403, 403, 403, 200),
                new Row("POST", "/api/admin/users", () -> Map.of("username", "matrix" + UNIQUE.incrementAndGet(),
                        "password", "secret-password", "role", "user"), 401, 403, 403, 403, 201),
                new Row("GET", "/api/sites", none, 401, 200, 200, 200, 200),
                new Row("POST", "/api/sites", RoleMatrixTest::site, 401, 403, 201, 201, 403),
                new Row("GET", "/api/sites/{site}", none, 401, 200, 200, 200, 200),
                new Row("GET", "/api/sites/999999", none, 401, 404, 404, 404, 404),
                new Row("PUT", "/api/sites/{site}/price", () -> Map.of("priceMicroGdPerProcessorHour", 1_000 + UNIQUE.incrementAndGet()),
                        401, 403, 200, 403, 403),
                new Row("PUT", "/api/sites/999999/price", () -> Map.of("priceMicroGdPerProcessorHour", 1), 401, 403, 404, 404, 403),
                new Row("GET", "/api/sites/{site}/prices", none, 401, 200, 200, 200, 200),
                new Row("GET", "/api/directory?order=fastest", none, 401, 200, 200, 200, 200),
                new Row("GET", "/api/directory?order=cheapest&rank=1", none, 401, 200, 200, 200, 200),
                new Row("POST", "/api/admin/grants", () -> Map.of("id", "matrix-grant-" + UNIQUE.incrementAndGet(),
                        "username", "bob", "amountMicroGd", 1), 401, 403, 403, 403, 201),
                new Row("GET", "/api/wallet", none, 401, 200, 403, 403, 403),
                new Row("GET", "/api/wallet/statement", none, 401, 200, 403, 403, 403),
                new Row("GET", "/api/revenue", none, 401, 403, 200, 200, 403),
                new Row("GET", "/api/revenue/statement", none, 401, 403, 200, 200, 403),
                new Row("GET", "/api/audit/trial-balance", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/audit/accounts/1/statement", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/audit/accounts/999999/statement", none, 401, 403, 403, 403, 404),
                new Row("GET", "/api/audit/transfers?job=none", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/audit/verify-chain", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/audit/export.csv", none, 401, 403, 403, 403, 200),
                new Row("POST", "/api/quotes", RoleMatrixTest::smallJob, 401, 200, 403, 403, 403),
                new Row("POST", "/api/jobs", RoleMatrixTest::smallJob, 401, 201, 403, 403, 403),
                new Row("GET", "/api/jobs", none, 401, 200, 200, 200, 200),
                new Row("GET", "/api/jobs/999999", none, 401, 404, 404, 404, 404),
                new Row("POST", "/api/jobs/999999/cancel", none, 401, 404, 404, 404, 404),
                new Row("GET", "/api/jobs/{bobsJob}", none, 401, 404, 404, 404, 200),
                new Row("POST", "/api/jobs/{bobsJob}/cancel", none, 401, 404, 404, 404, 403),
                new Row("GET", "/api/jobs/{bobsJob}/queue-place", none, 401, 404, 404, 404, 200),
                new Row("GET", "/api/jobs/999999/queue-place", none, 401, 404, 404, 404, 404),
                new Row("GET", "/api/jobs/999999/script", none, 401, 404, 404, 404, 404),
                new Row("GET", "/api/jobs/{bobsJob}/script", none, 401, 404, 404, 404, 404),
                new Row("PUT", "/api/sites/{site}/accepts-scripts", () -> Map.of("enabled", false),
                        401, 403, 200, 403, 403),
                new Row("PUT", "/api/sites/999999/accepts-scripts", () -> Map.of("enabled", false),
                        401, 403, 404, 404, 403),
                new Row("GET", "/api/admin/federation-queue", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/engine/clock", none, 401, 200, 200, 200, 200),
                new Row("GET", "/api/admin/engine/quarantine", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/sites/{site}/queue", none, 401, 403, 200, 403, 403),
                new Row("POST", "/api/sites/{site}/local-jobs", () -> Map.of("processors", 1, "runtimeSeconds", 10),
                        401, 403, 201, 403, 403),
                new Row("GET", "/api/audit/reconciliation", none, 401, 403, 403, 403, 200),
                new Row("GET", "/api/audit/jobs/999999/trail", none, 401, 403, 403, 403, 404),
                new Row("GET", "/api/sites/{site}/utilisation?hours=1", none, 401, 403, 200, 403, 403),
                new Row("POST", "/api/sites/{withdrawn}/withdraw", none, 401, 403, 200, 403, 403),
                new Row("POST", "/api/sites/999999/withdraw", none, 401, 404, 404, 404, 404),
                new Row("POST", "/api/revenue/payouts", () -> Map.of("id", "matrix-payout-" + UNIQUE.incrementAndGet(),
                        "amountMicroGd", 1), 401, 403, 201, 201, 403),
                new Row("GET", "/api/audit/accounts?username=alice", none, 401, 403, 403, 403, 200))
                .flatMap(row -> java.util.stream.IntStream.range(0, CALLERS.size()).mapToObj(i ->
                        Arguments.of(row.method() + " " + row.path(), CALLERS.get(i) == null ? "anonymous" : CALLERS.get(i),
                                row, i)));
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("endpoints")
    void answersEachCallerWithTheExpectedStatus(String endpoint, String callerName, Row row, int callerIndex) {
        var request = Api.as(CALLERS.get(callerIndex)).header("Idempotency-Key", "matrix-" + UNIQUE.incrementAndGet());
        Object body = row.body().get();
        if (body != null) {
            request.body(body);
        }
        String path = row.path().replace("{site}", Long.toString(siteOfOwner1()))
                .replace("{withdrawn}", Long.toString(siteToWithdraw()));
        if (path.contains("{bobsJob}")) {
            path = path.replace("{bobsJob}", Long.toString(bobsJob()));
        }
        if (row.path().endsWith("/payouts") && CALLERS.get(callerIndex) != null
                && CALLERS.get(callerIndex).startsWith("owner")) {
            earnOneMicroGd(CALLERS.get(callerIndex));
        }
        Response response = request.request(row.method(), path);
        int expected = row.statuses()[callerIndex];
        assertThat(response.statusCode()).as("%s as %s: %s", endpoint, callerName, response.asString())
                .isEqualTo(expected);
        if (expected >= 400) {
            assertThat(response.contentType()).startsWith("application/problem+json");
            assertThat(response.<Integer>path("status")).isEqualTo(expected);
        }
    }

    /** A payout needs revenue: the treasury (account 1) credits the owner's revenue 1 µG$. */
    private void earnOneMicroGd(String owner) {
        long revenue = ledger.accountOf(accounts.find(owner).orElseThrow().id(), AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.single(ClientIds.grant("matrix-earned-" + UNIQUE.incrementAndGet()), 1, revenue, 1,
                "grant"));
    }

    private static Map<String, Object> smallJob() {
        return Map.of("processors", 1, "runtimeSeconds", 10, "budgetMicroGd", 1_000_000_000L, "deadlineSeconds", 100_000,
                "strategy", "OFC");
    }

    private static Map<String, Object> site() {
        return Map.of("name", "Matrix cluster " + UNIQUE.incrementAndGet(), "processors", 64, "mipsPerProcessor", 800,
                "bandwidthGbps", 1.5, "gridName", "matrix", "price", Map.of("priceMicroGdPerProcessorHour", 4_000_000));
    }
}
