package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.oneOf;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Issue 33, jobs that carry a script, through the API at time scale 1: the script's limits, where script jobs go
 * (only to a site that runs scripts, and nothing else goes there), who reads a script, and the script as part of
 * the Idempotency-Key's request and of a binding quote. owner1's cluster "Script cluster" runs scripts, in alice's
 * grid (west) and far cheaper than any demo cluster, so that OFC would choose it for any job it may take. Its jobs
 * are cancelled and its sites withdrawn at the end.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(RealTimeProfile.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JobScriptsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCRIPT = "#!/bin/sh\necho \"hello from $(hostname)\"\n";
    private final List<Long> sites = new ArrayList<>();
    private final List<Long> jobs = new ArrayList<>();
    private long scriptSite;
    /** Keeps the script cluster's agent heard (it is offline after 3 s of silence on this profile). */
    private final java.util.concurrent.ScheduledExecutorService heartbeats =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor();

    @TestHTTPResource("/")
    URL base;

    /** owner1's cluster that runs scripts, registered by the first test that runs (the API is up by then). */
    @BeforeEach
    void aClusterThatRunsScripts() {
        if (scriptSite == 0) {
            scriptSite = scriptSite("owner1", "Script cluster");
            String agent = base + "api/sites/" + scriptSite + "/agent/heartbeat";
            heartbeats.scheduleWithFixedDelay(() -> Api.as("owner1").post(agent), 0, 1,
                    java.util.concurrent.TimeUnit.SECONDS);
            Api.as("owner1").post("/api/sites/" + scriptSite + "/agent/heartbeat").then().statusCode(200);
        }
    }

    /** After the last test (RestAssured no longer points at the app: the app's own URL is named). */
    @AfterAll
    void cancelJobsAndWithdrawSites() {
        heartbeats.shutdownNow();
        for (long job : jobs) {
            Api.as("alice").baseUri(base.toString()).post("api/jobs/" + job + "/cancel");
        }
        for (long site : sites) {
            Api.as(site == scriptSite ? "owner1" : "owner2").baseUri(base.toString())
                    .post("api/sites/" + site + "/withdraw").then().statusCode(200);
        }
    }

    /** Registers {@code owner}'s site {@code name} in grid west, in agent mode, running scripts. */
    private long scriptSite(String owner, String name) {
        long id = register(owner, name);
        Api.as(owner).body(Map.of("enabled", true)).put("/api/sites/" + id + "/agent-mode").then().statusCode(200);
        Api.as(owner).body(Map.of("enabled", true)).put("/api/sites/" + id + "/accepts-scripts").then()
                .statusCode(200).body("enabled", equalTo(true));
        return id;
    }

    private long register(String owner, String name) {
        long id = ((Number) Api.as(owner).body(Map.of("name", name, "processors", 64, "mipsPerProcessor", 1000,
                        "bandwidthGbps", 1, "gridName", "west", "price", Map.of("priceMicroGdPerProcessorHour", 1_000)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        sites.add(id);
        return id;
    }

    private static Map<String, Object> job(String script) {
        Map<String, Object> body = new HashMap<>();
        body.put("processors", 2);
        body.put("runtimeSeconds", 60);
        body.put("budgetMicroGd", 100_000_000);
        body.put("deadlineSeconds", 36_000);
        body.put("strategy", "OFC");
        if (script != null) {
            body.put("script", script);
        }
        return body;
    }

    /** The body as JSON in UTF-8 bytes (RestAssured would encode a map's text in ISO-8859-1). */
    private static byte[] utf8(Map<String, Object> body) {
        try {
            return JSON.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private Response submit(Map<String, Object> body, String key) {
        Response response = Api.as("alice").header("Idempotency-Key", key).body(utf8(body)).post("/api/jobs");
        if (response.statusCode() == 201) {
            jobs.add(response.jsonPath().getLong("id"));
        }
        return response;
    }

    @Test
    void aScriptOfOneByteOver64KiBIsRefusedNamingScriptAndAnEmptyOneToo() {
        for (String script : List.of("x".repeat(65_537), "é".repeat(32_768) + "x", "")) {
            submit(job(script), UUID.randomUUID().toString()).then().statusCode(422)
                    .body("errors.field", equalTo(List.of("script")));
            Api.as("alice").body(utf8(job(script))).post("/api/quotes").then().statusCode(422)
                    .body("errors.field", equalTo(List.of("script")));
        }
        Response fits = submit(job("x".repeat(65_536)), UUID.randomUUID().toString());
        fits.then().statusCode(201).body("siteId", equalTo((int) scriptSite)).body("hasScript", equalTo(true));
        assertThat(Api.as("alice").get("/api/jobs/" + fits.jsonPath().getLong("id") + "/script").then()
                .statusCode(200).extract().asString()).hasSize(65_536);
    }

    @Test
    void aScriptJobGoesOnlyToTheSiteThatRunsScriptsAndNoOtherJobGoesThere() {
        Response script = submit(job(SCRIPT), UUID.randomUUID().toString());
        script.then().statusCode(201).body("state", oneOf("ACCEPTED", "RUNNING"))
                .body("siteId", equalTo((int) scriptSite))
                .body("hasScript", equalTo(true)).body("hasOutput", equalTo(false));
        Response plain = submit(job(null), UUID.randomUUID().toString());
        plain.then().statusCode(201).body("hasScript", equalTo(false));
        assertThat(plain.jsonPath().getLong("siteId")).isNotNull().isNotEqualTo(scriptSite);
        Api.as("alice").body(job(SCRIPT)).post("/api/quotes").then().statusCode(200)
                .body("chosenSiteId", equalTo((int) scriptSite)).body("candidates.siteId", equalTo(List.of(
                        (int) scriptSite)));
        List<Integer> plainCandidates = Api.as("alice").body(job(null)).post("/api/quotes").then().statusCode(200)
                .extract().jsonPath().getList("candidates.siteId");
        assertThat(plainCandidates).isNotEmpty().doesNotContain((int) scriptSite);
        Api.as("alice").get("/api/jobs/" + script.jsonPath().getLong("id")).then().statusCode(200)
                .body("hasScript", equalTo(true));
    }

    @Test
    void theScriptReadsBackForItsUserTheSitesOwnerAndAdminsOnly() {
        long id = submit(job(SCRIPT), UUID.randomUUID().toString()).then().statusCode(201).extract().jsonPath()
                .getLong("id");
        for (String reader : List.of("alice", "owner1", "admin")) {
            Api.as(reader).get("/api/jobs/" + id + "/script").then().statusCode(200)
                    .contentType(containsString("text/plain")).contentType(containsString("UTF-8"))
                    .body(equalTo(SCRIPT));
        }
        for (String stranger : List.of("bob", "owner2")) {
            Api.as(stranger).get("/api/jobs/" + id + "/script").then().statusCode(404)
                    .contentType(containsString("application/problem+json"));
        }
        long plain = submit(job(null), UUID.randomUUID().toString()).then().statusCode(201).extract().jsonPath()
                .getLong("id");
        Api.as("alice").get("/api/jobs/" + plain + "/script").then().statusCode(404);
        Api.as("alice").get("/api/jobs/999999999/script").then().statusCode(404);
    }

    @Test
    void anIdempotencyKeyReusedWithAnotherScriptIsAnotherRequest() {
        String key = UUID.randomUUID().toString();
        long id = submit(job(SCRIPT), key).then().statusCode(201).extract().jsonPath().getLong("id");
        submit(job(SCRIPT), key).then().statusCode(200).body("id", equalTo((int) id));
        submit(job(SCRIPT + "echo again\n"), key).then().statusCode(409)
                .body("type", equalTo("/problems/idempotency-key-reused"));
        submit(job(null), key).then().statusCode(409).body("type", equalTo("/problems/idempotency-key-reused"));
    }

    @Test
    void aBindingQuoteHoldsOnlyForTheScriptItWasMadeFor() {
        String quoteId = Api.as("alice").body(job(SCRIPT)).post("/api/quotes").then().statusCode(200)
                .body("siteId", equalTo((int) scriptSite)).extract().path("quoteId");
        Map<String, Object> other = job(SCRIPT + "sleep 1\n");
        other.put("quoteId", quoteId);
        submit(other, UUID.randomUUID().toString()).then().statusCode(422)
                .body("type", equalTo("/problems/quote-mismatch"));
        Map<String, Object> none = job(null);
        none.put("quoteId", quoteId);
        submit(none, UUID.randomUUID().toString()).then().statusCode(422)
                .body("type", equalTo("/problems/quote-mismatch"));
        Map<String, Object> same = job(SCRIPT);
        same.put("quoteId", quoteId);
        submit(same, UUID.randomUUID().toString()).then().statusCode(201).body("siteId", equalTo((int) scriptSite))
                .body("pricedAt", equalTo("QUOTE"));
    }

    @Test
    void acceptsScriptsNeedsAgentModeAndTurningAgentModeOffTurnsItOff() {
        long id = scriptSite("owner2", "Second script cluster");
        Api.as("owner2").get("/api/sites/" + id).then().statusCode(200).body("acceptsScripts", equalTo(true));
        Api.as("owner1").body(Map.of("enabled", false)).put("/api/sites/" + id + "/accepts-scripts").then()
                .statusCode(403);

        Api.as("owner2").body(Map.of("enabled", false)).put("/api/sites/" + id + "/agent-mode").then()
                .statusCode(200);

        Api.as("owner2").get("/api/sites/" + id).then().statusCode(200).body("acceptsScripts", equalTo(false));
        Api.as("owner2").body(Map.of("enabled", true)).put("/api/sites/" + id + "/accepts-scripts").then()
                .statusCode(409).body("type", equalTo("/problems/not-agent-mode"));
        long modelled = register("owner2", "Modelled cluster of owner2");
        Api.as("owner2").body(Map.of("enabled", true)).put("/api/sites/" + modelled + "/accepts-scripts").then()
                .statusCode(409).body("type", equalTo("/problems/not-agent-mode"));
        Api.as("owner2").body(Map.of("enabled", false)).put("/api/sites/" + modelled + "/accepts-scripts").then()
                .statusCode(200).body("enabled", equalTo(false));
    }

    @Test
    void aScriptJobIsRefusedInPlainWordsWhileNoClusterRunsScripts() {
        Api.as("owner1").body(Map.of("enabled", false)).put("/api/sites/" + scriptSite + "/accepts-scripts").then()
                .statusCode(200).body("enabled", equalTo(false));
        try {
            Api.as("alice").body(job(SCRIPT)).post("/api/quotes").then().statusCode(200)
                    .body("chosenSiteId", equalTo(null))
                    .body("reason", containsString("no cluster that runs scripts takes new jobs now"));
            Response refused = submit(job(SCRIPT), UUID.randomUUID().toString());
            refused.then().statusCode(422).body("type", equalTo("/problems/job-rejected"))
                    .body("detail", containsString("no cluster that runs scripts takes new jobs now"));
            assertThat(refused.jsonPath().getString("detail")).doesNotContainPattern("site [0-9]");
            // A job without a script may go to the cheap cluster now.
            submit(job(null), UUID.randomUUID().toString()).then().statusCode(201)
                    .body("siteId", equalTo((int) scriptSite));
        } finally {
            Api.as("owner1").body(Map.of("enabled", true)).put("/api/sites/" + scriptSite + "/accepts-scripts")
                    .then().statusCode(200);
        }
    }
}
