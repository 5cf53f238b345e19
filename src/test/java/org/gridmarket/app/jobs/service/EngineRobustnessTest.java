package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.app.jobs.service.EngineTestClient.*;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Nothing one client sends stops the engine for the others (issue 18 A2, A3, C3): overflowing costs, a command
 * that fails, job fields past their limits; readiness says DOWN exactly while the engine cannot turn; a want
 * of funds is told in G$. What is stored is {@link EngineQuarantineTest}'s subject, the stop {@link EngineStopTest}'s.
 */
@QuarkusTest
@TestProfile(EngineTestClient.BackgroundLoadOn.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EngineRobustnessTest {
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

    @Test
    @Order(4)
    void anOverflowingCostMakesTheSiteUnaffordableNotAFailure() {
        String owner = newPerson("owner");
        long pricey = register(owner, "Pricey", 1_000, 1000, 1_000_000_000_000L, "west"); // alice's home grid
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
     * A command that throws after writing (here a local job) fails alone with a 500: nothing it wrote survives,
     * and its turn-mates — held back so they share its turn — succeed.
     */
    @Test
    @Order(6)
    void aCommandThatFailsAfterWritingFailsAloneAndLeavesNothing() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Rollback", 64, 1000, 1_000_000);
        long ownerId = userId(dataSource, owner);
        int localBefore = ownersLocalJobsOnSite(dataSource, site);
        String token = Api.token("alice");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Object> blocker = engine.submit(null, state -> awaitQuietly(release));
        awaitWaiting(engine, 0);
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
        awaitWaiting(engine, 7);
        release.countDown();
        blocker.get(30, TimeUnit.SECONDS);

        for (CompletableFuture<Response> mate : mates) {
            assertThat(mate.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(201);
        }
        for (CompletableFuture<Object> bad : List.of(failing, failingRead)) {
            assertThatThrownBy(() -> bad.get(30, TimeUnit.SECONDS)).cause().isInstanceOf(ApiProblem.class)
                    .satisfies(problem -> assertThat(((ApiProblem) problem).status()).isEqualTo(500));
        }
        assertThat(ownersLocalJobsOnSite(dataSource, site)).isEqualTo(localBefore);
        submit("alice", "after-failure", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
        pool.shutdownNow();
    }

    /**
     * Issue 30 B2, per-command isolation: a command that throws after writing, between turn-mates that write
     * too. Each turn-mate's work runs exactly once (none is rolled back and run again) and is committed; the
     * failing one alone gets the 500 and nothing of it is recorded.
     */
    @Test
    @Order(7)
    void aCommandThatFailsUnexpectedlyCostsItsTurnMatesNoReplay() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Isolation", 64, 1000, 1_000_000);
        long ownerId = userId(dataSource, owner);
        int localBefore = ownersLocalJobsOnSite(dataSource, site);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Object> blocker = engine.submit(null, state -> awaitQuietly(release));
        awaitWaiting(engine, 0);
        java.util.concurrent.atomic.AtomicInteger[] runs = new java.util.concurrent.atomic.AtomicInteger[6];
        List<CompletableFuture<Long>> mates = new ArrayList<>();
        CompletableFuture<Long> failing = null;
        for (int i = 0; i < runs.length; i++) {
            var counter = runs[i] = new java.util.concurrent.atomic.AtomicInteger();
            mates.add(engine.submit(null, state -> {
                counter.incrementAndGet();
                return state.submitLocal(ownerId, site, null, 1, 600);
            }));
            if (i == 2) {
                failing = engine.submit(null, state -> {
                    state.submitLocal(ownerId, site, null, 4, 600);
                    throw new IllegalStateException("a bug after a write");
                });
            }
        }
        awaitWaiting(engine, 7);
        release.countDown();
        blocker.get(30, TimeUnit.SECONDS);

        java.util.Set<Long> mateJobs = new java.util.HashSet<>();
        for (CompletableFuture<Long> mate : mates) {
            mateJobs.add(mate.get(30, TimeUnit.SECONDS));
        }
        assertThat(mateJobs).hasSize(6);
        assertThat(runs).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
        CompletableFuture<Long> failed = failing;
        assertThatThrownBy(() -> failed.get(30, TimeUnit.SECONDS)).cause().isInstanceOf(ApiProblem.class)
                .satisfies(problem -> assertThat(((ApiProblem) problem).status()).isEqualTo(500));
        assertThat(ownersLocalJobsOnSite(dataSource, site)).isEqualTo(localBefore + 6);
        submit("alice", "after-isolated-failure", job(4, 3600, 1_000_000, 7200)).then().statusCode(201);
    }

    @Test
    @Order(8)
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
    @Order(9)
    void aRejectionForInsufficientFundsNamesTheAmountsInGdAndNoAccount() {
        String poor = newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + poor, "username", poor, "amountMicroGd", 1_000_000_000L))
                .post("/api/admin/grants").then().statusCode(201);
        // 512 processors for 10 hours at the reference speed: over 5,000 processor-hours at any priced site.
        Response rejected = submit(poor, "too-dear", job(512, 36_000, 1_000_000, 1_000_000));
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
    @Order(10)
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
        body.put(field, field.equals("processors") ? 1_000_000 : field.equals("lengthMi")
                ? JobLimits.MAX_LENGTH_MI_PER_PROCESSOR // the job has one processor
                : field.equals("budgetMicroGd") ? JobLimits.MAX_BUDGET_MICRO_GD : 100_000_000L);
        // At the limit the quote is answered (whether any site can take it is another matter).
        given(token("alice")).body(body).post("/api/quotes").then().statusCode(200);
    }
}
