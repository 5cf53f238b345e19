package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.app.jobs.service.EngineTestClient.waitFor;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Strategy TENDER live (seed 003 §4 over rigid jobs, {@code RigidBid}), on two sites of 200,000 processors
 * that no other test's job fits: "banded" (1,000 MIPS, processors from 1.00 to 2.00 G$ per hour) and "flat"
 * (2,000 MIPS, every processor 1.50 G$ per hour). A job of 150,000 processors and 100 reference seconds runs
 * 100 s on banded and 50 s on flat. Hand-computed bids when both are idle:
 * <ul>
 *   <li>flat: 150,000 × 1.50 G$/h × 50 s = 3,125 G$;</li>
 *   <li>banded: processors 1 … 150,000 at p<sup>i</sup> = 2 − (200,000 − i)/199,999 G$/h, Σ = 206,249.9… G$/h,
 *       × 100 s = 5,729.164062 G$.</li>
 * </ul>
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LiveTenderTest {
    private static final long FLAT_COST = 3_125_000_000L;
    private static final long BANDED_COST = 5_729_164_062L;
    private static Long banded;
    private static Long flat;

    @Inject
    LiveEngine engine;

    private static void sites() {
        if (banded == null) {
            banded = register("Tender banded", 1000, 1_000_000, 2_000_000L);
            flat = register("Tender flat", 2000, 1_500_000, null);
        }
    }

    private static long register(String name, int mips, long price, Long dearest) {
        Map<String, Object> card = new HashMap<>();
        card.put("priceMicroGdPerProcessorHour", price);
        if (dearest != null) {
            card.put("minMachinePriceMicroGdPerProcessorHour", price);
            card.put("maxMachinePriceMicroGdPerProcessorHour", dearest);
        }
        return ((Number) Api.as("owner3").body(Map.of("name", name, "processors", 200_000, "mipsPerProcessor", mips,
                "bandwidthGbps", 1, "gridName", "tender", "price", card))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    private static Map<String, Object> tender(long budgetGd, long deadlineSeconds, Long penaltyPerSecond) {
        Map<String, Object> body = new HashMap<>();
        body.put("processors", 150_000);
        body.put("runtimeSeconds", 100);
        body.put("budgetMicroGd", budgetGd * 1_000_000);
        body.put("deadlineSeconds", deadlineSeconds);
        body.put("strategy", "TENDER");
        if (penaltyPerSecond != null) {
            body.put("tardinessPenaltyMicroGdPerSecond", penaltyPerSecond);
        }
        return body;
    }

    /** A fresh user with {@code grantGd} G$; returns their token. */
    private static String buyer(long grantGd) {
        String name = EngineTestClient.newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", grantGd * 1_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        return EngineTestClient.token(name);
    }

    private static io.restassured.response.Response submit(String token, String key, Map<String, Object> body) {
        return EngineTestClient.given(token).header("Idempotency-Key", key).body(body).post("/api/jobs");
    }


    private static JsonPath quote(String token, Map<String, Object> body) {
        return RestAssured.given().contentType("application/json").auth().oauth2(token).body(body)
                .post("/api/quotes").then().statusCode(200).extract().jsonPath();
    }

    @AfterEach
    void trialBalanceBalances() {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
    }

    @Test
    void everyFittingSiteBidsAndTheBidLeavingTheMostIsChosen() {
        sites();
        String token = buyer(100_000);
        JsonPath quote = quote(token, tender(10_000, 1000, null));
        assertThat(quote.getString("strategy")).isEqualTo("TENDER");
        assertThat(quote.getList("candidates.siteId", Long.class)).containsExactly(flat, banded);
        assertThat(quote.getList("candidates.costMicroGd", Long.class)).containsExactly(FLAT_COST, BANDED_COST);
        assertThat(quote.getList("candidates.bid.utilityMicroGd", Long.class))
                .containsExactly(10_000_000_000L - FLAT_COST, 10_000_000_000L - BANDED_COST);
        assertThat(quote.getList("candidates.bid.awardRank", Integer.class)).containsExactly(1, 2);
        assertThat(quote.getList("candidates.bid.tardinessSeconds", Long.class)).containsExactly(0L, 0L);
        assertThat(quote.getLong("chosenSiteId")).isEqualTo(flat);
        assertThat(quote.getList("candidates.why", String.class)).containsExactly("best bid: leaves 6,875.00 G$",
                "leaves 4,270.83 G$, less than Tender flat's bid");
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id")).isEmpty();
    }

    @Test
    void aJobRunsOnTheBestBidsSiteAndWindowAndPaysItsCost() throws InterruptedException {
        sites();
        String token = buyer(100_000);
        JsonPath placed = submit(token, "tender-placed", tender(10_000, 1000, null)).then().statusCode(201)
                .extract().jsonPath();
        assertThat(placed.getLong("siteId")).isEqualTo(flat);
        assertThat(placed.getLong("priceMicroGd")).isEqualTo(FLAT_COST);
        assertThat(placed.getList("events.detail", String.class)).contains("placed on Tender flat by TENDER");
        assertThat(placed.getList("transfers.amountMicroGd", Long.class)).containsExactly(FLAT_COST);
        assertThat(placed.getLong("bid.utilityMicroGd")).isEqualTo(10_000_000_000L - FLAT_COST);
        JsonPath done = waitFor(token, placed.getLong("id"), "COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(FLAT_COST);
        assertThat(java.time.Instant.parse(done.getString("endedAt")).getEpochSecond()
                - java.time.Instant.parse(done.getString("startedAt")).getEpochSecond()).isEqualTo(50);
    }

    @Test
    void aPenaltyLetsTheJobFinishLateWhereAHardDeadlineRejectsIt() throws InterruptedException {
        sites();
        String token = buyer(100_000);
        JsonPath none = quote(token, tender(10_000, 40, null));
        assertThat(none.getString("reason")).isEqualTo("no site can finish by the deadline");
        assertThat(none.getList("candidates.siteId", Long.class)).containsExactly(banded, flat);
        assertThat(none.getList("candidates.costMicroGd", Long.class)).containsExactly(BANDED_COST, FLAT_COST);
        assertThat(none.getList("candidates.why", String.class)).containsOnly("cannot finish by the deadline");
        assertThat(java.time.Instant.parse(none.getString("earliestFeasibleFinish")))
                .isEqualTo(java.time.Instant.parse(none.getString("candidates[1].estimatedFinish")));
        submit(token, "tender-hard", tender(10_000, 40, null)).then().statusCode(422)
                .body("type", equalTo("/problems/job-rejected"))
                .body("detail", org.hamcrest.Matchers.endsWith("no site can finish by the deadline; nothing was charged"));
        // w = 1 G$ per second late: flat ends 10 s late (10 G$), banded 60 s (60 G$)
        JsonPath late = submit(token, "tender-late", tender(10_000, 40, 1_000_000L)).then().statusCode(201).extract()
                .jsonPath();
        assertThat(late.getLong("siteId")).isEqualTo(flat);
        assertThat(late.getLong("bid.tardinessSeconds")).isEqualTo(10);
        assertThat(late.getLong("bid.penaltyMicroGd")).isEqualTo(10_000_000);
        assertThat(late.getLong("bid.utilityMicroGd")).isEqualTo(10_000_000_000L - FLAT_COST - 10_000_000);
        assertThat(late.getLong("tardinessPenaltyMicroGdPerSecond")).isEqualTo(1_000_000);
        assertThat(waitFor(token, late.getLong("id"), "COMPLETED").getLong("chargedMicroGd")).isEqualTo(FLAT_COST);
    }

    @Test
    void aJobNoBidLeavesAnythingToIsRejectedAndPaysNothing() {
        sites();
        String token = buyer(100_000);
        submit(token, "tender-poor", tender(1_000, 1000, null)).then().statusCode(422)
                .body("detail", org.hamcrest.Matchers.endsWith(
                        "no bid with non-negative utility (best leaves -2,125.00 G$); nothing was charged"));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/wallet").jsonPath().getLong("heldMicroGd"))
                .isZero();
    }

    @ParameterizedTest(name = "strategy {0} with a penalty of {1} µG$/s is a 422 naming the field; nothing is written")
    @CsvSource({"OFC, 1000", "OFT, 1", "TENDER, 0", "TENDER, -5"})
    void aPenaltyOnlyGoesWithTenderAndMustBePositive(String strategy, long penalty) {
        sites();
        String token = buyer(100_000);
        Map<String, Object> body = tender(10_000, 1000, penalty);
        body.put("strategy", strategy);
        submit(token, "tender-bad-" + strategy + penalty, body).then().statusCode(422)
                .body("type", equalTo("/problems/validation"))
                .body("errors.field", equalTo(List.of("tardinessPenaltyMicroGdPerSecond")));
        RestAssured.given().contentType("application/json").auth().oauth2(token).body(body).post("/api/quotes")
                .then().statusCode(422);
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id")).isEmpty();
    }

    @Test
    void aRebuildKeepsTheAwardedBidAndItsWindow() throws InterruptedException {
        sites();
        String token = buyer(5_000_000);
        // 100,000 reference seconds: 50,000 s on flat (3,125,000 G$), about 50 wall seconds at the tests' time scale
        Map<String, Object> body = tender(5_000_000, 200_000, null);
        body.put("runtimeSeconds", 100_000);
        JsonPath placed = submit(token, "tender-rebuild", body).then().statusCode(201).extract().jsonPath();
        long id = placed.getLong("id");
        assertThat(placed.getLong("siteId")).isEqualTo(flat);
        assertThatThrownBy(() -> engine.call(state -> {
            throw new IllegalStateException("test: force a rebuild");
        })).isInstanceOf(ApiProblem.class);
        JsonPath after = RestAssured.given().auth().oauth2(token).get("/api/jobs/" + id).jsonPath();
        assertThat(after.getString("plannedStart")).isEqualTo(placed.getString("plannedStart"));
        assertThat(after.getString("plannedEnd")).isEqualTo(placed.getString("plannedEnd"));
        assertThat(after.getLong("bid.utilityMicroGd")).isEqualTo(placed.getLong("bid.utilityMicroGd"));
        RestAssured.given().auth().oauth2(token).post("/api/jobs/" + id + "/cancel").then().statusCode(200);
        JsonPath cancelled = waitFor(token, id, "CANCELLED");
        assertThat(cancelled.getLong("chargedMicroGd")).isBetween(0L, placed.getLong("priceMicroGd"));
    }

    /**
     * Issue 30 B1 on two sites of the grid "edge", registered for this test and withdrawn after it: "one-mips" (1
     * processor of 1 MIPS at 10¹² µG$ per processor-hour, the documented maxima) and "edge-fast" (7 processors of
     * 1,000,000 MIPS at 1 µG$, the fastest and cheapest there is, so it wins every bid it can make). A job of 1
     * processor and 10⁸ reference seconds (10¹¹ MI) runs 10¹¹ s on one-mips, costing more than a {@code long}
     * holds, and 10⁵ s on edge-fast for 10⁵ / 3,600 = 27.8 → 28 µG$.
     */
    @ParameterizedTest(name = "{0}: quote {2}, submission {3} {4}")
    @CsvSource(delimiter = '|', value = {
        // issue 30: was 500 engine-command-failed (NullPointerException "winner is null") for quote and job
        "the issue's TENDER job, one-mips unaffordable | {\"runtimeSeconds\":100000000,\"deadlineSeconds\":1,"
                + "\"strategy\":\"TENDER\",\"tardinessPenaltyMicroGdPerSecond\":1} | 200 | 201 |",
        // issue 30: was 500 (DateTimeException: Instant exceeds maximum)
        "10^17 MI on 1 processor, TENDER | {\"lengthMi\":100000000000000000,\"deadlineSeconds\":1,"
                + "\"strategy\":\"TENDER\",\"tardinessPenaltyMicroGdPerSecond\":1} | 422 | 422 | lengthMi",
        "10^17 MI on 1 processor, QUEUE | {\"lengthMi\":100000000000000000,\"deadlineSeconds\":1,"
                + "\"strategy\":\"QUEUE\"} | 422 | 422 | lengthMi",
        "10^11 + 1 MI on 1 processor, OFC | {\"lengthMi\":100000000001,\"deadlineSeconds\":100000000,"
                + "\"strategy\":\"OFC\"} | 422 | 422 | lengthMi",
        "2 x 10^11 + 1 MI on 2 processors, SUSPENDABLE OFT | {\"processors\":2,\"lengthMi\":200000000001,"
                + "\"deadlineSeconds\":100000000,\"strategy\":\"OFT\",\"leaseType\":\"SUSPENDABLE\"} | 422 | 422"
                + " | lengthMi",
        "just inside: 10^11 MI on 1 processor, TENDER by a hard deadline | {\"lengthMi\":100000000000,"
                + "\"deadlineSeconds\":100000000,\"strategy\":\"TENDER\"} | 200 | 201 |",
    })
    void hugeJobsAreAnsweredNeverFailed(String situation, String patch, int quoteStatus, int submitStatus,
                                        String field) throws Exception {
        long oneMips = edgeSite("one-mips", 1, 1, 1_000_000_000_000L);
        long fast = edgeSite("edge-fast", 7, 1_000_000, 1L);
        try {
            String token = buyer(1_000_000);
            Map<String, Object> body = new HashMap<>(Map.of("processors", 1, "budgetMicroGd",
                    1_000_000_000_000_000_000L));
            body.putAll(new com.fasterxml.jackson.databind.ObjectMapper().readValue(patch, Map.class));
            io.restassured.response.Response quote = RestAssured.given().contentType("application/json").auth()
                    .oauth2(token).body(body).post("/api/quotes");
            io.restassured.response.Response job = submit(token, "huge-" + situation.hashCode(), body);

            assertThat(quote.statusCode()).as(quote.asString()).isEqualTo(quoteStatus);
            assertThat(job.statusCode()).as(job.asString()).isEqualTo(submitStatus);
            if (field != null) {
                for (io.restassured.response.Response refused : List.of(quote, job)) {
                    assertThat(refused.jsonPath().getString("type")).isEqualTo("/problems/validation");
                    assertThat(refused.jsonPath().getList("errors.field", String.class)).containsExactly(field);
                }
                assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id"))
                        .isEmpty();
                return;
            }
            JsonPath quoted = quote.jsonPath();
            assertThat(quoted.getLong("chosenSiteId")).isEqualTo(fast);
            assertThat(quoted.getList("candidates.findAll { it.siteId == " + oneMips + " }.costMicroGd"))
                    .containsExactly((Object) null);
            assertThat(quoted.getList("candidates.findAll { it.siteId == " + oneMips + " }.chosen", Boolean.class))
                    .containsExactly(false);
            JsonPath placed = job.jsonPath();
            assertThat(placed.getLong("siteId")).isEqualTo(fast);
            assertThat(placed.getLong("priceMicroGd")).isEqualTo(28);
            assertThat(java.time.Instant.parse(placed.getString("plannedEnd")).getEpochSecond()
                    - java.time.Instant.parse(placed.getString("plannedStart")).getEpochSecond())
                    .isEqualTo(100_000L);
            RestAssured.given().auth().oauth2(token).post("/api/jobs/" + placed.getLong("id") + "/cancel").then()
                    .statusCode(200);
        } finally {
            for (long site : new long[] {oneMips, fast}) {
                Api.as("owner3").post("/api/sites/" + site + "/withdraw").then().statusCode(200);
            }
        }
    }

    private static long edgeSite(String name, int processors, int mips, long price) {
        return ((Number) Api.as("owner3").body(Map.of("name", name + " " + EngineTestClient.UNIQUE.incrementAndGet(),
                        "processors", processors, "mipsPerProcessor", mips, "bandwidthGbps", 1.0, "gridName", "edge",
                        "price", Map.of("priceMicroGdPerProcessorHour", price)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }
}
