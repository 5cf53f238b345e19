package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.gridmarket.app.jobs.service.LiveEngine;
import org.gridmarket.app.platform.ApiProblem;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, the market's side of a site agent: heartbeats and offline sites, the cluster's reports of started,
 * finished and failed jobs and what they charge, a job's script and output. Each test's buyer lives in a grid of
 * its own whose one cluster is the agent's (a DBC job stays in its home grid), so its jobs can go nowhere else.
 */
@QuarkusTest
@TestProfile(RealTimeProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AgentProtocolTest {
    private static final List<Long> SITES = new ArrayList<>();

    @Inject
    AgroalDataSource dataSource;
    @Inject
    LiveEngine engine;

    /** An agent site of 64 processors at 3,600 µG$ per processor-hour (1 µG$ per processor-second), alone in its grid. */
    private record Cluster(long id, String key, String buyer) {
        JsonPath heartbeat() {
            return AgentKeysTest.agent(key).post("/api/sites/" + id + "/agent/heartbeat").then().statusCode(200)
                    .extract().jsonPath();
        }

        void report(Map<String, Object> event, int status) {
            AgentKeysTest.agent(key).body(event).post("/api/sites/" + id + "/agent/events").then().statusCode(status);
        }
    }

    private static Cluster cluster(String name) {
        String grid = "agents-" + System.nanoTime() % 1_000_000;
        long id = ((Number) Api.as("owner3").body(Map.of("name", name + " " + grid, "processors", 64,
                        "mipsPerProcessor", 1_000, "bandwidthGbps", 1, "gridName", grid,
                        "price", Map.of("priceMicroGdPerProcessorHour", 3_600)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        SITES.add(id);
        Api.as("owner3").body(Map.of("enabled", true)).put("/api/sites/" + id + "/agent-mode").then().statusCode(200);
        String buyer = LiveMarketplaceTest.buyer(1_000);
        long userId = ((Number) given().auth().oauth2(buyer).get("/api/me").then().extract().path("id")).longValue();
        Api.as("admin").body(Map.of("siteId", id)).put("/api/admin/users/" + userId + "/home-site").then()
                .statusCode(204);
        return new Cluster(id, AgentKeysTest.createKey(id), buyer);
    }

    /** A 2-processor job of 600 s: 2 × 600 processor-seconds at 1 µG$ each, 1,200 µG$. */
    private static JsonPath submit(Cluster cluster, String key) {
        io.restassured.response.Response response = LiveMarketplaceTest.submit(cluster.buyer(),
                key + System.nanoTime(), LiveMarketplaceTest.job(2, 600, 1, 1_000_000, "OFC"));
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(201);
        return response.jsonPath();
    }

    /** A job refused because no cluster of its grid takes new jobs: 422 {@code job-rejected}, nothing charged. */
    private static void refused(Cluster cluster, String key) {
        LiveMarketplaceTest.submit(cluster.buyer(), key + System.nanoTime(),
                LiveMarketplaceTest.job(2, 600, 1, 1_000_000, "OFC")).then().statusCode(422)
                .body("type", equalTo("/problems/job-rejected"));
    }

    /** The sites a quote for the job of {@link #submit} considers. */
    private static List<Integer> quotedSites(Cluster cluster) {
        return given().contentType("application/json").auth().oauth2(cluster.buyer())
                .body(LiveMarketplaceTest.job(2, 600, 1, 1_000_000, "OFC")).post("/api/quotes").then().statusCode(200)
                .extract().jsonPath().getList("candidates.siteId");
    }

    private static Map<String, Object> event(long jobId, String type) {
        Map<String, Object> event = new HashMap<>();
        event.put("jobId", jobId);
        event.put("type", type);
        return event;
    }

    private static JsonPath job(Cluster cluster, long jobId) {
        return given().auth().oauth2(cluster.buyer()).get("/api/jobs/" + jobId).then().statusCode(200).extract()
                .jsonPath();
    }

    @AfterEach
    void withdrawSites() {
        SITES.forEach(id -> Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200));
        SITES.clear();
    }

    @Test
    void aSiteWhoseAgentIsSilentGetsNoNewJobsUntilItIsHeardAgain() throws InterruptedException {
        Cluster cluster = cluster("Heartbeat cluster");
        Api.as("owner3").get("/api/sites/" + cluster.id()).then().body("agent.online", equalTo(false))
                .body("agent.lastHeardAt", nullValue()).body("agent.offlineAfterSeconds", equalTo(3));
        Api.as("alice").get("/api/sites/" + cluster.id()).then().body("agent", nullValue());
        refused(cluster, "never-heard");

        String heard = cluster.heartbeat().getString("serverTime");
        Api.as("owner3").get("/api/sites/" + cluster.id()).then().body("agent.online", equalTo(true))
                .body("agent.lastHeardAt", equalTo(heard));
        JsonPath placed = submit(cluster, "heard");
        assertThat(placed.getLong("siteId")).isEqualTo(cluster.id());
        assertThat(placed.getString("state")).as("it runs when the cluster says so").isEqualTo("ACCEPTED");

        assertThat(quotedSites(cluster)).contains((int) cluster.id());

        Thread.sleep(3_500);
        Api.as("owner3").get("/api/sites/" + cluster.id()).then().body("agent.online", equalTo(false));
        assertThat(quotedSites(cluster)).doesNotContain((int) cluster.id());
        refused(cluster, "silent");
        assertThat(job(cluster, placed.getLong("id")).getString("state")).as("its jobs go on").isEqualTo("ACCEPTED");

        cluster.heartbeat();
        assertThat(submit(cluster, "heard-again").getLong("siteId")).isEqualTo(cluster.id());
    }

    @Test
    void aFinishedJobPaysForTheClustersElapsedTimeAndAFailedOneNothing() {
        Cluster cluster = cluster("Reporting cluster");
        cluster.heartbeat();
        long before = LiveMarketplaceTest.wallet(cluster.buyer()).getLong("balanceMicroGd");
        JsonPath accepted = submit(cluster, "finishing");
        long jobId = accepted.getLong("id");
        assertThat(accepted.getLong("priceMicroGd")).isEqualTo(1_200);

        Map<String, Object> started = event(jobId, "started");
        started.put("at", Instant.now().toString());
        cluster.report(started, 204);
        JsonPath running = job(cluster, jobId);
        assertThat(running.getString("state")).isEqualTo("RUNNING");
        cluster.report(started, 204); // repeated: nothing changes
        assertThat(job(cluster, jobId).getString("startedAt")).isEqualTo(running.getString("startedAt"));

        Map<String, Object> finished = event(jobId, "finished");
        finished.put("runtimeSeconds", 150);
        finished.put("exitCode", 0);
        cluster.report(finished, 204);
        JsonPath done = job(cluster, jobId);
        assertThat(done.getString("state")).isEqualTo("COMPLETED");
        // 1,200 µG$ × min(150, 600) / 600 = 300 µG$.
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(300);
        cluster.report(finished, 409);

        JsonPath failing = submit(cluster, "failing");
        Map<String, Object> failed = event(failing.getLong("id"), "failed");
        failed.put("reason", "Slurm: TIMEOUT — ran past its time limit");
        failed.put("exitCode", 0);
        cluster.report(failed, 204);
        JsonPath gone = job(cluster, failing.getLong("id"));
        assertThat(gone.getString("state")).isEqualTo("FAILED");
        assertThat(gone.getLong("chargedMicroGd")).isZero();
        assertThat(gone.<String>getList("events.detail")).anySatisfy(detail ->
                assertThat(detail).contains("Slurm: TIMEOUT — ran past its time limit").contains("nothing charged"));
        assertThat(LiveMarketplaceTest.wallet(cluster.buyer()).getLong("balanceMicroGd")).isEqualTo(before - 300);
    }

    @Test
    void aJobFinishedBeforeItWasSeenStartingStartsAndFinishes() {
        Cluster cluster = cluster("Quick cluster");
        cluster.heartbeat();
        long jobId = submit(cluster, "quick").getLong("id");
        Map<String, Object> finished = event(jobId, "finished");
        finished.put("runtimeSeconds", 900);
        cluster.report(finished, 204);
        JsonPath done = job(cluster, jobId);
        assertThat(done.getString("state")).isEqualTo("COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).as("never more than the price").isEqualTo(1_200);
        assertThat(done.<String>getList("events.state")).containsSubsequence("ACCEPTED", "RUNNING", "COMPLETED");
    }

    @Test
    void theMarketFollowsTheClusterWhenItsModelHasNoRoom() {
        Cluster cluster = cluster("Busy cluster");
        cluster.heartbeat();
        Api.as("owner3").body(Map.of("processors", 64, "runtimeSeconds", 100_000))
                .post("/api/sites/" + cluster.id() + "/local-jobs").then().statusCode(201);
        JsonPath accepted = submit(cluster, "behind-local");
        long jobId = accepted.getLong("id");
        assertThat(accepted.getString("state")).isEqualTo("ACCEPTED");

        Map<String, Object> started = event(jobId, "started");
        cluster.report(started, 204);
        assertThat(job(cluster, jobId).getString("state")).as("the cluster runs it; the model keeps its plan")
                .isEqualTo("RUNNING");
        Map<String, Object> finished = event(jobId, "finished");
        finished.put("runtimeSeconds", 150);
        cluster.report(finished, 204);
        JsonPath done = job(cluster, jobId);
        assertThat(done.getString("state")).isEqualTo("COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(300);
    }

    @Test
    void afterARebuildTheAgentsJobsStillWaitForItAndItsSiteIsStillOnline() {
        Cluster cluster = cluster("Rebuilt cluster");
        cluster.heartbeat();
        long jobId = submit(cluster, "before-rebuild").getLong("id");
        try { // a command that fails makes the engine rebuild its state from the database
            engine.call(state -> {
                throw new IllegalStateException("a failure that makes the engine rebuild");
            });
        } catch (ApiProblem expected) {
            assertThat(expected.status()).isEqualTo(500);
        }
        assertThat(job(cluster, jobId).getString("state")).as("its site's model runs it; the cluster has not said so")
                .isEqualTo("ACCEPTED");
        assertThat(submit(cluster, "after-rebuild").getLong("siteId")).isEqualTo(cluster.id());
        cluster.report(event(jobId, "started"), 204);
        assertThat(job(cluster, jobId).getString("state")).isEqualTo("RUNNING");
    }

    @Test
    void theAgentReadsTheScriptAndUploadsTheOutputWhichOnlyTheJobsPeopleRead() throws Exception {
        Cluster cluster = cluster("Output cluster");
        cluster.heartbeat();
        long jobId = submit(cluster, "output").getLong("id");
        String base = "/api/sites/" + cluster.id() + "/agent/jobs/" + jobId;
        AgentKeysTest.agent(cluster.key()).get(base).then().statusCode(200).body("jobId", equalTo((int) jobId))
                .body("state", equalTo("ACCEPTED")).body("processors", equalTo(2))
                .body("runtimeSeconds", equalTo(600)).body("hasScript", equalTo(false));
        AgentKeysTest.agent(cluster.key()).get(base + "/script").then().statusCode(404);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement insert = connection.prepareStatement(
                     "INSERT INTO job_scripts (job_id, script) VALUES (?, ?)")) {
            insert.setLong(1, jobId);
            insert.setString(2, "#!/bin/sh\necho héllo\n");
            insert.executeUpdate();
        }
        AgentKeysTest.agent(cluster.key()).get(base).then().body("hasScript", equalTo(true));
        assertThat(AgentKeysTest.agent(cluster.key()).get(base + "/script").then().statusCode(200)
                .contentType("text/plain").extract().asString()).isEqualTo("#!/bin/sh\necho héllo\n");

        given().auth().oauth2(cluster.buyer()).get("/api/jobs/" + jobId + "/output").then().statusCode(404);
        AgentKeysTest.agent(cluster.key()).contentType("text/plain; charset=UTF-8").body("héllo\n")
                .put(base + "/output").then().statusCode(204);
        assertThat(given().auth().oauth2(cluster.buyer()).get("/api/jobs/" + jobId + "/output").then()
                .statusCode(200).contentType("text/plain").extract().asString()).isEqualTo("héllo\n");
        Api.as("owner3").get("/api/jobs/" + jobId + "/output").then().statusCode(200);
        Api.as("admin").get("/api/jobs/" + jobId + "/output").then().statusCode(200);
        Api.as("alice").get("/api/jobs/" + jobId + "/output").then().statusCode(404)
                .contentType("application/problem+json");
        Api.as("owner1").get("/api/jobs/" + jobId + "/output").then().statusCode(404);

        AgentKeysTest.agent(cluster.key()).contentType("text/plain; charset=UTF-8").body("x".repeat(65_537))
                .put(base + "/output").then().statusCode(413).contentType("application/problem+json");
        AgentKeysTest.agent(cluster.key()).contentType("text/plain; charset=UTF-8").body("y".repeat(65_536))
                .put(base + "/output").then().statusCode(204);
        assertThat(given().auth().oauth2(cluster.buyer()).get("/api/jobs/" + jobId + "/output").then()
                .extract().asString()).hasSize(65_536);
    }
}
