package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Owners' queues and local jobs, reconciliation, the status stream, and many users at once. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LiveOperationsTest {
    @jakarta.inject.Inject
    org.gridmarket.app.jobs.service.JobEvents jobEvents;

    @io.quarkus.test.common.http.TestHTTPResource("/api/jobs/events")
    java.net.URL eventsUrl;

    @Test
    void anOwnerSeesTheQueueWithPlannedTimesAndRunsLocalJobs() {
        long site = LiveMarketplaceTest.register("Local site", 16, 1000, 1_000_000);
        JsonPath first = Api.as("owner3").body(Map.of("processors", 16, "runtimeSeconds", 1_000_000))
                .post("/api/sites/" + site + "/local-jobs").then().statusCode(201).extract().jsonPath();
        JsonPath second = Api.as("owner3").body(Map.of("processors", 16, "runtimeSeconds", 500))
                .post("/api/sites/" + site + "/local-jobs").then().statusCode(201).extract().jsonPath();
        assertThat(first.getString("kind")).isEqualTo("local");
        assertThat(first.getLong("priceMicroGd")).isZero();
        assertThat(second.getString("plannedStart")).isEqualTo(first.getString("plannedEnd"));

        JsonPath queue = Api.as("owner3").get("/api/sites/" + site + "/queue").then().statusCode(200).extract().jsonPath();
        assertThat(queue.getList("jobs.jobId", Long.class)).containsExactly(first.getLong("id"), second.getLong("id"));
        assertThat(queue.getList("jobs.state")).containsExactly("RUNNING", "RESERVED");
        assertThat(queue.getDouble("utilisationNow")).isEqualTo(1.0);
        Api.as("owner2").get("/api/sites/" + site + "/queue").then().statusCode(403);
        Api.as("owner3").body(Map.of("processors", 17, "runtimeSeconds", 5)).post("/api/sites/" + site + "/local-jobs")
                .then().statusCode(422);
    }

    @Test
    void reconciliationFindsEveryHoldResolvedAndChargesEqualRevenue() throws InterruptedException {
        String token = LiveMarketplaceTest.buyer(1_000);
        long job = LiveMarketplaceTest.submit(token, "reconcile", Map.of("processors", 1, "runtimeSeconds", 60,
                "budgetMicroGd", 1_000_000_000L, "deadlineSeconds", 100_000, "strategy", "OFC"))
                .then().statusCode(201).extract().jsonPath().getLong("id");
        LiveMarketplaceTest.waitFor(token, job, "COMPLETED");
        JsonPath report = Api.as("admin").get("/api/audit/reconciliation").then().statusCode(200).extract().jsonPath();
        assertThat(report.getBoolean("ok")).as(report.prettify()).isTrue();
        // Redirected jobs (other tests') are paid through gateways: charged = paid to owners + settled through them.
        assertThat(report.getBoolean("chargesBalanced")).as(report.getString("chargeEquation")).isTrue();
        assertThat(report.getLong("chargedOnJobsMicroGd")).isPositive().isEqualTo(Math.addExact(
                report.getLong("postedToOwnersMicroGd"), report.getLong("postedToGatewaysMicroGd")));
        Api.as("admin").get("/api/audit/jobs/" + job + "/trail").then().statusCode(200)
                .body("events.state", org.hamcrest.Matchers.hasItems("SUBMITTED", "ACCEPTED", "RUNNING", "COMPLETED"))
                .body("transfers.kind", org.hamcrest.Matchers.contains("pending", "post_pending"));
    }

    @Test
    void theStatusStreamCarriesTheCallersJobEvents() throws Exception {
        String token = LiveMarketplaceTest.buyer(1_000);
        int listenersBefore = jobEvents.listeners();
        HttpURLConnection stream = (HttpURLConnection) eventsUrl.openConnection();
        stream.setRequestProperty("Authorization", "Bearer " + token);
        stream.setRequestProperty("Accept", "text/event-stream");
        stream.setReadTimeout(20_000);
        assertThat(stream.getResponseCode()).isEqualTo(200);
        // The stream hears what is published after it subscribes, which may be a moment after its headers.
        long subscribed = System.nanoTime() + 10_000_000_000L;
        while (jobEvents.listeners() <= listenersBefore && System.nanoTime() < subscribed) {
            Thread.sleep(10);
        }
        long job = LiveMarketplaceTest.submit(token, "streamed", Map.of("processors", 1, "runtimeSeconds", 30,
                "budgetMicroGd", 1_000_000_000L, "deadlineSeconds", 100_000, "strategy", "OFT"))
                .then().statusCode(201).extract().jsonPath().getLong("id");
        List<String> states = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(stream.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while (!states.contains("COMPLETED") && (line = lines.readLine()) != null) {
                if (line.startsWith("data:")) {
                    JsonPath event = new JsonPath(line.substring(5));
                    assertThat(event.getLong("jobId")).isEqualTo(job);
                    states.add(event.getString("state"));
                }
            }
        } finally {
            stream.disconnect();
        }
        assertThat(states).containsSubsequence("ACCEPTED", "COMPLETED");
        RestAssured.given().get("/api/jobs/events").then().statusCode(401);
    }

    @Test
    void twentyUsersSubmittingTenJobsEachNeverOverdrawAndLoseNoJob() throws Exception {
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            tokens.add(LiveMarketplaceTest.buyer(25));
        }
        ExecutorService pool = Executors.newFixedThreadPool(40);
        List<Future<Integer>> statuses = new ArrayList<>();
        try {
            for (String token : tokens) {
                for (int j = 0; j < 10; j++) {
                    String key = "burst-" + j;
                    Callable<Integer> call = () -> LiveMarketplaceTest.submit(token, key, Map.of("processors", 1,
                            "runtimeSeconds", 1, "budgetMicroGd", 10_000_000L, "deadlineSeconds", 1_000_000,
                            "strategy", "OFC")).statusCode();
                    statuses.add(pool.submit(call));
                }
            }
            for (Future<Integer> status : statuses) {
                assertThat(status.get()).isIn(201, 422);
            }
        } finally {
            pool.shutdownNow();
        }
        for (String token : tokens) {
            JsonPath wallet = LiveMarketplaceTest.wallet(token);
            assertThat(wallet.getLong("availableMicroGd")).isGreaterThanOrEqualTo(0);
            List<Object> jobs = RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id");
            assertThat(jobs).hasSize(10);
        }
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
    }
}
