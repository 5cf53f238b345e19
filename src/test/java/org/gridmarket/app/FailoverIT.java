package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two replicas of the packaged service on one standalone PostgreSQL ({@code scripts/postgres.sh}), as issue 34 asks:
 * a burst of submissions sent to both, round robin, and the leader killed ({@code kill -9}) in the middle of it.
 * Afterwards every acknowledged job exists and runs to its end, no job is placed or run twice, the trial balance
 * balances and reconciliation is clean; the follower took over within seconds (the time is printed), and the
 * killed replica, started again, follows and forwards.
 */
class FailoverIT {
    private static final ObjectMapper JSON = PackagedService.JSON;
    private static final int CLIENTS = 6;
    private static final int SUBMISSIONS = 300;
    private static final int KILL_AFTER = 100;

    @TempDir
    Path work;

    private Path postgres;
    private final List<PackagedService> replicas = new ArrayList<>();

    @AfterEach
    void stopEverything() throws Exception {
        for (PackagedService replica : replicas) {
            replica.close();
        }
        if (postgres != null) {
            new ProcessBuilder("scripts/postgres.sh", "stop", postgres.toString()).inheritIO().start()
                    .waitFor(60, TimeUnit.SECONDS);
        }
    }

    @Test
    void theFollowerTakesOverAndNothingAcknowledgedIsLostOrDoneTwice() throws Exception {
        postgres = work.resolve("postgres");
        int port = PackagedService.freePort();
        Process started = new ProcessBuilder("scripts/postgres.sh", "start", postgres.toString(),
                Integer.toString(port)).redirectErrorStream(true).start();
        String output = new String(started.getInputStream().readAllBytes());
        assertThat(started.waitFor()).as(output).isZero();
        Map<String, String> environment = exports(postgres.resolve("env"));
        environment.put("GRIDMARKET_DEMO_ENABLED", "true");
        environment.put("GRIDMARKET_RATE_LIMITS_ENABLED", "false");
        environment.put("GRIDMARKET_ENGINE_TIME_SCALE", "1000");

        PackagedService a = replica("a", environment);
        PackagedService b = replica("b", environment);
        Process leaderProcess = a.start("first");
        b.start("first");
        String admin = a.login("admin");
        assertThat(a.json("GET", "/api/admin/engine/leadership", admin, null).get("leader").asBoolean()).isTrue();
        JsonNode follower = b.json("GET", "/api/admin/engine/leadership", admin, null);
        assertThat(follower.get("leader").asBoolean()).isFalse();
        assertThat(follower.get("leaderReplica").asText()).isEqualTo("a");

        List<String> tokens = List.of(a.login("alice"), a.login("bob"), a.login("carol"));
        Map<String, Long> acknowledged = new ConcurrentHashMap<>();
        AtomicInteger next = new AtomicInteger();
        AtomicLong killedAt = new AtomicLong();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS + 1);
        Future<Long> takeover = clients.submit(() -> takeoverMillis(b, admin, killedAt));
        List<Future<?>> sent = new ArrayList<>();
        for (int client = 0; client < CLIENTS; client++) {
            sent.add(clients.submit(() -> {
                for (int i = next.getAndIncrement(); i < SUBMISSIONS; i = next.getAndIncrement()) {
                    if (i == KILL_AFTER) {
                        leaderProcess.destroyForcibly(); // SIGKILL: no turn ends, no lock is given back
                        killedAt.set(System.nanoTime());
                    }
                    String key = "failover-" + i;
                    acknowledged.put(key, submitUntilAcknowledged(i % 2 == 0 ? a : b, b, tokens.get(i % 3), key));
                }
                return null;
            }));
        }
        for (Future<?> each : sent) {
            each.get(5, TimeUnit.MINUTES);
        }
        long takeoverMillis = takeover.get(1, TimeUnit.MINUTES);
        clients.shutdown();
        System.out.printf("Fail-over: the follower led %d ms after the leader was killed; %d submissions "
                + "acknowledged%n", takeoverMillis, acknowledged.size());
        assertThat(acknowledged).hasSize(SUBMISSIONS);
        assertThat(takeoverMillis).isLessThan(15_000);

        // every acknowledged job exists, once, and runs to its end
        for (int i = 0; i < SUBMISSIONS; i++) {
            long jobId = acknowledged.get("failover-" + i);
            b.waitForState(tokens.get(i % 3), jobId, "COMPLETED", Duration.ofSeconds(120));
        }
        try (Connection owner = owner(environment); Statement statement = owner.createStatement()) {
            assertThat(count(statement, "SELECT count(*) FROM jobs WHERE idempotency_key LIKE 'failover-%'"))
                    .isEqualTo(SUBMISSIONS);
            assertThat(count(statement, "SELECT count(*) FROM (SELECT r.job_id FROM job_runs r JOIN jobs j ON "
                    + "j.id = r.job_id WHERE j.idempotency_key LIKE 'failover-%' GROUP BY r.job_id "
                    + "HAVING count(*) <> 1) twice")).as("jobs that ran other than once").isZero();
            assertThat(count(statement, "SELECT epoch FROM engine_leadership")).isEqualTo(2);
        }
        JsonNode reconciliation = b.json("GET", "/api/audit/reconciliation", admin, null);
        assertThat(reconciliation.get("ok").asBoolean()).as(reconciliation.toString()).isTrue();
        assertThat(b.json("GET", "/api/audit/trial-balance", admin, null).get("balanced").asBoolean()).isTrue();
        assertThat(b.json("GET", "/api/audit/verify-chain", admin, null).get("ok").asBoolean()).isTrue();

        // the killed replica comes back as a follower, and what it is sent reaches the leader
        a.start("second");
        JsonNode back = a.json("GET", "/api/admin/engine/leadership", admin, null);
        assertThat(back.get("leader").asBoolean()).isFalse();
        assertThat(back.get("leaderReplica").asText()).isEqualTo("b");
        HttpResponse<String> forwarded = a.send("POST", "/api/jobs", tokens.get(0), job(), "failover-after");
        assertThat(forwarded.statusCode()).as(forwarded.body()).isEqualTo(201);
        a.waitForState(tokens.get(0), JSON.readTree(forwarded.body()).get("id").asLong(), "COMPLETED",
                Duration.ofSeconds(60));
    }

    private PackagedService replica(String name, Map<String, String> shared) throws IOException {
        Map<String, String> environment = new HashMap<>(shared);
        PackagedService replica = new PackagedService(Files.createDirectories(work.resolve(name)), "failover-" + name,
                environment);
        environment.put("GRIDMARKET_REPLICA_NAME", name);
        environment.put("GRIDMARKET_REPLICA_URL", replica.baseUrl());
        replicas.add(replica);
        return replica;
    }

    /**
     * What a careful client does: sends the submission, and on a 503 or a broken connection sends the same one (same
     * Idempotency-Key) again, to the other replica; returns the job's id once one answer acknowledges it.
     */
    private static long submitUntilAcknowledged(PackagedService first, PackagedService other, String token,
                                                String key) throws Exception {
        PackagedService target = first;
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> answer = target.send("POST", "/api/jobs", token, job(), key);
                if (answer.statusCode() == 200 || answer.statusCode() == 201) {
                    return JSON.readTree(answer.body()).get("id").asLong();
                }
                assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
            } catch (IOException connectionLost) {
                // the replica died under the request: not acknowledged, send it again
            }
            target = target == first ? other : first;
            Thread.sleep(100);
        }
        throw new AssertionError("submission " + key + " was never acknowledged");
    }

    /** Milliseconds from the kill until {@code follower} says it leads. */
    private static long takeoverMillis(PackagedService follower, String admin, AtomicLong killedAt) throws Exception {
        while (killedAt.get() == 0) {
            Thread.sleep(5);
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            HttpResponse<String> view = follower.send("GET", "/api/admin/engine/leadership", admin, null);
            if (view.statusCode() == 200 && JSON.readTree(view.body()).get("leader").asBoolean()) {
                return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt.get());
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the follower never took over");
    }

    private static String job() {
        return "{\"processors\":1,\"runtimeSeconds\":600,\"budgetMicroGd\":50000000,\"deadlineSeconds\":86400,"
                + "\"strategy\":\"OFC\"}";
    }

    /** The {@code export NAME=value} lines of scripts/postgres.sh's DIR/env. */
    private static Map<String, String> exports(Path env) throws IOException {
        Map<String, String> values = new HashMap<>();
        for (String line : Files.readAllLines(env)) {
            if (line.startsWith("export ")) {
                String assignment = line.substring("export ".length());
                int equals = assignment.indexOf('=');
                values.put(assignment.substring(0, equals), assignment.substring(equals + 1));
            }
        }
        return values;
    }

    private static Connection owner(Map<String, String> environment) throws Exception {
        return DriverManager.getConnection(environment.get("QUARKUS_DATASOURCE_JDBC_URL"),
                environment.get("QUARKUS_FLYWAY_USERNAME"), environment.get("QUARKUS_FLYWAY_PASSWORD"));
    }

    private static long count(Statement statement, String sql) throws Exception {
        try (ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
