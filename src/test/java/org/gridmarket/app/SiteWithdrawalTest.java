package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 18: positive prices and bounded site fields (B3), withdrawing a site — seed 004's unsubscribe — and
 * the owner's queue and utilisation (C7).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SiteWithdrawalTest {

    private static Map<String, Object> site(String name) {
        Map<String, Object> site = new HashMap<>();
        site.put("name", name);
        site.put("processors", 64);
        site.put("mipsPerProcessor", 800);
        site.put("bandwidthGbps", 1.5);
        site.put("gridName", "limits");
        return site;
    }

    static Stream<Arguments> outOfBounds() {
        return Stream.of(
                Arguments.of("processors", 0), Arguments.of("processors", 1_000_001),
                Arguments.of("mipsPerProcessor", 0), Arguments.of("mipsPerProcessor", 1_000_001),
                Arguments.of("bandwidthGbps", 0.0001), Arguments.of("bandwidthGbps", 100_001),
                Arguments.of("memoryPerNodeMb", 0), Arguments.of("memoryPerNodeMb", 16_777_217),
                Arguments.of("price.priceMicroGdPerProcessorHour", 0), Arguments.of("price.priceMicroGdPerProcessorHour", -1),
                Arguments.of("price.priceMicroGdPerProcessorHour", 1_000_000_000_001L),
                Arguments.of("price.fixedCostMicroGdPerCpuSecond", 0));
    }

    @ParameterizedTest(name = "{0} = {1} is refused with 422 naming the field")
    @MethodSource("outOfBounds")
    void registrationRefusesFieldsOutsideTheirLimits(String field, Number value) {
        Map<String, Object> site = site("Out of bounds " + field + value);
        Map<String, Object> price = new HashMap<>(Map.of("priceMicroGdPerProcessorHour", 1_000_000));
        if (field.startsWith("price.")) {
            price.put(field.substring("price.".length()), value);
        } else {
            site.put(field, value);
        }
        site.put("price", price);
        Api.as("owner1").body(site).post("/api/sites").then().statusCode(422)
                .body("errors.field", equalTo(List.of(field)));
        Api.as("alice").get("/api/sites?owner=owner1&size=500").then()
                .body("findAll { it.name == '" + site.get("name") + "' }", hasSize(0));
    }

    @Test
    void theLimitsThemselvesAreAccepted() {
        Map<String, Object> site = site("At the limits");
        site.put("processors", 1_000_000);
        site.put("mipsPerProcessor", 1_000_000);
        site.put("bandwidthGbps", 100_000);
        site.put("memoryPerNodeMb", 16_777_216);
        site.put("price", Map.of("priceMicroGdPerProcessorHour", 1_000_000_000_000L));
        long id = ((Number) Api.as("owner2").body(site).post("/api/sites").then().statusCode(201)
                .extract().path("id")).longValue();
        // Withdrawn at once, so no other test's job lands on this enormous site.
        Api.as("owner2").post("/api/sites/" + id + "/withdraw").then().statusCode(200);
    }

    @Test
    void aPriceOfZeroIsRefusedNamingTheFieldAndNothingChanges() {
        long id = LiveMarketplaceTest.register("Zero price site", 16, 500, 2_000_000);
        for (Map<String, Object> card : List.<Map<String, Object>>of(Map.of("priceMicroGdPerProcessorHour", 0),
                Map.of("priceMicroGdPerProcessorHour", 5, "minMachinePriceMicroGdPerProcessorHour", 0,
                        "maxMachinePriceMicroGdPerProcessorHour", 3))) {
            Api.as("owner3").body(card).put("/api/sites/" + id + "/price").then().statusCode(422)
                    .body("type", equalTo("/problems/validation"))
                    .body("errors.field", equalTo(List.of(card.containsKey("minMachinePriceMicroGdPerProcessorHour")
                            ? "minMachinePriceMicroGdPerProcessorHour" : "priceMicroGdPerProcessorHour")));
        }
        Api.as("alice").get("/api/sites/" + id + "/prices").then().body("", hasSize(1));
        Api.as("alice").get("/api/sites/" + id).then().body("price.priceMicroGdPerProcessorHour", equalTo(2_000_000));
    }

    @Test
    void aWithdrawnSiteTakesNoNewJobsButFinishesItsOwnAndKeepsItsHistory() throws InterruptedException {
        // The cheapest site in the federation: OFC places the next job here.
        // Cheaper than any site another test class registers, so the job goes here whatever ran before.
        long id = LiveMarketplaceTest.register("Leaving site", 4_096, 1_000, 100);
        String buyer = LiveMarketplaceTest.buyer(1_000_000);
        Map<String, Object> job = LiveMarketplaceTest.job(2, 3_600, 1_000_000, 1_000_000, "OFC");
        long running = ((Number) LiveMarketplaceTest.submit(buyer, "leaving-1", job).then().statusCode(201)
                .body("siteId", equalTo((int) id)).extract().path("id")).longValue();

        Api.as("owner1").post("/api/sites/" + id + "/withdraw").then().statusCode(403);
        Api.as("admin").post("/api/sites/" + id + "/withdraw").then().statusCode(403);
        Api.as("owner3").post("/api/sites/999999/withdraw").then().statusCode(404);
        String withdrawnAt = Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200)
                .body("id", equalTo((int) id)).body("withdrawnAt", notNullValue())
                .extract().path("withdrawnAt");
        assertThat(Instant.parse(withdrawnAt)).isBefore(Instant.now().plusSeconds(1));
        // Again: 200, unchanged.
        Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200)
                .body("withdrawnAt", equalTo(withdrawnAt));

        // Not in the directory, never quoted or chosen; the owner's local jobs and price changes are refused.
        Api.as("alice").get("/api/directory?size=500").then().body("findAll { it.siteId == " + id + " }", hasSize(0));
        JsonPath quote = Api.as(null).auth().oauth2(buyer).body(job).post("/api/quotes").then().statusCode(200)
                .extract().jsonPath();
        assertThat(quote.<Integer>getList("candidates.siteId")).doesNotContain((int) id);
        LiveMarketplaceTest.submit(buyer, "leaving-2", job).then().statusCode(201)
                .body("siteId", org.hamcrest.Matchers.not(equalTo((int) id)));
        Api.as("owner3").body(Map.of("processors", 1, "runtimeSeconds", 10)).post("/api/sites/" + id + "/local-jobs")
                .then().statusCode(409).body("type", equalTo("/problems/site-withdrawn"));
        Api.as("owner3").body(Map.of("priceMicroGdPerProcessorHour", 2_000)).put("/api/sites/" + id + "/price")
                .then().statusCode(409).body("type", equalTo("/problems/site-withdrawn"));

        // History stays: the site, its prices, its place in the site list.
        Api.as("alice").get("/api/sites/" + id).then().statusCode(200).body("withdrawnAt", equalTo(withdrawnAt))
                .body("price.priceMicroGdPerProcessorHour", equalTo(100));
        Api.as("alice").get("/api/sites/" + id + "/prices").then().statusCode(200).body("", hasSize(1));
        Api.as("alice").get("/api/sites?owner=owner3&size=500").then()
                .body("find { it.id == " + id + " }.withdrawnAt", equalTo(withdrawnAt));
        Api.as("alice").get("/api/sites/1").then().body("withdrawnAt", nullValue());

        // The job it had accepted runs to its end and pays.
        JsonPath done = LiveMarketplaceTest.waitFor(buyer, running, "COMPLETED");
        assertThat(done.getLong("siteId")).isEqualTo(id);
        assertThat(done.getLong("chargedMicroGd")).isPositive();
    }

    @Test
    void theQueueMarksFederationAndLocalJobsInStartOrderAndUtilisationIsASeries() {
        long id = LiveMarketplaceTest.register("Queue kinds site", 8, 1_000, 150);
        String buyer = LiveMarketplaceTest.buyer(1_000_000);
        long local = ((Number) Api.as("owner3").body(Map.of("processors", 8, "runtimeSeconds", 100_000))
                .post("/api/sites/" + id + "/local-jobs").then().statusCode(201).extract().path("id")).longValue();
        long paid = ((Number) LiveMarketplaceTest.submit(buyer, "queue-kinds",
                        LiveMarketplaceTest.job(4, 3_600, 1_000_000, 10_000_000, "OFC")).then().statusCode(201)
                .body("siteId", equalTo((int) id)).extract().path("id")).longValue();
        Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200);

        Api.as("owner3").get("/api/sites/" + id + "/queue").then().statusCode(200)
                .header("X-Total-Count", "2")
                .body("totalJobs", equalTo(2))
                .body("jobs.jobId", equalTo(List.of((int) local, (int) paid)))
                .body("jobs.kind", equalTo(List.of("local", "federation")))
                .body("utilisationNow", equalTo(1.0f));
        Api.as("owner3").get("/api/sites/" + id + "/queue?size=1&page=1").then().statusCode(200)
                .header("X-Total-Count", "2").body("jobs.jobId", equalTo(List.of((int) paid)));

        JsonPath series = Api.as("owner3").get("/api/sites/" + id + "/utilisation?hours=2").then().statusCode(200)
                .body("", hasSize(144)).extract().jsonPath();
        List<String> at = series.getList("at");
        assertThat(Instant.parse(at.get(1)).getEpochSecond() - Instant.parse(at.get(0)).getEpochSecond())
                .isEqualTo(50);
        // The local job holds all 8 processors from its start, so the last step is busy for all of it that ran.
        assertThat(series.getFloat("[143].busyProcessors")).isGreaterThan(0f).isLessThanOrEqualTo(8f);
        assertThat(series.getFloat("[143].utilisation")).isEqualTo(series.getFloat("[143].busyProcessors") / 8);
        assertThat(series.getFloat("[0].utilisation")).isZero();
        Api.as("owner3").get("/api/sites/" + id + "/utilisation").then().statusCode(200).body("", hasSize(144));
        Api.as("owner3").get("/api/sites/" + id + "/utilisation?hours=169").then().statusCode(422)
                .body("errors[0].field", equalTo("hours"));
        Api.as("owner3").get("/api/sites/" + id + "/utilisation?hours=0").then().statusCode(422);
        Api.as("owner1").get("/api/sites/" + id + "/utilisation").then().statusCode(403);
    }
}
