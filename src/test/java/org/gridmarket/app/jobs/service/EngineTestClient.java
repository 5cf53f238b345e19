package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridmarket.app.Api;

/**
 * What the engine tests share: the profile they start the service with, fresh people and sites through the
 * API, job bodies, and the few rows they read back. The quarantine, robustness and stop tests share one service
 * ({@link BackgroundLoadOn}); the quarantine lives in memory, so its test runs first, and the stop test ends the
 * engine, so it runs last.
 */
final class EngineTestClient {
    static final AtomicInteger UNIQUE = new AtomicInteger();

    private EngineTestClient() {
    }

    /**
     * Background load on (so a one-processor site meets the model); readiness gives up after 2 s. One service for
     * EngineQuarantineTest (first: its quarantine starts empty), EngineRobustnessTest and EngineStopTest (last: it
     * ends the engine); Quarkus orders a profile's classes by name.
     */
    public static class BackgroundLoadOn implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gridmarket.engine.background-jobs-per-site", "3",
                    "gridmarket.engine.stall-timeout", "2s");
        }
    }

    static Object awaitQuietly(CountDownLatch latch) {
        try {
            assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    /** Waits until exactly {@code count} commands wait (the engine is inside the blocking command's turn). */
    static void awaitWaiting(LiveEngine engine, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (engine.waiting() != count && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        Thread.sleep(50);
        assertThat(engine.waiting()).isEqualTo(count);
    }

    /** A fresh person of {@code role}; returns their username (password "long-enough-pw"). */
    static String newPerson(String role) {
        String name = role + "robust" + UNIQUE.incrementAndGet() + System.nanoTime() % 1000;
        Api.as("admin").body(Map.of("username", name, "password", "long-enough-pw", "role", role))
                .post("/api/admin/users").then().statusCode(201);
        return name;
    }

    static String token(String username) {
        if (username.contains("robust")) {
            return RestAssured.given().contentType("application/json")
                    .body(Map.of("username", username, "password", "long-enough-pw")).post("/api/auth/login")
                    .then().statusCode(200).extract().path("accessToken");
        }
        return Api.token(username);
    }

    static io.restassured.specification.RequestSpecification given(String token) {
        return RestAssured.given().contentType("application/json").auth().oauth2(token);
    }

    static long register(String owner, String name, int processors, int mips, long price) {
        return register(owner, name, processors, mips, price, "robust");
    }

    /**
     * A site in {@code grid}: a demo user (alice in {@code west}, bob and carol in {@code south}) places OFT/OFC
     * jobs only on sites of their home grid (seed 000).
     */
    static long register(String owner, String name, int processors, int mips, long price, String grid) {
        return ((Number) given(token(owner)).body(Map.of("name", name + " " + UNIQUE.incrementAndGet(),
                        "processors", processors, "mipsPerProcessor", mips, "bandwidthGbps", 1, "gridName", grid,
                        "price", Map.of("priceMicroGdPerProcessorHour", price)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    static Map<String, Object> job(int processors, long runtimeSeconds, long budgetGd, long deadlineSeconds) {
        Map<String, Object> body = new HashMap<>();
        body.put("processors", processors);
        body.put("runtimeSeconds", runtimeSeconds);
        body.put("budgetMicroGd", budgetGd * 1_000_000);
        body.put("deadlineSeconds", deadlineSeconds);
        body.put("strategy", "OFC");
        return body;
    }

    /**
     * A job within every limit whose price overflows a {@code long} on a dear site: 1,000 processors of the
     * longest length a processor may take (10⁸ s at 1,000 MIPS) at 10¹² µG$ per processor-hour is ~2.8 × 10¹⁹ µG$.
     */
    static Map<String, Object> hugeJob() {
        return Map.of("processors", 1_000, "lengthMi", 1_000 * JobLimits.MAX_LENGTH_MI_PER_PROCESSOR, "budgetMicroGd",
                JobLimits.MAX_BUDGET_MICRO_GD, "deadlineSeconds", JobLimits.MAX_DEADLINE_SECONDS, "strategy", "OFC");
    }

    static Response quote(String username, Map<String, Object> body) {
        return given(token(username)).body(body).post("/api/quotes");
    }

    static Response submit(String username, String key, Map<String, Object> body) {
        return given(token(username)).header("Idempotency-Key", key + "-" + UNIQUE.incrementAndGet()).body(body)
                .post("/api/jobs");
    }

    static List<Map<String, Object>> listedInQuarantine() {
        return Api.as("admin").get("/api/admin/engine/quarantine").then().statusCode(200).extract().jsonPath()
                .getList("$");
    }

    static long userId(AgroalDataSource dataSource, String username) throws Exception {
        return single(dataSource, "SELECT id FROM users WHERE username = ?", username);
    }

    /**
     * The local jobs its owner put on {@code site} (no Idempotency-Key); neither federation jobs nor the
     * background load's, which arrive on their own.
     */
    static int ownersLocalJobsOnSite(AgroalDataSource dataSource, long site) throws Exception {
        return (int) single(dataSource, "SELECT count(*) FROM jobs WHERE site_id = ? AND kind = 'local' "
                + "AND idempotency_key IS NULL", site);
    }

    private static long single(AgroalDataSource dataSource, String sql, Object parameter) throws Exception {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setObject(1, parameter);
            try (ResultSet row = statement.executeQuery()) {
                assertThat(row.next()).isTrue();
                return row.getLong(1);
            }
        }
    }

    /** Polls job {@code jobId} as its user every 50 ms until it is in {@code state}; fails after a minute. */
    static io.restassured.path.json.JsonPath waitFor(String token, long jobId, String state) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        io.restassured.path.json.JsonPath job;
        do {
            job = RestAssured.given().auth().oauth2(token).get("/api/jobs/" + jobId).jsonPath();
            if (state.equals(job.getString("state"))) {
                return job;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("job " + jobId + " is " + job.getString("state") + ", not " + state);
    }
}
