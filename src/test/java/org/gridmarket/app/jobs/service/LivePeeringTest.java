package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Seed 000's redirection live, end to end through the API. Each test makes two grids of its own: "home-N" with
 * one site of 4 processors (1,000 MIPS, 36 µG$ per processor-hour) and "peer-N" with one idle site of 6,000 + N
 * processors (1,000 MIPS, 3,600 µG$ per processor-hour: 1 µG$ per CPU-second, Eq. 1 at load 0), and a buyer whose
 * home site is the home site. The fixed-price contract home → peer is priced at creation over [now, now + 1 h):
 * p_max = mc(1, 0.95) = 1 · (1 + L'² + L'L + L²), L' = 0.95 + 1/A, A = (6,000 + N) · 3,600: 3.70750… µG$ per
 * CPU-second, 13,347 µG$ per processor-hour (rounded once; the 1/A terms add under 0.001).
 *
 * <p>A job of 5 processors × 5,000 s cannot run at home (4 processors): mc_i = ∞, the home gateway offers p_max,
 * the idle seller accepts. It runs 25,000 CPU-seconds at the peer site: P = 13,347 · 25,000 / 3,600 =
 * 92,687.5 → 92,688 µG$ (half up, once), S = 3,600 · 25,000 / 3,600 = 25,000 µG$; gateway peer keeps 67,688.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LivePeeringTest {
    private static final java.util.concurrent.atomic.AtomicInteger N = new java.util.concurrent.atomic.AtomicInteger();
    private static final long PER_HOUR = 13_347;
    private static final long P = 92_688;
    private static final long S = 25_000;

    @Inject
    LiveEngine engine;

    private String home;
    private String peer;
    private long peerSite;
    private String buyer;

    @BeforeEach
    void twoGridsAndABuyer() {
        int n = N.incrementAndGet();
        home = "home-" + n + "-" + System.nanoTime() % 100_000;
        peer = "peer-" + n + "-" + System.nanoTime() % 100_000;
        long homeSite = site("Home " + home, 4, home, 36);
        peerSite = site("Peer " + peer, 6_000 + n, peer, 3_600);
        String name = EngineTestClient.newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", 1_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        long userId = RestAssured.given().auth().oauth2(EngineTestClient.token(name)).get("/api/me").jsonPath()
                .getLong("id");
        Api.as("admin").body(Map.of("siteId", homeSite)).put("/api/admin/users/" + userId + "/home-site")
                .then().statusCode(204);
        buyer = EngineTestClient.token(name);
    }

    private static long site(String name, int processors, String grid, long price) {
        return ((Number) Api.as("owner3").body(Map.of("name", name, "processors", processors, "mipsPerProcessor", 1000,
                "bandwidthGbps", 1, "gridName", grid, "price", Map.of("priceMicroGdPerProcessorHour", price)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    private JsonPath contract(String type) {
        return Api.as("admin").body(Map.of("buyerGrid", home, "sellerGrid", peer, "type", type))
                .post("/api/admin/contracts").then().statusCode(201).extract().jsonPath();
    }

    private JsonPath waitFor(long jobId, String state) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        JsonPath job;
        do {
            job = RestAssured.given().auth().oauth2(buyer).get("/api/jobs/" + jobId).jsonPath();
            if (state.equals(job.getString("state"))) {
                return job;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("job " + jobId + " is " + job.getString("state") + ", not " + state);
    }

    private long submit(String key) {
        io.restassured.response.Response response = EngineTestClient.given(buyer).header("Idempotency-Key", key)
                .body(EngineTestClient.job(5, 5_000, 1, 1_000_000)).post("/api/jobs");
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(201);
        return response.jsonPath().getLong("id");
    }

    @AfterEach
    void moneyReconciles() {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
        JsonPath report = Api.as("admin").get("/api/audit/reconciliation").then().body("ok", equalTo(true))
                .body("redirectedJobsWithBadLegs", equalTo(0)).extract().jsonPath();
        // Issue 32 C3: redirected jobs are paid through the gateways' settlement accounts (seed 000), so what jobs
        // were charged equals what was paid to owners plus what was settled through gateways, said in words.
        assertThat(report.getLong("chargedOnJobsMicroGd"))
                .isEqualTo(report.getLong("postedToOwnersMicroGd") + report.getLong("postedToGatewaysMicroGd"));
        assertThat(report.getBoolean("chargesBalanced")).isTrue();
        assertThat(report.getString("chargeEquation")).matches("charged on jobs [0-9,.]+ G\\$ = paid to owners "
                + "[0-9,.]+ G\\$ \\+ settled through gateways [0-9,.]+ G\\$");
    }

    @Test
    void aJobItsHomeGridCannotTakeIsRedirectedPaysThreeLegsAndShowsItsTrail() throws InterruptedException {
        JsonPath contract = contract("FIXED");
        long contractId = contract.getLong("id");
        assertThat(contract.getLong("current.maxMicroGdPerProcessorHour")).isEqualTo(PER_HOUR);
        assertThat(contract.getLong("current.minMicroGdPerProcessorHour")).isEqualTo(PER_HOUR);
        assertThat(contract.getBoolean("active")).isTrue();

        JsonPath quote = EngineTestClient.given(buyer).body(EngineTestClient.job(5, 5_000, 1, 1_000_000))
                .post("/api/quotes").then().statusCode(200).extract().jsonPath();
        assertThat(quote.getString("chosenSiteId")).isNull();
        assertThat(quote.getString("redirection.homeGrid")).isEqualTo(home);
        assertThat(quote.getString("redirection.outcome")).isEqualTo("ACCEPTED");
        assertThat(quote.getList("redirection.trail.kind", String.class)).containsExactly("OFFER", "ACCEPT");
        assertThat(quote.getList("redirection.trail.microGdPerProcessorHour", Long.class))
                .containsExactly(PER_HOUR, PER_HOUR);
        assertThat(quote.getLong("redirection.chosen.siteId")).isEqualTo(peerSite);
        assertThat(quote.getLong("redirection.chosen.priceMicroGd")).isEqualTo(P);
        assertThat(quote.getLong("redirection.chosen.sitePriceMicroGd")).isEqualTo(S);
        assertThat(quote.getString("redirection.chosen.siteName")).isEqualTo("Peer " + peer);
        // The lease cards beside it: the non-preemptable lease at the redirected price, the others say why not.
        assertThat(quote.getList("leaseOptions.leaseType", String.class))
                .containsExactly("CANCELLABLE", "SUSPENDABLE", "MIGRATABLE", "NON_PREEMPTABLE");
        assertThat(quote.getLong("leaseOptions.find { it.leaseType == 'NON_PREEMPTABLE' }.chosenSiteId"))
                .isEqualTo(peerSite);
        assertThat(quote.getLong("leaseOptions.find { it.leaseType == 'NON_PREEMPTABLE' }.priceMicroGd"))
                .isEqualTo(P);
        assertThat(quote.getString("leaseOptions.find { it.leaseType == 'NON_PREEMPTABLE' }.why")).isNull();
        for (String lease : List.of("CANCELLABLE", "SUSPENDABLE", "MIGRATABLE")) {
            assertThat(quote.getString("leaseOptions.find { it.leaseType == '" + lease + "' }.chosenSiteId"))
                    .isNull();
            assertThat(quote.getString("leaseOptions.find { it.leaseType == '" + lease + "' }.why")).isEqualTo(
                    "grid " + home + " cannot take the job, and a lease of this type is sold only inside the home"
                            + " grid: a job another grid runs under a contract is non-preemptable");
        }

        long gatewaysBefore = Api.as("admin").get("/api/audit/reconciliation").jsonPath()
                .getLong("postedToGatewaysMicroGd");
        long id = submit("redirected");
        JsonPath done = waitFor(id, "COMPLETED");
        assertThat(Api.as("admin").get("/api/audit/reconciliation").jsonPath().getLong("postedToGatewaysMicroGd"))
                .as("its charge is settled through its home grid's gateway").isEqualTo(gatewaysBefore + P);
        assertThat(done.getLong("siteId")).isEqualTo(peerSite);
        assertThat(done.getString("homeGrid")).isEqualTo(home);
        assertThat(done.getString("servingGrid")).isEqualTo(peer);
        assertThat(done.getLong("contractId")).isEqualTo(contractId);
        assertThat(done.getLong("priceMicroGd")).isEqualTo(P);
        assertThat(done.getLong("sitePriceMicroGd")).isEqualTo(S);
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(P);
        assertThat(done.getList("events.state", String.class))
                .containsSubsequence("SUBMITTED", "NEGOTIATING", "NEGOTIATING", "ACCEPTED", "RUNNING", "COMPLETED");
        assertThat(done.getList("events.detail", String.class))
                .anyMatch(d -> d != null && d.contains("under contract " + contractId));
        List<Map<String, Object>> transfers = done.getList("transfers");
        assertThat(transfers).extracting(t -> t.get("id")).containsExactly("job-" + id + ":hold",
                "job-" + id + ":charge", "job-" + id + ":peering", "job-" + id + ":site");
        assertThat(transfers).extracting(t -> ((Number) t.get("amountMicroGd")).longValue())
                .containsExactly(P, P, P, S);
        assertThat(transfers).allMatch(t -> ("contract-" + contractId).equals(t.get("contractRef")));
        assertThat(transfers.get(2)).containsEntry("debitAccountName", home + " gateway")
                .containsEntry("creditAccountName", peer + " gateway");
        assertThat(transfers.get(3)).containsEntry("debitAccountName", peer + " gateway");

        JsonPath listed = Api.as("admin").get("/api/contracts").jsonPath();
        assertThat(listed.getLong("find { it.id == " + contractId + " }.redirectedJobs")).isEqualTo(1);
        assertThat(listed.getLong("find { it.id == " + contractId + " }.redirectedUnits")).isEqualTo(25_000);
        JsonPath gateways = Api.as("admin").get("/api/admin/gateways").jsonPath();
        assertThat(gateways.getLong("gateways.find { it.grid == '" + peer + "' }.balanceMicroGd")).isEqualTo(P - S);
        assertThat(gateways.getLong("gateways.find { it.grid == '" + home + "' }.balanceMicroGd")).isZero();
        assertThat(gateways.getList("redirections.jobId", Long.class)).contains(id);
    }

    @Test
    void cancelledWhileRunningEachLegIsPaidProRata() throws InterruptedException {
        contract("FIXED");
        long id = submit("cancelled");
        waitFor(id, "RUNNING");
        Thread.sleep(1_000);
        EngineTestClient.given(buyer).post("/api/jobs/" + id + "/cancel").then().statusCode(200);
        JsonPath cancelled = waitFor(id, "CANCELLED");
        long charged = cancelled.getLong("chargedMicroGd");
        assertThat(charged).isBetween(1L, P - 1);
        List<Map<String, Object>> transfers = cancelled.getList("transfers");
        long peering = ((Number) transfers.get(2).get("amountMicroGd")).longValue();
        long site = ((Number) transfers.get(3).get("amountMicroGd")).longValue();
        assertThat(peering).isEqualTo(charged);
        assertThat(Math.abs(site * P - charged * S)).isLessThanOrEqualTo(P); // the same share ran ÷ planned, each rounded once
    }

    @Test
    void aRedirectedJobSurvivesARestartAndStillPaysItsLegs() throws InterruptedException {
        contract("FIXED");
        long id = submit("restarted");
        JsonPath before = waitFor(id, "RUNNING");
        assertThatThrownBy(() -> engine.call(state -> {
            throw new IllegalStateException("test: force a rebuild");
        })).isInstanceOf(ApiProblem.class);
        JsonPath done = waitFor(id, "COMPLETED");
        assertThat(done.getString("endedAt")).isEqualTo(before.getString("plannedEnd"));
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(P);
        assertThat(done.getString("servingGrid")).isEqualTo(peer);
        // At 1,000× model time the contract's hour passed while the job ran: it was repriced, dearer under load.
        List<Long> prices = Api.as("admin").get("/api/contracts").jsonPath()
                .getList("find { it.buyerGrid == '" + home + "' }.history.maxMicroGdPerProcessorHour", Long.class);
        assertThat(prices).hasSizeGreaterThan(1).first().isEqualTo(PER_HOUR);
    }

    private String rejected(String key) {
        return EngineTestClient.given(buyer).header("Idempotency-Key", key)
                .body(EngineTestClient.job(5, 5_000, 1, 1_000_000)).post("/api/jobs").then().statusCode(422)
                .body("type", equalTo("/problems/job-rejected")).extract().path("detail");
    }

    @Test
    void withoutAContractOrAfterItEndsTheJobIsRejectedAndPaysNothing() {
        assertThat(rejected("no-contract")).contains("no site has enough processors")
                .contains("grid " + home + " cannot take the job and buys under no contract");

        long contractId = contract("FIXED").getLong("id");
        Api.as("admin").post("/api/admin/contracts/" + contractId + "/end").then().statusCode(200)
                .body("active", equalTo(false));
        Api.as("admin").post("/api/admin/contracts/" + contractId + "/end").then().statusCode(409);
        assertThat(rejected("ended")).contains("buys under no contract");
        assertThat(RestAssured.given().auth().oauth2(buyer).get("/api/wallet").jsonPath().getLong("availableMicroGd"))
                .isEqualTo(1_000_000);
    }

    /**
     * A second peer grid whose only site has 4 processors (no room for 5) sells under a dearer contract (its
     * A is smaller), so the home gateway asks peer first; a budget of 50,000 µG$ is under peer's P.
     */
    @Test
    void aRejectionNamesEveryGridTriedAndWhyEachRefused() {
        contract("FIXED");
        String small = "small-" + peer;
        site("Small " + small, 4, small, 3_600);
        Api.as("admin").body(Map.of("buyerGrid", home, "sellerGrid", small, "type", "FIXED"))
                .post("/api/admin/contracts").then().statusCode(201);
        Map<String, Object> job = EngineTestClient.job(5, 5_000, 1, 1_000_000);
        job.put("budgetMicroGd", 50_000);
        String detail = EngineTestClient.given(buyer).header("Idempotency-Key", "every-grid").body(job)
                .post("/api/jobs").then().statusCode(422).body("type", equalTo("/problems/job-rejected"))
                .extract().path("detail");
        assertThat(detail).contains("grid " + home + " (home): no site has enough processors; grid " + peer
                + ": agreed, but its price " + P + " µG$ exceeds the budget of 50000 µG$; grid " + small
                + ": no site there can finish the job by its deadline");
    }

    @Test
    void badContractsAreRefusedNamingTheFieldAndWriteNothing() {
        int before = Api.as("admin").get("/api/contracts").jsonPath().getList("$").size();
        record Case(Map<String, Object> body, int status, String field) {
        }
        for (Case bad : List.of(
                new Case(Map.of("buyerGrid", home, "sellerGrid", home, "type", "FIXED"), 422, "sellerGrid"),
                new Case(Map.of("buyerGrid", "no-such-grid", "sellerGrid", peer, "type", "FIXED"), 422, "buyerGrid"),
                new Case(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "SOMETIMES"), 422, "type"),
                new Case(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "RANGE", "loadThresholdPct", 0), 422,
                        "loadThresholdPct"),
                new Case(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "RANGE", "loadThresholdPct", 101), 422,
                        "loadThresholdPct"),
                new Case(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "RANGE", "kPct", 95), 422, "kPct"),
                new Case(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "RANGE", "updateIntervalSeconds", 59),
                        422, "updateIntervalSeconds"),
                new Case(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "RANGE", "updateIntervalSeconds",
                        Long.MAX_VALUE), 422, "updateIntervalSeconds"))) {
            JsonPath problem = Api.as("admin").body(bad.body()).post("/api/admin/contracts").then()
                    .statusCode(bad.status()).extract().jsonPath();
            assertThat(problem.getString("errors[0].field")).as(bad.toString()).isEqualTo(bad.field());
        }
        Api.as("alice").body(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "FIXED"))
                .post("/api/admin/contracts").then().statusCode(403);
        assertThat(Api.as("admin").get("/api/contracts").jsonPath().getList("$")).hasSize(before);
        contract("RANGE");
        Api.as("admin").body(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "FIXED"))
                .post("/api/admin/contracts").then().statusCode(409);
        assertThat(Api.as("admin").get("/api/contracts").jsonPath().getList("$")).hasSize(before + 1);
    }
}
