package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Strategy QUEUE live (seed 002's federation queue, TAI2 with §5.2's thresholds) on two sites no other test's
 * job fits: "slow" (300,000 processors, 1,000 MIPS, 36 µG$ per processor-hour) and
 * "fast" (500,000 processors, 2,000 MIPS, 360 µG$ per processor-hour), registered afresh for each test and
 * withdrawn after it. Every job here needs more than the
 * 200,000 processors of any other test's site, so only these two can take it. A job of p processors and r
 * reference seconds costs p · r · 36 / 3,600 µG$ on slow and p · (r / 2) · 360 / 3,600 on fast: 250,000 × 1,000
 * s is 2.5 G$ on slow, 12.5 G$ on fast (500 s there). Model time runs 1,000 times the wall clock.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LiveQueueTest {
    private long slow;
    private long fast;
    private final List<Long> leftovers = new ArrayList<>();
    private final List<String> leftoverTokens = new ArrayList<>();

    @Inject
    LiveEngine engine;

    /** Fresh sites for each test, withdrawn after it, so no other job (a TENDER bid, a DBC quote) meets them. */
    @BeforeEach
    void sites() {
        slow = register("Queue slow", 300_000, 1000, 36);
        fast = register("Queue fast", 500_000, 2000, 360);
    }

    static long register(String name, int processors, int mips, long price) {
        return ((Number) Api.as("owner3").body(Map.of("name", name + " " + EngineTestClient.UNIQUE.incrementAndGet(),
                        "processors", processors, "mipsPerProcessor", mips, "bandwidthGbps", 1, "gridName", "queue",
                        "price", Map.of("priceMicroGdPerProcessorHour", price)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    /** Leaves nothing queued or running for the next test: the queue is the federation's, one for all. */
    @AfterEach
    void cancelLeftoversAndCheckTheBooks() {
        for (int i = 0; i < leftovers.size(); i++) {
            cancel(leftoverTokens.get(i), leftovers.get(i));
        }
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
        Api.as("admin").get("/api/audit/reconciliation").then().body("ok", equalTo(true));
        assertThat(Api.as("admin").get("/api/admin/federation-queue").jsonPath().getInt("length")).isZero();
        for (long site : new long[] {slow, fast}) {
            Api.as("owner3").post("/api/sites/" + site + "/withdraw").then().statusCode(200);
        }
    }

    private long submit(String token, String key, int processors, long runtimeSeconds, long budgetMicroGd) {
        return submit(token, key, queueJob(processors, runtimeSeconds, budgetMicroGd));
    }

    private long submit(String token, String key, Map<String, Object> body) {
        JsonPath job = EngineTestClient.given(token).header("Idempotency-Key", key).body(body).post("/api/jobs")
                .then().statusCode(201).extract().jsonPath();
        leftovers.add(job.getLong("id"));
        leftoverTokens.add(token);
        return job.getLong("id");
    }

    static Map<String, Object> queueJob(int processors, long runtimeSeconds, long budgetMicroGd) {
        return queueJob(processors, runtimeSeconds, budgetMicroGd, 1_000_000);
    }

    static Map<String, Object> queueJob(int processors, long runtimeSeconds, long budgetMicroGd, long deadlineSeconds) {
        return Map.of("processors", processors, "runtimeSeconds", runtimeSeconds, "budgetMicroGd", budgetMicroGd,
                "deadlineSeconds", deadlineSeconds, "strategy", "QUEUE");
    }

    private static void cancel(String token, long jobId) {
        JsonPath job = RestAssured.given().auth().oauth2(token).get("/api/jobs/" + jobId).jsonPath();
        if (List.of("QUEUED", "ACCEPTED", "RUNNING").contains(job.getString("state"))) {
            int status = RestAssured.given().auth().oauth2(token).post("/api/jobs/" + jobId + "/cancel").statusCode();
            assertThat(status).as("cancel, or already ended meanwhile").isIn(200, 409);
        }
    }

    private static JsonPath job(String token, long jobId) {
        return RestAssured.given().auth().oauth2(token).get("/api/jobs/" + jobId).then().statusCode(200)
                .extract().jsonPath();
    }

    private static JsonPath place(String token, long jobId) {
        return RestAssured.given().auth().oauth2(token).get("/api/jobs/" + jobId + "/queue-place").then()
                .statusCode(200).extract().jsonPath();
    }

    private static JsonPath waitFor(String token, long jobId, String state) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        JsonPath job;
        do {
            job = job(token, jobId);
            if (state.equals(job.getString("state"))) {
                return job;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("job " + jobId + " is " + job.getString("state") + ", not " + state);
    }

    private static String buyer(long grantGd) {
        String name = EngineTestClient.newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", grantGd * 1_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        return EngineTestClient.token(name);
    }

    @Test
    void aJobStartsAtOnceOnTheMethodsSiteAndPaysItsPriceThere() throws InterruptedException {
        String token = buyer(100);
        JsonPath quote = EngineTestClient.given(token).body(queueJob(250_000, 1000, 100_000_000)).post("/api/quotes")
                .then().statusCode(200).extract().jsonPath();
        // Situation (a): best-fit leaves 50,000 idle on slow, fastest-first takes fast; SL = 250,000 / ≥ 800,000
        // free is low, so TAI2 uses fastest-first (high SH) or AI2, whose Eq. (7) picks the faster site: fast.
        // Listed as TAI2 considers them (issue 32): its choice first, then its choice of the rest; not by price.
        assertThat(quote.getLong("chosenSiteId")).isEqualTo(fast);
        assertThat(quote.getList("candidates.siteId", Long.class)).containsExactly(fast, slow);
        assertThat(quote.getList("candidates.rank", Integer.class)).containsExactly(1, 2);
        assertThat(quote.getList("candidates.costMicroGd", Long.class)).containsExactly(12_500_000L, 2_500_000L);
        assertThat(quote.getList("candidates.why", String.class)).containsExactly(
                "can start it now; the queue's choice, fastest-first's pick",
                "can start it now; best-fit's pick (fewest processors left idle)");
        assertThat(quote.getString("reason")).matches("the queue would start it now on Queue fast \\d+: of the clusters "
                + "that can start it now, it picks .* The queue places jobs by turnaround time, not by price");

        long id = submit(token, "queue-at-once", 250_000, 1000, 100_000_000);
        JsonPath done = waitFor(token, id, "COMPLETED");
        assertThat(done.getLong("siteId")).isEqualTo(fast);
        assertThat(done.getLong("priceMicroGd")).isEqualTo(12_500_000L);
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(12_500_000L);
        assertThat(done.getList("events.state", String.class))
                .containsExactly("SUBMITTED", "QUEUED", "ACCEPTED", "RUNNING", "COMPLETED");
        assertThat(done.getList("events.detail", String.class)).anyMatch(detail -> detail.matches(
                "left the federation queue for Queue fast \\d+ \\(best fit: Queue slow \\d+, fastest first: Queue fast \\d+\\)"));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/wallet").jsonPath().getLong("availableMicroGd"))
                .isEqualTo(100_000_000L - 12_500_000L);
    }

    @Test
    void jobsWaitFirstComeFirstServedAndStartWhenABlockingJobEnds() throws InterruptedException {
        String token = buyer(1_000);
        long blocker = submit(token, "queue-blocker", 450_000, 6000, 200_000_000);  // 3,000 s on fast, the only fit
        assertThat(waitFor(token, blocker, "RUNNING").getLong("siteId")).isEqualTo(fast);
        long big = submit(token, "queue-big", 350_000, 1000, 100_000_000);          // fits fast only: waits
        long small = submit(token, "queue-small", 250_000, 1000, 100_000_000);      // slow is free, but FCFS
        assertThat(job(token, big).getString("state")).isEqualTo("QUEUED");
        assertThat(job(token, small).getString("state")).isEqualTo("QUEUED");
        assertThat(place(token, big).getInt("position")).isEqualTo(1);
        assertThat(place(token, small).getInt("position")).isEqualTo(2);
        assertThat(place(token, small).getInt("length")).isEqualTo(2);

        JsonPath bigRunning = waitFor(token, big, "RUNNING");
        JsonPath smallRunning = waitFor(token, small, "RUNNING");
        assertThat(job(token, blocker).getString("state")).isEqualTo("COMPLETED");
        assertThat(bigRunning.getLong("siteId")).isEqualTo(fast);
        assertThat(smallRunning.getLong("siteId")).isEqualTo(slow);
        assertThat(smallRunning.getLong("priceMicroGd")).isEqualTo(2_500_000L);
        assertThat(java.time.Instant.parse(bigRunning.getString("startedAt")))
                .isEqualTo(java.time.Instant.parse(job(token, blocker).getString("endedAt")));
        assertThat(place(token, small).getString("position")).isNull();
    }

    @Test
    void cancellingReleasesAQueuedJobsBudgetAndARunningJobsProcessors() throws InterruptedException {
        String token = buyer(10_000);
        long blocker = submit(token, "cancel-blocker", 450_000, 200_000, 5_000_000_000L); // 100,000 s on fast
        waitFor(token, blocker, "RUNNING");
        long next = submit(token, "cancel-next", 350_000, 1000, 100_000_000);
        long behind = submit(token, "cancel-behind", 250_000, 1000, 300_000_000);
        Api.as("admin").get("/api/audit/reconciliation").then().body("ok", equalTo(true)); // queued jobs hold budgets
        long heldBefore = RestAssured.given().auth().oauth2(token).get("/api/wallet").jsonPath().getLong("heldMicroGd");

        RestAssured.given().auth().oauth2(token).post("/api/jobs/" + behind + "/cancel").then().statusCode(200)
                .body("state", equalTo("CANCELLED")).body("chargedMicroGd", equalTo(0));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/wallet").jsonPath().getLong("heldMicroGd"))
                .isEqualTo(heldBefore - 300_000_000L);
        assertThat(job(token, behind).getList("transfers.id", String.class))
                .containsExactly("job-" + behind + ":queue-hold", "job-" + behind + ":queue-release");
        assertThat(job(token, next).getString("state")).isEqualTo("QUEUED");

        RestAssured.given().auth().oauth2(token).post("/api/jobs/" + blocker + "/cancel").then().statusCode(200);
        JsonPath started = waitFor(token, next, "RUNNING");
        assertThat(started.getLong("siteId")).isEqualTo(fast);
        assertThat(started.getList("transfers.id", String.class)).containsExactly("job-" + next + ":queue-hold",
                "job-" + next + ":queue-release", "job-" + next + ":hold");
    }

    @Test
    void aRestartKeepsTheQueuesOrder() throws InterruptedException {
        String token = buyer(100_000);
        long blocker = submit(token, "restart-blocker", 450_000, 200_000, 5_000_000_000L);
        waitFor(token, blocker, "RUNNING");
        List<Long> queued = new ArrayList<>();
        for (int i = 0; i < 3; i++) { // 100,000 s on fast each: the first still runs when the others are looked at
            queued.add(submit(token, "restart-" + i, 350_000, 200_000, 4_000_000_000L));
        }
        JsonPath queue = Api.as("admin").get("/api/admin/federation-queue").jsonPath();
        assertThat(queue.getList("jobs.jobId", Long.class)).containsExactly(queued.toArray(Long[]::new));
        String buyer = RestAssured.given().auth().oauth2(token).get("/api/me").jsonPath().getString("username");
        assertThat(queue.getList("jobs.username", String.class)).containsOnly(buyer);

        rebuildFromTheDatabase();

        assertThat(Api.as("admin").get("/api/admin/federation-queue").jsonPath().getList("jobs.jobId", Long.class))
                .containsExactly(queued.toArray(Long[]::new));
        assertThat(job(token, blocker).getString("state")).isEqualTo("RUNNING");
        RestAssured.given().auth().oauth2(token).post("/api/jobs/" + blocker + "/cancel").then().statusCode(200);
        assertThat(waitFor(token, queued.get(0), "RUNNING").getLong("siteId")).isEqualTo(fast);
        assertThat(place(token, queued.get(1)).getInt("position")).isEqualTo(1);
        assertThat(place(token, queued.get(2)).getInt("position")).isEqualTo(2);
    }

    /** A command that fails after writing rolls its turn back and makes the engine rebuild from the database. */
    private void rebuildFromTheDatabase() {
        try {
            engine.call(state -> {
                state.turn().changed(state.job(leftovers.get(0)).orElseThrow());
                throw new IllegalStateException("a failure that makes the engine rebuild");
            });
        } catch (ApiProblem expected) {
            assertThat(expected.status()).isEqualTo(500);
        }
    }

    @Test
    void aQueuedJobNeverTakesProcessorsPromisedToADbcJob() throws InterruptedException {
        String owner = EngineTestClient.token("owner3");
        String token = buyer(10_000);
        long local = EngineTestClient.given(owner).body(Map.of("processors", 50_000, "runtimeSeconds", 5_000))
                .post("/api/sites/" + slow + "/local-jobs").then().statusCode(201).extract().jsonPath().getLong("id");
        JsonPath dbc = EngineTestClient.given(token).header("Idempotency-Key", "promised")
                .body(Map.of("processors", 300_000, "runtimeSeconds", 5000, "budgetMicroGd", 100_000_000,
                        "deadlineSeconds", 1_000_000, "strategy", "OFC"))
                .post("/api/jobs").then().statusCode(201).extract().jsonPath();
        long promised = dbc.getLong("id");
        leftovers.add(promised);
        leftoverTokens.add(token);
        assertThat(dbc.getLong("siteId")).isEqualTo(slow);
        String plannedStart = dbc.getString("plannedStart");
        // 250,000 processors are free on slow now, but 20,000 s there would run into the OFC job's reservation;
        // fast costs 250 G$, over the 100 G$ budget.
        long waiting = submit(token, "after-the-promise", 250_000, 20_000, 100_000_000);
        assertThat(job(token, waiting).getString("state")).isEqualTo("QUEUED");
        assertThat(job(token, promised).getString("plannedStart")).isEqualTo(plannedStart);
        JsonPath quote = EngineTestClient.given(token).body(queueJob(250_000, 20_000, 100_000_000)).post("/api/quotes")
                .then().statusCode(200).extract().jsonPath();
        // Neither can start it now: listed by earliest start (issue 32), fast (free now, over budget) first.
        assertThat(quote.getList("candidates.siteId", Long.class)).containsExactly(fast, slow);
        assertThat(quote.getList("candidates.why", String.class)).containsExactly(
                "over budget", "busy: cannot start it now without moving a reservation");

        JsonPath started = waitFor(token, promised, "RUNNING");
        assertThat(started.getString("startedAt")).isEqualTo(plannedStart);
        assertThat(job(owner, local).getString("state")).isEqualTo("COMPLETED");
        assertThat(job(token, waiting).getString("state")).isEqualTo("QUEUED");
        JsonPath after = waitFor(token, waiting, "RUNNING");
        assertThat(after.getLong("siteId")).isEqualTo(slow);
        assertThat(after.getString("startedAt")).isEqualTo(waitFor(token, promised, "COMPLETED").getString("endedAt"));
    }

    @Test
    void aHeadNoSiteCanServeAnyMoreIsRejectedAndTheQueueMoves() throws InterruptedException {
        String token = buyer(10_000);
        long blocker = submit(token, "hopeless-blocker", 450_000, 200_000, 5_000_000_000L);
        waitFor(token, blocker, "RUNNING");
        // Fast alone fits 350,000 processors, 500 s there; by a deadline of 3,000 s it must start within 2,500 s.
        long hopeless = submit(token, "hopeless", queueJob(350_000, 1000, 100_000_000, 3000));
        long behind = submit(token, "behind-the-hopeless", 250_000, 1000, 100_000_000);
        assertThat(job(token, behind).getString("state")).isEqualTo("QUEUED");

        JsonPath rejected = waitFor(token, hopeless, "REJECTED");
        assertThat(rejected.getString("rejection")).isEqualTo("no site within budget can finish it by its deadline "
                + "any more, even if it started now; it left the federation queue");
        assertThat(rejected.getList("transfers.id", String.class)).containsExactly("job-" + hopeless + ":queue-hold",
                "job-" + hopeless + ":queue-release");
        JsonPath started = waitFor(token, behind, "RUNNING");
        assertThat(started.getLong("siteId")).isEqualTo(slow);
        java.time.Instant submitted = java.time.Instant.parse(rejected.getString("submittedAt"));
        assertThat(java.time.Instant.parse(started.getString("startedAt"))).isEqualTo(submitted.plusSeconds(2501));
    }

    @Test
    void aJobNoSiteCanEverServeIsRejectedAtOnceAndCostsNothing() {
        String token = buyer(100);
        EngineTestClient.given(token).header("Idempotency-Key", "too-wide").body(queueJob(600_000, 10, 50_000_000))
                .post("/api/jobs").then().statusCode(422).body("type", org.hamcrest.Matchers.endsWith("job-rejected"))
                .body("detail", org.hamcrest.Matchers.containsString("no priced site has 600000 processors"));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/wallet").jsonPath().getLong("availableMicroGd"))
                .isEqualTo(100_000_000L);
    }

    @Test
    void aQueueJobWhoseBudgetTheWalletCannotHoldIsRefusedWith422NamingTheBudget() {
        String token = buyer(2);
        EngineTestClient.given(token).header("Idempotency-Key", "no-funds").body(queueJob(250_000, 1000, 3_000_000))
                .post("/api/jobs").then().statusCode(422).contentType("application/problem+json")
                .body("errors.field", equalTo(List.of("budgetMicroGd")));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id")).isEmpty();
    }

    /** 10,000 jobs wait (a blocked head and 9,999 one-processor jobs behind it); the next is refused, 503. */
    @Test
    void theQueueHoldsTenThousandJobsAndRefusesTheNextWith503() throws InterruptedException {
        String token = buyer(10_000);
        long blocker = submit(token, "full-blocker", 450_000, 200_000, 5_000_000_000L);
        waitFor(token, blocker, "RUNNING");
        long head = submit(token, "full-head", 350_000, 1000, 100_000_000);
        engine.call(state -> {
            JobRecord first = state.job(head).orElseThrow();
            JobRequest tiny = new JobRequest(1, null, 1L, 1000, 1_000_000, "QUEUE");
            for (int i = 1; i < org.gridmarket.core.allocation.FederationQueue.CAPACITY; i++) {
                state.submit(first.userId(), first.homeSiteId(), "full-" + i, tiny, null);
            }
            return null;
        });
        try {
            assertThat(Api.as("admin").get("/api/admin/federation-queue?limit=3").jsonPath().getInt("length"))
                    .isEqualTo(10_000);
            EngineTestClient.given(token).header("Idempotency-Key", "one-too-many").body(queueJob(1, 1, 1000))
                    .post("/api/jobs").then().statusCode(503).contentType("application/problem+json")
                    .body("type", org.hamcrest.Matchers.endsWith("queue-full"));
        } finally {
            engine.call(state -> {
                for (var waiting : state.queue().waiting(org.gridmarket.core.allocation.FederationQueue.CAPACITY)) {
                    if (waiting.job().id() != head) {
                        state.cancelQueued(state.job(waiting.job().id()).orElseThrow());
                    }
                }
                return null;
            });
        }
    }

    /** A site that joins the federation is an allocation event too: the waiting head starts there. */
    @Test
    void aWaitingJobStartsOnASiteThatJoinsTheFederation() throws InterruptedException {
        String token = buyer(10_000);
        long blocker = submit(token, "joining-blocker", 450_000, 200_000, 5_000_000_000L);
        waitFor(token, blocker, "RUNNING");
        long waiting = submit(token, "waits-for-a-site", 350_000, 1000, 100_000_000);
        assertThat(job(token, waiting).getString("state")).isEqualTo("QUEUED");

        long joined = register("Queue joined", 400_000, 1000, 36);
        try {
            assertThat(waitFor(token, waiting, "RUNNING").getLong("siteId")).isEqualTo(joined);
        } finally {
            cancel(token, waiting);
            Api.as("owner3").post("/api/sites/" + joined + "/withdraw").then().statusCode(200);
        }
    }
}
