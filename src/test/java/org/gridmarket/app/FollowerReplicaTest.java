package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.gridmarket.app.jobs.service.JobEvents;
import org.junit.jupiter.api.Test;

/**
 * A replica that follows (issue 34): it runs no engine, is ready, serves every read the database can answer itself,
 * sends commands and engine reads to the leader (here there is none, so they are answered 503 in words, and nothing
 * is recorded), and hands other replicas' job events to its own streams.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(FollowerProfile.class)
class FollowerReplicaTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource(value = "/health/ready", management = true)
    URL ready;

    @Inject
    JobEvents events;

    @Test
    void aFollowerIsReadyAndSaysWhoLeads() {
        given().get(ready).then().statusCode(200);
        Map<String, Object> view = Api.as("admin").get("/api/admin/engine/leadership").then().statusCode(200)
                .extract().jsonPath().getMap("");
        assertThat(view).containsEntry("leader", false).containsEntry("replica", "follower-under-test")
                .containsEntry("leaderReplica", null).containsEntry("since", null);
    }

    @Test
    void commandsAndEngineReadsGoToTheLeaderAndWithoutOneAreRefusedInWords() {
        Response submitted = LiveMarketplaceTest.submit(Api.token("alice"), "follower-1",
                LiveMarketplaceTest.job(1, 600, 50, 86_400, "OFC"));
        assertThat(submitted.statusCode()).isEqualTo(503);
        assertThat(submitted.header("Retry-After")).isEqualTo("1");
        assertThat(submitted.jsonPath().getString("type")).isEqualTo("/problems/no-leader");
        assertThat(submitted.jsonPath().getString("detail")).contains("no replica runs the engine right now");
        Api.as("alice").get("/api/engine/clock").then().statusCode(503);
        Api.as("admin").get("/api/admin/engine/quarantine").then().statusCode(503);
        Api.as("alice").get("/api/jobs").then().statusCode(200);
    }

    /** Every GET of the API document that is not an engine read is answered here, without the leader. */
    @Test
    void everyOtherReadIsServedByTheFollowerItself() throws Exception {
        JsonNode paths = JSON.readTree(given().get("/q/openapi?format=json").asString()).get("paths");
        List<String> servedHere = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> each = paths.fields(); each.hasNext(); ) {
            Map.Entry<String, JsonNode> path = each.next();
            if (!path.getValue().has("get") || path.getKey().endsWith("/events")) {
                continue; // streams stay open
            }
            String concrete = path.getKey().replaceAll("\\{[^}]+}", "1");
            Response answer = Api.as("admin").get(concrete);
            (answer.statusCode() == 503 ? refused : servedHere).add(path.getKey() + " " + answer.statusCode());
        }
        assertThat(servedHere).hasSizeGreaterThan(20);
        assertThat(refused).as("the engine reads, which go to the leader").containsExactlyInAnyOrder(
                "/api/admin/engine/quarantine 503", "/api/admin/federation-queue 503", "/api/engine/clock 503",
                "/api/jobs/{id}/queue-place 503", "/api/sites/{id}/agent/assignments 503",
                "/api/sites/{id}/agent/jobs/{jobId} 503", "/api/sites/{id}/agent/jobs/{jobId}/script 503",
                "/api/sites/{id}/queue 503", "/api/sites/{id}/utilisation 503", "/api/experiments 503",
                "/api/experiments/catalogue 503", "/api/experiments/{a}/compare/{b} 503", "/api/experiments/{id} 503",
                "/api/experiments/{id}/files/{name} 503");
    }

    @Test
    void otherReplicasJobEventsReachThisReplicasStreams() throws Exception {
        List<JobEvents.JobEvent> heard = new CopyOnWriteArrayList<>();
        var subscription = events.stream(0, true).subscribe().with(heard::add);
        try (Connection connection = DatabaseOwner.dataSource().getConnection();
             PreparedStatement notify = connection.prepareStatement("SELECT pg_notify(?, ?)")) {
            notify.setString(1, JobEvents.CHANNEL);
            notify.setString(2, "{\"origin\":\"another-replica\",\"events\":[[41,7,\"RUNNING\",3,"
                    + "\"2026-12-02T10:00:00Z\",null],[42,7,\"REJECTED\",null,\"2026-12-02T10:00:01Z\",\"no site\"]]}");
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (heard.size() < 2 && System.nanoTime() < deadline) {
                notify.execute();
                Thread.sleep(300);
            }
        } finally {
            subscription.cancel();
        }
        assertThat(heard).contains(new JobEvents.JobEvent(41, 7, "RUNNING", 3L,
                java.time.Instant.parse("2026-12-02T10:00:00Z"), null), new JobEvents.JobEvent(42, 7, "REJECTED", null,
                java.time.Instant.parse("2026-12-02T10:00:01Z"), "no site"));
    }
}
