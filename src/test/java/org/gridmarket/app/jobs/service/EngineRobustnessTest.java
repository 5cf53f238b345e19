package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Nothing one client sends, and nothing stored, stops the engine for the others (issue 18 A1–A3, A7, C3):
 * a one-processor site, overflowing costs, a command that fails, a stored job that cannot be restored; and
 * readiness says DOWN exactly while the engine cannot turn. The graceful stop runs last: it ends the engine.
 */
@QuarkusTest
@TestProfile(EngineRobustnessTest.Robustness.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EngineRobustnessTest {
    private static final AtomicInteger UNIQUE = new AtomicInteger();

    /** Background load on (so a one-processor site meets the model); readiness gives up after 2 s. */
    public static class Robustness implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gridmarket.engine.background-jobs-per-site", "3",
                    "gridmarket.engine.stall-timeout", "2s");
        }
    }

    /** Readiness lives on the management interface (its root is /q). */
    @io.quarkus.test.common.http.TestHTTPResource(value = "/health/ready", management = true)
    java.net.URL readyUrl;

    @Inject
    LiveEngine engine;

    @Inject
    @org.eclipse.microprofile.health.Readiness
    EngineReadiness readiness;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    EngineQuarantine quarantine;

    @Test
    @Order(1)
    void aOneProcessorSiteGetsNoBackgroundLoadAndEveryoneIsServedAcrossRebuilds() {
        String owner = newPerson("owner");
        long site = register(owner, "Single core", 1, 1000, 1_000_000);
        forceRebuild();
        forceRebuild();

        assertThat(quote("alice", job(4, 3600, 1_000_000, 7200)).then().statusCode(200).extract().jsonPath().getList("candidates")).isNotEmpty();
        submit("bob", "after-single-core", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        // The one-processor site itself takes a one-processor job.
        JsonPath onIt = quote("carol", job(1, 60, 1_000_000, 1_000_000)).jsonPath();
        assertThat(onIt.getList("candidates.siteId", Long.class)).contains(site);
        assertThat(listedInQuarantine()).isEmpty();
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
    }

    @Test
    @Order(2)
    void aStoredJobThatCannotBeRestoredIsQuarantinedAndReportedAndTheEngineServes() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Small", 8, 1000, 1_000_000);
        long modelNow = engine.read(EngineState::now);
        long jobId = storeImpossibleLocalJob(site, 64, modelNow + 100_000);
        forceRebuild();

        List<Map<String, Object>> quarantined = listedInQuarantine();
        assertThat(quarantined).hasSize(1);
        assertThat(quarantined.get(0)).containsEntry("kind", "JOB").containsEntry("id", (int) jobId)
                .containsKey("since");
        assertThat((String) quarantined.get(0).get("reason")).contains("IllegalStateException");
        Api.as("alice").get("/api/admin/engine/quarantine").then().statusCode(403);
        Api.as(null).get("/api/admin/engine/quarantine").then().statusCode(401);

        submit("alice", "after-quarantine", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
        // Another rebuild leaves it out again without failing.
        forceRebuild();
        submit("alice", "after-quarantine-2", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        assertThat(listedInQuarantine()).hasSize(1);
        retire(jobId);
    }

    /**
     * A site the engine cannot restore is left out with its jobs: its queue answers 409, everyone else is
     * served. (No stored site fails to restore today, so the test quarantines one as a failure would.)
     */
    @Test
    @Order(3)
    void aQuarantinedSiteIsLeftOutWithItsJobsAndEveryoneElseIsServed() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Left out", 16, 1000, 1_000_000);
        long localJob = ((Number) given(token(owner)).body(Map.of("processors", 4, "runtimeSeconds", 1_000_000))
                .post("/api/sites/" + site + "/local-jobs").then().statusCode(201).extract().path("id")).longValue();
        quarantine.add(EngineQuarantine.Kind.SITE, site, "as if it could not be restored");
        forceRebuild();

        assertThat(listedInQuarantine()).anySatisfy(entry -> assertThat(entry).containsEntry("kind", "SITE")
                .containsEntry("id", (int) site)).anySatisfy(entry -> assertThat(entry)
                .containsEntry("kind", "JOB").containsEntry("id", (int) localJob));
        given(token(owner)).get("/api/sites/" + site + "/queue").then().statusCode(409)
                .body("type", equalTo("/problems/site-quarantined"));
        submit("alice", "beside-a-quarantined-site", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
        retire(localJob);
    }

    @Test
    @Order(4)
    void anOverflowingCostMakesTheSiteUnaffordableNotAFailure() {
        String owner = newPerson("owner");
        long pricey = register(owner, "Pricey", 64, 1000, 1_000_000_000_000L);
        Map<String, Object> huge = hugeJob();
        JsonPath quote = quote("alice", huge).then().statusCode(200).extract().jsonPath();
        int index = quote.getList("candidates.siteId", Long.class).indexOf(pricey);
        assertThat(index).isNotNegative();
        assertThat(quote.<Object>get("candidates[" + index + "].costMicroGd")).isNull();
        assertThat(quote.getBoolean("candidates[" + index + "].withinBudget")).isFalse();
        // Submitting it is a rejection with a reason, not an error.
        submit("alice", "huge-" + UNIQUE.incrementAndGet(), huge).then().statusCode(422)
                .body("type", equalTo("/problems/job-rejected"));
    }

    /**
     * Issue 18 A2's attack: 75 overflowing quotes (and a few overflowing submissions) from one user while
     * another user submits 60 jobs. Every one of the other user's submissions succeeds.
     */
    @Test
    @Order(5)
    void overflowingQuotesFromOneUserDoNotFailAnotherUsersSubmissions() throws Exception {
        String owner = newPerson("owner");
        register(owner, "Pricey burst", 64, 1000, 1_000_000_000_000L);
        String attacker = Api.token("carol");
        String victim = Api.token("bob");
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Future<Integer>> hostile = new ArrayList<>();
            List<Future<Integer>> honest = new ArrayList<>();
            for (int i = 0; i < 75; i++) {
                hostile.add(pool.submit(() -> given(attacker).body(hugeJob()).post("/api/quotes").statusCode()));
                if (i % 5 == 0) {
                    String key = "hostile-" + UNIQUE.incrementAndGet();
                    hostile.add(pool.submit(() -> given(attacker).header("Idempotency-Key", key).body(hugeJob())
                            .post("/api/jobs").statusCode()));
                }
                if (i < 60) {
                    String key = "honest-" + UNIQUE.incrementAndGet();
                    honest.add(pool.submit(() -> given(victim).header("Idempotency-Key", key)
                            .body(job(1, 60, 1_000, 1_000_000)).post("/api/jobs").statusCode()));
                }
            }
            List<Integer> honestStatuses = new ArrayList<>();
            for (Future<Integer> answer : honest) {
                honestStatuses.add(answer.get(60, TimeUnit.SECONDS));
            }
            List<Integer> hostileStatuses = new ArrayList<>();
            for (Future<Integer> answer : hostile) {
                hostileStatuses.add(answer.get(60, TimeUnit.SECONDS));
            }
            long succeeded = honestStatuses.stream().filter(status -> status == 201).count();
            System.out.printf("During 75 overflowing quotes and 15 overflowing submissions: %d of %d honest "
                    + "submissions succeeded (%.0f%%)%n", succeeded, honest.size(), 100.0 * succeeded / honest.size());
            assertThat(honestStatuses).hasSize(60).allMatch(status -> status == 201);
            assertThat(hostileStatuses).allMatch(status -> status == 200 || status == 422);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * A command that throws after writing (here a local job) fails alone with a 500: its turn is rolled
     * back, so nothing it wrote survives, and its turn-mates — held back so they share its turn — succeed.
     */
    @Test
    @Order(6)
    void aCommandThatFailsAfterWritingFailsAloneAndLeavesNothing() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Rollback", 64, 1000, 1_000_000);
        long ownerId = userId(owner);
        int localBefore = jobsOnSite(site);
        String token = Api.token("alice");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Object> blocker = engine.submit(null, state -> awaitQuietly(release));
        awaitWaiting(0);
        List<CompletableFuture<Response>> mates = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String key = "mate-" + UNIQUE.incrementAndGet();
            mates.add(CompletableFuture.supplyAsync(() -> given(token).header("Idempotency-Key", key)
                    .body(job(2, 600, 1_000, 1_000_000)).post("/api/jobs"), pool));
        }
        CompletableFuture<Object> failing = CompletableFuture.supplyAsync(() -> engine.call(state -> {
            state.submitLocal(ownerId, site, null, 4, 600);
            throw new IllegalStateException("a bug after a write");
        }), pool);
        CompletableFuture<Object> failingRead = CompletableFuture.supplyAsync(() -> engine.read(state -> {
            throw new IllegalStateException("a bug in a query");
        }), pool);
        awaitWaiting(7);
        release.countDown();
        blocker.get(30, TimeUnit.SECONDS);

        for (CompletableFuture<Response> mate : mates) {
            assertThat(mate.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(201);
        }
        for (CompletableFuture<Object> bad : List.of(failing, failingRead)) {
            assertThatThrownBy(() -> bad.get(30, TimeUnit.SECONDS)).cause().isInstanceOf(ApiProblem.class)
                    .satisfies(problem -> assertThat(((ApiProblem) problem).status()).isEqualTo(500));
        }
        assertThat(jobsOnSite(site)).isEqualTo(localBefore);
        submit("alice", "after-failure", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        pool.shutdownNow();
    }

    @Test
    @Order(7)
    void readinessIsDownWhileTheEngineCannotTurnAndUpAgainAfter() throws Exception {
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
        RestAssured.get(readyUrl).then().statusCode(200);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Object> blocker = engine.submit(null, state -> awaitQuietly(release));
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
            while (readiness.call().getStatus() == HealthCheckResponse.Status.UP && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            HealthCheckResponse down = readiness.call();
            assertThat(down.getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
            assertThat(down.getData().orElseThrow().get("reason").toString()).contains("no turn");
            RestAssured.get(readyUrl).then().statusCode(503)
                    .body("checks.name", hasItem("engine"));
        } finally {
            release.countDown();
        }
        blocker.get(30, TimeUnit.SECONDS);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (readiness.call().getStatus() == HealthCheckResponse.Status.DOWN && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
        RestAssured.get(readyUrl).then().statusCode(200);
    }

    @Test
    @Order(8)
    void aRejectionForInsufficientFundsNamesTheAmountsInGdAndNoAccount() {
        String poor = newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + poor, "username", poor, "amountMicroGd", 1_000_000_000L))
                .post("/api/admin/grants").then().statusCode(201);
        Response rejected = submit(poor, "too-dear", job(8, 3600, 1_000_000, 1_000_000));
        rejected.then().statusCode(422).body("type", equalTo("/problems/job-rejected"));
        String detail = rejected.jsonPath().getString("detail");
        assertThat(detail).matches(".*insufficient funds: the price [0-9,]+\\.[0-9]{2} G\\$ exceeds the 1,000\\.00 G\\$ "
                + "available in your wallet.*").doesNotContain("account");
    }

    /** Issue 18 A2 (b): each numeric job field has a documented upper limit; one past it is a 422 naming it. */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0} = {1} is refused")
    @org.junit.jupiter.params.provider.CsvSource({
            "processors, 1000001",
            "lengthMi, 100000000000000001",
            "runtimeSeconds, 100000001",
            "budgetMicroGd, 1000000000000000001",
            "deadlineSeconds, 100000001"})
    @Order(9)
    void aJobFieldPastItsLimitIsA422NamingIt(String field, long value) {
        Map<String, Object> body = job(1, 60, 1, 1_000);
        if (field.equals("lengthMi")) {
            body.remove("runtimeSeconds");
        }
        body.put(field, value);
        for (String path : List.of("/api/quotes", "/api/jobs")) {
            given(token("alice")).header("Idempotency-Key", "limit-" + UNIQUE.incrementAndGet()).body(body)
                    .post(path).then().statusCode(422).contentType("application/problem+json")
                    .body("errors.field", org.hamcrest.Matchers.contains(field));
        }
        body.put(field, field.equals("processors") ? 1_000_000 : field.equals("lengthMi") ? JobLimits.MAX_LENGTH_MI
                : field.equals("budgetMicroGd") ? JobLimits.MAX_BUDGET_MICRO_GD : 100_000_000L);
        // At the limit the quote is answered (whether any site can take it is another matter).
        given(token("alice")).body(body).post("/api/quotes").then().statusCode(200);
    }

    /**
     * A site whose scheduled event throws every time it runs (its LRMS or its background load, as a bug or a
     * stored value the core cannot handle would make it) is quarantined, and the turn that ran the event runs
     * again without it: other people's jobs are placed and readiness stays UP.
     */
    @Test
    @Order(10)
    void aSiteWhoseScheduledEventFailsIsQuarantinedAndTheOthersAreServed() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Failing events", 16, 1000, 1_000_000);
        engine.call(state -> {
            new SiteEvents(state.timeline(), site).schedule(state.now(), () -> {
                throw new IllegalStateException("an event that fails whenever it runs");
            });
            return null;
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (!quarantine.holds(EngineQuarantine.Kind.SITE, site) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }

        assertThat(listedInQuarantine()).anySatisfy(entry -> assertThat(entry).containsEntry("kind", "SITE")
                .containsEntry("id", (int) site).extractingByKey("reason").asString()
                .contains("an event that fails whenever it runs"));
        submit("alice", "beside-a-failing-site", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        given(token(owner)).get("/api/sites/" + site + "/queue").then().statusCode(409);
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
    }

    /**
     * SIGTERM's path, minus the JVM: the turn under way finishes and commits, the command waiting behind it is
     * refused with a 503, and the stop returns. Runs last: it ends the engine.
     */
    @Test
    @Order(100)
    void aStopLetsTheTurnUnderWayFinishAndRefusesWhatWaits() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Last", 64, 1000, 1_000_000);
        long ownerId = userId(owner);
        int before = jobsOnSite(site);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Long> underWay = engine.submit(null, state -> {
            awaitQuietly(release);
            return state.submitLocal(ownerId, site, null, 4, 600);
        });
        awaitWaiting(0);
        CompletableFuture<Object> waiting = engine.submit(null, state -> state.submitLocal(ownerId, site, null, 4, 600));
        awaitWaiting(1);
        CompletableFuture<Void> stop = CompletableFuture.runAsync(() -> engine.onStop(null));
        Thread.sleep(300);
        assertThat(stop).isNotDone();
        release.countDown();
        stop.get(30, TimeUnit.SECONDS);

        assertThat(underWay.get(1, TimeUnit.SECONDS)).isPositive();
        assertThatThrownBy(() -> waiting.get(1, TimeUnit.SECONDS)).cause().isInstanceOf(ApiProblem.class)
                .satisfies(problem -> assertThat(((ApiProblem) problem).status()).isEqualTo(503));
        assertThat(jobsOnSite(site)).isEqualTo(before + 1);
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
        assertThat(engine.submit(null, state -> 1)).failsWithin(1, TimeUnit.SECONDS);
    }

    private static Object awaitQuietly(CountDownLatch latch) {
        try {
            assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    /** Waits until exactly {@code count} commands wait (the engine is inside the blocking command's turn). */
    private void awaitWaiting(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (engine.waiting() != count && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        Thread.sleep(50);
        assertThat(engine.waiting()).isEqualTo(count);
    }

    /**
     * A command that throws unexpectedly: its turn rolls back and the engine rebuilds from the database. The
     * failed command is answered first; the next command runs once the rebuild is done.
     */
    private void forceRebuild() {
        assertThatThrownBy(() -> engine.call(state -> {
            throw new IllegalStateException("test: force a rebuild");
        })).isInstanceOf(ApiProblem.class);
        engine.read(state -> state.now());
    }

    /** A fresh person of {@code role}; returns their username (password "long-enough-pw"). */
    private static String newPerson(String role) {
        String name = role + "robust" + UNIQUE.incrementAndGet() + System.nanoTime() % 1000;
        Api.as("admin").body(Map.of("username", name, "password", "long-enough-pw", "role", role))
                .post("/api/admin/users").then().statusCode(201);
        return name;
    }

    private static String token(String username) {
        if (username.contains("robust")) {
            return RestAssured.given().contentType("application/json")
                    .body(Map.of("username", username, "password", "long-enough-pw")).post("/api/auth/login")
                    .then().statusCode(200).extract().path("accessToken");
        }
        return Api.token(username);
    }

    private static io.restassured.specification.RequestSpecification given(String token) {
        return RestAssured.given().contentType("application/json").auth().oauth2(token);
    }

    private static long register(String owner, String name, int processors, int mips, long price) {
        return ((Number) given(token(owner)).body(Map.of("name", name + " " + UNIQUE.incrementAndGet(),
                        "processors", processors, "mipsPerProcessor", mips, "bandwidthGbps", 1, "gridName", "robust",
                        "price", Map.of("priceMicroGdPerMi", price)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    private static Map<String, Object> job(int processors, long runtimeSeconds, long budgetGd, long deadlineSeconds) {
        Map<String, Object> body = new HashMap<>();
        body.put("processors", processors);
        body.put("runtimeSeconds", runtimeSeconds);
        body.put("budgetMicroGd", budgetGd * 1_000_000);
        body.put("deadlineSeconds", deadlineSeconds);
        body.put("strategy", "OFC");
        return body;
    }

    private static Map<String, Object> hugeJob() {
        return Map.of("processors", 1, "lengthMi", 1_000_000_000_000_000L, "budgetMicroGd",
                JobLimits.MAX_BUDGET_MICRO_GD, "deadlineSeconds", JobLimits.MAX_DEADLINE_SECONDS, "strategy", "OFC");
    }

    private static Response quote(String username, Map<String, Object> body) {
        return given(token(username)).body(body).post("/api/quotes");
    }

    private static Response submit(String username, String key, Map<String, Object> body) {
        return given(token(username)).header("Idempotency-Key", key + "-" + UNIQUE.incrementAndGet()).body(body)
                .post("/api/jobs");
    }

    private static List<Map<String, Object>> listedInQuarantine() {
        return Api.as("admin").get("/api/admin/engine/quarantine").then().statusCode(200).extract().jsonPath()
                .getList("$");
    }

    private long userId(String username) throws Exception {
        return single("SELECT id FROM users WHERE username = ?", username);
    }

    private int jobsOnSite(long site) throws Exception {
        return (int) single("SELECT count(*) FROM jobs WHERE site_id = ?", site);
    }

    private long single(String sql, Object parameter) throws Exception {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setObject(1, parameter);
            try (ResultSet row = statement.executeQuery()) {
                assertThat(row.next()).isTrue();
                return row.getLong(1);
            }
        }
    }

    /**
     * Stores what no engine can restore: an accepted local job needing {@code processors} on a site that has
     * fewer (as a bug or a hand edit might leave the table).
     */
    private long storeImpossibleLocalJob(long site, int processors, long plannedStartSeconds) throws Exception {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement("INSERT INTO jobs (user_id, kind, "
                     + "request_fingerprint, processors, length_mi, budget_micro_gd, deadline_seconds, home_site_id, "
                     + "site_id, state, price_micro_gd, runtime_seconds, submitted_at_seconds, planned_start_seconds, "
                     + "planned_end_seconds) SELECT owner_id, 'local', 'impossible', ?, 1000, 0, 1000, id, id, "
                     + "'ACCEPTED', 0, 100000, ?, ?, ? FROM sites WHERE id = ? RETURNING jobs.id")) {
            statement.setInt(1, processors);
            statement.setLong(2, plannedStartSeconds - 1000);
            statement.setLong(3, plannedStartSeconds);
            statement.setLong(4, plannedStartSeconds + 100_000);
            statement.setLong(5, site);
            try (ResultSet row = statement.executeQuery()) {
                assertThat(row.next()).isTrue();
                return row.getLong(1);
            }
        }
    }

    /** Leaves the database as a clean run would: the impossible job is marked failed. */
    private void retire(long jobId) throws Exception {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(
                     "UPDATE jobs SET state = 'FAILED', ended_at_seconds = planned_start_seconds WHERE id = ?")) {
            statement.setLong(1, jobId);
            assertThat(statement.executeUpdate()).isEqualTo(1);
        }
    }
}
