package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.app.jobs.service.EngineTestClient.waitFor;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.DatabaseOwner;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.core.earliest.EarliestStart;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 31: a strategy defined only in the tests ({@link EarliestStart}, EARLIEST), registered through
 * {@code META-INF/services}, is described by {@code GET /api/strategies}, quoted, submitted, charged and
 * completed through the live API, and its request fields are checked by the registry like any other's: nothing
 * in app/, the migrations or the web app names it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TestOnlyStrategyTest {
    private static final long GRANT_MICRO_GD = 1_000_000_000L;

    @AfterEach
    void trialBalanceBalances() {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
    }

    /** A fresh user with 1,000 G$; returns their token. */
    private static String buyer() {
        String name = EngineTestClient.newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", GRANT_MICRO_GD))
                .post("/api/admin/grants").then().statusCode(201);
        return EngineTestClient.token(name);
    }

    private static Map<String, Object> earliest(Map<String, Object> patch) {
        Map<String, Object> body = EngineTestClient.job(1, 60, 1_000, 1_000_000);
        body.put("strategy", EarliestStart.NAME);
        body.putAll(patch);
        return body;
    }

    @Test
    void theRegistryDescribesEveryStrategyTheTestOneLast() {
        JsonPath strategies = EngineTestClient.given(buyer()).get("/api/strategies").then().statusCode(200)
                .extract().jsonPath();
        assertThat(strategies.getList("name", String.class)).isEqualTo(Mechanisms.strategies().names())
                .containsExactly("OFC", "OFT", "TENDER", "QUEUE", EarliestStart.NAME);
        assertThat(strategies.getString("find { it.name == 'EARLIEST' }.description"))
                .startsWith("Starts as soon as possible");
        assertThat(strategies.getList("find { it.name == 'EARLIEST' }.options")).isEmpty();
        assertThat(strategies.getString("find { it.name == 'QUEUE' }.description"))
                .contains("placed to shorten turnaround time, never by price");
        assertThat(strategies.getList("find { it.name == 'TENDER' }.options.field", String.class))
                .containsExactly("tardinessPenaltyMicroGdPerSecond");
        assertThat(strategies.getList("find { it.name == 'OFC' }.options.field", String.class))
                .containsExactly("leaseType");
        assertThat(strategies.getList("find { it.name == 'OFT' }.options[0].choices.name", String.class))
                .containsExactly("CANCELLABLE", "SUSPENDABLE", "MIGRATABLE", "NON_PREEMPTABLE");
        assertThat(strategies.getString("find { it.name == 'OFT' }.options[0].choices[3].description"))
                .startsWith("Never disturbed");
        assertThat(strategies.getList("findAll { it.waitsInQueue }.name", String.class)).containsExactly("QUEUE");
        assertThat(strategies.getList("findAll { it.collectsBids }.name", String.class)).containsExactly("TENDER");
    }

    /** What the trigger on jobs (V17) checks a job against: each strategy's facts, written from the registry. */
    @Test
    void theStrategiesTableHoldsWhatEachStrategySaysOfItself() throws SQLException {
        List<String> facts = new ArrayList<>();
        try (Connection owner = DatabaseOwner.dataSource().getConnection(); Statement sql = owner.createStatement();
             ResultSet row = sql.executeQuery("SELECT name, weighs_lateness, array_to_string(lease_types, ','), "
                     + "waits_in_queue FROM strategies WHERE name IN ('OFT', 'TENDER', 'QUEUE', 'EARLIEST') "
                     + "ORDER BY name")) {
            while (row.next()) {
                facts.add(String.join(" ", row.getString(1), String.valueOf(row.getBoolean(2)), row.getString(3),
                        String.valueOf(row.getBoolean(4))));
            }
        }
        assertThat(facts).containsExactly("EARLIEST false NON_PREEMPTABLE false",
                "OFT false CANCELLABLE,SUSPENDABLE,MIGRATABLE,NON_PREEMPTABLE false",
                "QUEUE false NON_PREEMPTABLE true",
                "TENDER true NON_PREEMPTABLE false");
    }

    @Test
    void nobodySignedOutReadsTheStrategies() {
        RestAssured.given().get("/api/strategies").then().statusCode(401);
    }

    @Test
    void aTestOnlyStrategyIsQuotedSubmittedChargedAndCompleted() throws InterruptedException {
        String buyer = buyer();
        JsonPath quote = EngineTestClient.given(buyer).body(earliest(Map.of())).post("/api/quotes").then()
                .statusCode(200).extract().jsonPath();
        assertThat(quote.getString("strategy")).isEqualTo(EarliestStart.NAME);
        List<Long> starts = quote.getList("candidates.estimatedStart", String.class).stream()
                .map(at -> java.time.Instant.parse(at).getEpochSecond()).toList();
        assertThat(starts).isNotEmpty().isSorted();
        assertThat(quote.getLong("chosenSiteId")).isEqualTo(quote.getLong(
                "candidates.find { it.withinBudget && it.meetsDeadline }.siteId"));
        assertThat(quote.getList("leaseOptions.leaseType", String.class)).containsExactly("NON_PREEMPTABLE");

        io.restassured.response.Response submitted = EngineTestClient.given(buyer)
                .header("Idempotency-Key", "earliest-1").body(earliest(Map.of())).post("/api/jobs");
        assertThat(submitted.statusCode()).as(submitted.asString()).isEqualTo(201);
        long id = submitted.jsonPath().getLong("id");
        JsonPath done = waitFor(buyer, id, "COMPLETED");
        assertThat(done.getString("strategy")).isEqualTo(EarliestStart.NAME);
        long price = done.getLong("priceMicroGd");
        assertThat(price).isPositive().isLessThanOrEqualTo(1_000_000_000L);
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(price);
        assertThat(done.getList("transfers.id", String.class)).containsExactly("job-" + id + ":hold",
                "job-" + id + ":charge");
        assertThat(RestAssured.given().auth().oauth2(buyer).get("/api/wallet").jsonPath()
                .getLong("availableMicroGd")).isEqualTo(GRANT_MICRO_GD - price);
    }

    @Test
    void theRegistryRefusesWhatTheTestStrategyDoesNotTakeNamingTheStrategiesThatDo() {
        String buyer = buyer();
        EngineTestClient.given(buyer).body(earliest(Map.of("tardinessPenaltyMicroGdPerSecond", 5)))
                .post("/api/quotes").then().statusCode(422)
                .body("errors.field", equalTo(List.of("tardinessPenaltyMicroGdPerSecond")))
                .body("errors[0].message", equalTo("only for a strategy that weighs lateness (TENDER); "
                        + "EARLIEST deadlines are hard"));
        EngineTestClient.given(buyer).header("Idempotency-Key", "earliest-lease")
                .body(earliest(Map.of("leaseType", "CANCELLABLE"))).post("/api/jobs").then().statusCode(422)
                .body("errors.field", equalTo(List.of("leaseType")))
                .body("errors[0].message", equalTo("only strategies that sell leases (OFC, OFT) take CANCELLABLE; "
                        + "EARLIEST jobs are NON_PREEMPTABLE"));
    }

}
