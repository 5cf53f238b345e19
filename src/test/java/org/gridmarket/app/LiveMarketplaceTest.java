package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridmarket.app.jobs.service.LiveEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The live marketplace end to end over HTTP on a real PostgreSQL (model time 1,000 × wall time). Two sites
 * with 40,960 processors — more than any demo cluster — take every 3,600-processor job:
 * <pre>
 *   site        MIPS   G$ per processor-hour   µG$ per MI   100 s at 1,000 MIPS becomes   processor-hours   cost
 *   Live slow    500            1                 0.56          200 s                       200            200 G$
 *   Live fast   2000           10                 1.39           50 s                        50            500 G$
 * </pre>
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LiveMarketplaceTest {
    private static final AtomicInteger UNIQUE = new AtomicInteger();
    static Long slowSite;
    static Long fastSite;

    @Inject
    LiveEngine engine;

    @TestHTTPResource("/api/jobs")
    URI jobs;

    static void sites() {
        if (slowSite == null) {
            slowSite = register("Live slow", 40_960, 500, 1_000_000);
            fastSite = register("Live fast", 40_960, 2000, 10_000_000);
        }
    }

    static long register(String name, int processors, int mips, long price) {
        return ((Number) Api.as("owner3").body(Map.of("name", name, "processors", processors, "mipsPerProcessor", mips,
                "bandwidthGbps", 1, "gridName", "live", "price", Map.of("priceMicroGdPerProcessorHour", price)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    /** A fresh user with {@code grantGd} G$, logged in. */
    static String buyer(long grantGd) {
        return buyer("buyer" + UNIQUE.incrementAndGet() + System.nanoTime() % 1000, grantGd);
    }

    static String buyer(String name, long grantGd) {
        Api.as("admin").body(Map.of("username", name, "password", "long-enough-pw", "role", "user"))
                .post("/api/admin/users").then().statusCode(201);
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", grantGd * 1_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        return io.restassured.RestAssured.given().contentType("application/json")
                .body(Map.of("username", name, "password", "long-enough-pw")).post("/api/auth/login")
                .then().statusCode(200).extract().path("accessToken");
    }

    static Map<String, Object> job(int processors, long runtimeSeconds, long budgetGd, long deadlineSeconds,
                                   String strategy) {
        Map<String, Object> body = new HashMap<>();
        body.put("processors", processors);
        body.put("runtimeSeconds", runtimeSeconds);
        body.put("budgetMicroGd", budgetGd * 1_000_000);
        body.put("deadlineSeconds", deadlineSeconds);
        body.put("strategy", strategy);
        return body;
    }

    static Response submit(String token, String key, Map<String, Object> body) {
        return io.restassured.RestAssured.given().contentType("application/json").auth().oauth2(token)
                .header("Idempotency-Key", key).body(body).post("/api/jobs");
    }

    static JsonPath waitFor(String token, long jobId, String state) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        JsonPath job;
        do {
            job = io.restassured.RestAssured.given().auth().oauth2(token).get("/api/jobs/" + jobId).jsonPath();
            if (state.equals(job.getString("state"))) {
                return job;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("job " + jobId + " is " + job.getString("state") + ", not " + state);
    }

    static JsonPath wallet(String token) {
        return io.restassured.RestAssured.given().auth().oauth2(token).get("/api/wallet").jsonPath();
    }

    @AfterEach
    void trialBalanceBalances() {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
        Api.as("admin").get("/api/audit/verify-chain").then().body("ok", equalTo(true));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "OFC picks the cheapest site that meets the deadline, OFC, 1000, 400, Live slow, 200",
        "OFC moves to a dearer site when the cheap one is too slow, OFC, 1000, 100, Live fast, 500",
        "OFT picks the fastest site within budget, OFT, 1000, 400, Live fast, 500",
        "OFT settles for a slower site when the fastest is over budget, OFT, 300, 400, Live slow, 200",
    })
    void placesThroughDbcHoldsThePriceAndPaysTheOwnerOnCompletion(String situation, String strategy, long budgetGd,
            long deadlineSeconds, String site, long priceGd) throws InterruptedException {
        sites();
        String token = buyer(10_000);
        long expectedSite = "Live slow".equals(site) ? slowSite : fastSite;
        long revenueBefore = Api.as("owner3").get("/api/revenue").jsonPath().getLong("balanceMicroGd");

        JsonPath accepted = submit(token, UUID.randomUUID().toString(), job(3600, 100, budgetGd, deadlineSeconds, strategy))
                .then().statusCode(201).extract().jsonPath();
        assertThat(accepted.getLong("siteId")).isEqualTo(expectedSite);
        assertThat(accepted.getLong("priceMicroGd")).isEqualTo(priceGd * 1_000_000);
        assertThat(accepted.getString("state")).isIn("ACCEPTED", "RUNNING", "COMPLETED");

        JsonPath done = waitFor(token, accepted.getLong("id"), "COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(priceGd * 1_000_000);
        assertThat(done.getList("transfers.kind")).containsExactly("pending", "post_pending");
        assertThat(wallet(token).getLong("balanceMicroGd")).isEqualTo((10_000 - priceGd) * 1_000_000);
        assertThat(wallet(token).getLong("heldMicroGd")).isZero();
        assertThat(Api.as("owner3").get("/api/revenue").jsonPath().getLong("balanceMicroGd") - revenueBefore)
                .isGreaterThanOrEqualTo(priceGd * 1_000_000);
    }

    @Test
    void anImpossibleDeadlineIsRejectedWithTheReasonAndNothingCharged() {
        sites();
        String token = buyer(1_000);
        submit(token, "impossible", job(3600, 100, 1000, 10, "OFC")).then().statusCode(422)
                .body("type", equalTo("/problems/job-rejected"))
                .body("detail", org.hamcrest.Matchers.containsString("deadline"));
        assertThat(wallet(token).getLong("balanceMicroGd")).isEqualTo(1_000_000_000);
        assertThat(wallet(token).getLong("heldMicroGd")).isZero();
        // The same key again answers the same rejection.
        submit(token, "impossible", job(3600, 100, 1000, 10, "OFC")).then().statusCode(422);
    }

    /**
     * The engine remembers balances between turns; a grant made outside the engine must still count at once
     * (the chain head it moved makes the engine read the wallet again).
     */
    @Test
    void aGrantBetweenSubmissionsCountsAtOnce() {
        sites();
        String name = "topped" + UNIQUE.incrementAndGet() + System.nanoTime() % 1000;
        String token = buyer(name, 300);
        submit(token, "first", job(3600, 100, 1000, 400, "OFC")).then().statusCode(201)
                .body("priceMicroGd", equalTo(200_000_000));
        submit(token, "too dear", job(3600, 100, 1000, 400, "OFC")).then().statusCode(422)
                .body("detail", org.hamcrest.Matchers.containsString("insufficient funds"));
        Api.as("admin").body(Map.of("id", "top-up-" + name, "username", name, "amountMicroGd", 100_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        submit(token, "after the grant", job(3600, 100, 1000, 400, "OFC")).then().statusCode(201);
        assertThat(wallet(token).getLong("availableMicroGd")).isZero();
    }

    @Test
    void theSameIdempotencyKeyTwiceGivesOneJob() {
        sites();
        String token = buyer(10_000);
        Map<String, Object> body = job(3600, 100, 1000, 400, "OFC");
        long first = submit(token, "twice", body).then().statusCode(201).extract().jsonPath().getLong("id");
        long second = submit(token, "twice", body).then().statusCode(200).extract().jsonPath().getLong("id");
        assertThat(second).isEqualTo(first);
        submit(token, "twice", job(3600, 101, 1000, 400, "OFC")).then().statusCode(409)
                .body("type", equalTo("/problems/idempotency-key-reused"));
        assertThat(io.restassured.RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath()
                .getList("id")).hasSize(1);
    }

    /**
     * Submissions waiting for the engine hold no thread: while the engine is kept busy, 100 of them wait in its
     * queue, and no thread but the engine's own is inside the jobs code (a blocking endpoint would park one
     * worker thread per submission there). Once the engine is free, every one is answered.
     */
    @Test
    void submissionsWaitingForTheEngineHoldNoThread() throws Exception {
        sites();
        String token = buyer(10_000); // 100 jobs with a budget of 100 G$ each
        CountDownLatch busy = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        engine.tell(state -> {
            busy.countDown();
            try {
                release.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        try {
            assertThat(busy.await(10, TimeUnit.SECONDS)).isTrue();
            HttpClient client = HttpClient.newHttpClient();
            for (int i = 0; i < 100; i++) {
                answers.add(client.sendAsync(HttpRequest.newBuilder(jobs)
                        .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                        .header("Idempotency-Key", UUID.randomUUID().toString())
                        .POST(HttpRequest.BodyPublishers.ofString(
                                "{\"processors\":1,\"runtimeSeconds\":10,\"budgetMicroGd\":100000000,"
                                        + "\"deadlineSeconds\":100000,\"strategy\":\"OFC\"}"))
                        .build(), HttpResponse.BodyHandlers.ofString()));
            }
            long deadline = System.nanoTime() + 20_000_000_000L;
            while (engine.waiting() < 100 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(engine.waiting()).as("commands in the engine's queue").isGreaterThanOrEqualTo(100);
            List<String> waitingInJobsCode = Thread.getAllStackTraces().entrySet().stream()
                    .filter(thread -> thread.getKey() != Thread.currentThread()
                            && !thread.getKey().getName().equals("gridmarket-engine")
                            // listens for other replicas' job events on a connection of its own: holds no request
                            && !thread.getKey().getName().equals("gridmarket-event-relay"))
                    .filter(thread -> Arrays.stream(thread.getValue())
                            .anyMatch(frame -> frame.getClassName().startsWith("org.gridmarket.app.jobs.")))
                    .map(thread -> thread.getKey().getName()).toList();
            assertThat(waitingInJobsCode).isEmpty();
        } finally {
            release.countDown();
        }
        Set<Long> ids = new HashSet<>();
        for (var answer : answers) {
            HttpResponse<String> response = answer.get(30, TimeUnit.SECONDS);
            assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
            ids.add(JsonPath.from(response.body()).getLong("id"));
        }
        assertThat(ids).hasSize(100);
    }

    @Test
    void cancellingBeforeTheStartChargesNothingAndDuringTheRunChargesTheTimeUsed() throws InterruptedException {
        long queueSite = register("Live queue", 50_000, 1000, 72);
        try {
            cancelOnTheQueueSite(queueSite);
        } finally {
            // So cheap per MI that it would take every later test's OFC jobs: it leaves the directory.
            Api.as("owner3").post("/api/sites/" + queueSite + "/withdraw").then().statusCode(200);
        }
    }

    private void cancelOnTheQueueSite(long queueSite) throws InterruptedException {
        String token = buyer(10_000);
        // 50,000 processors for 1,000,000 s (about 17 wall minutes at 1,000×) at 72 µG$ per processor-hour:
        // 13,888,889 processor-hours, 1,000 G$.
        long running = submit(token, "long", job(50_000, 1_000_000, 5_000, 2_000_000, "OFC"))
                .then().statusCode(201).extract().jsonPath().getLong("id");
        long queued = submit(token, "queued", job(50_000, 100, 5_000, 3_000_000, "OFC"))
                .then().statusCode(201).extract().jsonPath().getLong("id");
        assertThat(waitFor(token, running, "RUNNING").getLong("siteId")).isEqualTo(queueSite);

        JsonPath cancelledQueued = io.restassured.RestAssured.given().auth().oauth2(token)
                .post("/api/jobs/" + queued + "/cancel").then().statusCode(200).extract().jsonPath();
        assertThat(cancelledQueued.getString("state")).isEqualTo("CANCELLED");
        assertThat(cancelledQueued.getLong("chargedMicroGd")).isZero();
        assertThat(cancelledQueued.getList("transfers.kind")).containsExactly("pending", "void_pending");

        Thread.sleep(300);
        JsonPath cancelledRunning = io.restassured.RestAssured.given().auth().oauth2(token)
                .post("/api/jobs/" + running + "/cancel").then().statusCode(200).extract().jsonPath();
        long charged = cancelledRunning.getLong("chargedMicroGd");
        long ran = cancelledRunning.getLong("runtimeSeconds") * charged / cancelledRunning.getLong("priceMicroGd");
        assertThat(charged).isPositive().isLessThan(cancelledRunning.getLong("priceMicroGd"));
        assertThat(ran).isBetween(100L, 100_000L);
        assertThat(wallet(token).getLong("balanceMicroGd")).isEqualTo(10_000_000_000L - charged);
        assertThat(wallet(token).getLong("heldMicroGd")).isZero();
        io.restassured.RestAssured.given().auth().oauth2(token).post("/api/jobs/" + running + "/cancel")
                .then().statusCode(409);
    }

}
