package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One engine leader among replicas (issue 34) as a single replica sees it: it leads, says so, and a turn that finds
 * the epoch moved on (another replica took over while the turn waited) commits nothing.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LeadershipTest {

    @Test
    void theOnlyReplicaLeadsAndSaysSo() {
        Map<String, Object> view = Api.as("admin").get("/api/admin/engine/leadership").then().statusCode(200)
                .extract().jsonPath().getMap("");
        assertThat(view.get("leader")).isEqualTo(true);
        assertThat((Integer) view.get("epoch")).isPositive();
        assertThat(view.get("since")).isNotNull();
        assertThat(view.get("leaderReplica")).isEqualTo(view.get("replica"));
        Api.as("alice").get("/api/admin/engine/leadership").then().statusCode(403);
        given().get("/api/admin/engine/leadership").then().statusCode(401);
    }

    @Test
    void aTurnUnderAnEpochThatMovedOnCommitsNothing() throws Exception {
        long before = epoch();
        String key = "fenced-" + UUID.randomUUID();
        CompletableFuture<Response> submitted;
        try (Connection takeover = DatabaseOwner.dataSource().getConnection()) {
            takeover.setAutoCommit(false);
            try (Statement statement = takeover.createStatement()) {
                // another replica takes over: its UPDATE holds the row until it commits
                statement.executeUpdate("UPDATE engine_leadership SET epoch = epoch + 1, replica = 'elsewhere',"
                        + " url = 'http://127.0.0.1:9', since = now()");
            }
            submitted = CompletableFuture.supplyAsync(() -> LiveMarketplaceTest.submit(Api.token("alice"), key,
                    LiveMarketplaceTest.job(1, 600, 50, 86_400, "OFC")));
            Thread.sleep(1_000); // the submission's turn now waits for the row
            takeover.commit();
        }
        Response answer = submitted.get(30, TimeUnit.SECONDS);
        assertThat(answer.statusCode()).as(answer.asString()).isEqualTo(503);
        assertThat(answer.jsonPath().getString("type")).isEqualTo("/problems/not-leader");
        assertThat(jobsUnder(key)).as("nothing of the fenced turn was committed").isZero();

        // the replica still holds the lock, so it takes over again (one more epoch) and rebuilds
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline && !(leads() && epoch() == before + 2)) {
            Thread.sleep(100);
        }
        assertThat(epoch()).isEqualTo(before + 2);
        Response again = retry(key);
        assertThat(again.statusCode()).as(again.asString()).isEqualTo(201);
        assertThat(LiveMarketplaceTest.submit(Api.token("alice"), key,
                LiveMarketplaceTest.job(1, 600, 50, 86_400, "OFC")).statusCode()).isEqualTo(200);
        assertThat(jobsUnder(key)).isEqualTo(1);
    }

    /** The same submission again until the engine is back (it rebuilds after taking over). */
    private static Response retry(String key) throws InterruptedException {
        Response answer = null;
        for (int attempt = 0; attempt < 100; attempt++) {
            answer = LiveMarketplaceTest.submit(Api.token("alice"), key,
                    LiveMarketplaceTest.job(1, 600, 50, 86_400, "OFC"));
            if (answer.statusCode() != 503) {
                return answer;
            }
            Thread.sleep(200);
        }
        return answer;
    }

    private static boolean leads() {
        return Api.as("admin").get("/api/admin/engine/leadership").jsonPath().getBoolean("leader");
    }

    private static long epoch() throws Exception {
        try (Connection connection = DatabaseOwner.dataSource().getConnection();
             Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT epoch FROM engine_leadership")) {
            row.next();
            return row.getLong(1);
        }
    }

    private static int jobsUnder(String key) throws Exception {
        try (Connection connection = DatabaseOwner.dataSource().getConnection();
             PreparedStatement statement = connection.prepareStatement(
                     "SELECT count(*) FROM jobs WHERE idempotency_key = ?")) {
            statement.setString(1, key);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }
}
