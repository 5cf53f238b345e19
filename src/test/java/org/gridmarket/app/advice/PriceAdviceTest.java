package org.gridmarket.app.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.jobs.service.VirtualWallClock;
import org.junit.jupiter.api.Test;

/**
 * Issue 35 C over the real PostgreSQL, on a virtual wall clock the test moves (time scale 1, no background load):
 * a controlled hour of demand through the API, then the advice checked against what happened and against
 * hand-computed numbers. The owner's site (4 processors at 1,000 MIPS, 0.36 G$ per processor-hour, far below the
 * demo's 0.90–2.40) gets jobs J1 and J2 (2 processors × 1,800 s each); J3 (4 processors, 600 s, deadline 700 s)
 * finds it full and goes elsewhere; quote Q (1 processor × 3,600 s, budget 0.2 G$) finds no site within budget
 * and is not taken. The advice is asked 3,590 s after J1 over 1 hour: the window opens 10 s before J1.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(PriceAdviceTest.VirtualClock.class)
class PriceAdviceTest {
    static final long PRICE = 360_000;

    /** Real time on a virtual wall clock; no background load, so sites hold only the test's jobs. */
    public static class VirtualClock implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gridmarket.engine.time-scale", "1", "gridmarket.engine.background-jobs-per-site", "0");
        }

        @Override
        public Set<Class<?>> getEnabledAlternatives() {
            return Set.of(VirtualWallClock.class);
        }
    }

    @Inject
    VirtualWallClock wall;

    @Test
    void todaysPriceReproducesWhatHappenedAndOtherPricesAreHandComputed() {
        String owner = newPerson("owner");
        long site = ((Number) as(owner).body(Map.of("name", "Advised " + System.nanoTime() % 1_000_000,
                "processors", 4, "mipsPerProcessor", 1000, "bandwidthGbps", 1, "gridName", "advised",
                "price", Map.of("priceMicroGdPerProcessorHour", PRICE))).post("/api/sites").then().statusCode(201)
                .extract().path("id")).longValue();
        try {
            String buyer = newPerson("user");
            Api.as("admin").body(Map.of("id", "grant-" + buyer, "username", buyer, "amountMicroGd", 100_000_000L))
                    .post("/api/admin/grants").then().statusCode(201);
            advance(7_200); // past anything the service did at start-up
            long t0 = modelNow();
            long j1 = submit(buyer, "j1", job(2, 1_800, 10_000_000, 7_200));
            advance(60);
            long j2 = submit(buyer, "j2", job(2, 1_800, 10_000_000, 7_200));
            advance(60);
            long j3 = submit(buyer, "j3", job(4, 600, 10_000_000, 700));
            advance(80);
            as(buyer).body(job(1, 3_600, 200_000, 7_200)).post("/api/quotes").then().statusCode(200);
            advance(3_590 - 200);
            assertThat(modelNow()).isEqualTo(t0 + 3_590);

            JsonPath placed1 = as(buyer).get("/api/jobs/" + j1).jsonPath();
            JsonPath placed3 = as(buyer).get("/api/jobs/" + j3).jsonPath();
            assertThat(placed1.getLong("siteId")).isEqualTo(site);
            assertThat(as(buyer).get("/api/jobs/" + j2).jsonPath().getLong("siteId")).isEqualTo(site);
            long elsewhere = placed3.getLong("siteId");
            assertThat(elsewhere).isNotEqualTo(site);

            JsonPath advice = as(owner).body(Map.of("pricesMicroGdPerProcessorHour",
                    List.of(PRICE, 180_000L, 1_000_000_000_000L), "hours", 1))
                    .post("/api/sites/" + site + "/price-advice").then().statusCode(200).extract().jsonPath();
            assertThat(Instant.parse(advice.getString("windowStart")).getEpochSecond()).isEqualTo(t0 - 10);
            assertThat(advice.getInt("replayed.jobs")).isEqualTo(3);
            assertThat(advice.getInt("replayed.quotesNotTaken")).isEqualTo(1);
            assertThat(advice.getInt("replayed.actualJobsWon")).isEqualTo(2);
            assertThat(advice.getList("assumptions")).hasSizeGreaterThanOrEqualTo(5);

            // Today's price: the jobs the site really took, 2 × (2 × 1,800 s) busy of 4 × 3,600, 2 × 0.36 G$.
            assertThat(advice.getList("current.wonJobIds", Long.class)).containsExactly(j1, j2);
            assertThat(advice.getDouble("current.utilisation")).isCloseTo(0.5, within(1e-6));
            assertThat(advice.getLong("current.revenueMicroGd")).isEqualTo(720_000);
            assertThat(advice.getInt("current.jobsLost")).isEqualTo(1);
            assertThat(advice.getLong("current.jobsLostTo[0].siteId")).isEqualTo(elsewhere);
            assertThat(advice.getInt("current.quotesWon")).isZero();
            assertThat(advice.getLong("candidates[0].revenueMicroGd")).isEqualTo(720_000);

            // Half the price: the same two jobs and the quote, which starts when J1 ends (t0 + 1,800) and runs
            // 1,790 s in the window: (7,200 + 1,790) / 14,400; 2 × 180,000 + 180,000 µG$.
            assertThat(advice.getList("candidates[1].wonJobIds", Long.class)).containsExactly(j1, j2);
            assertThat(advice.getInt("candidates[1].quotesWon")).isEqualTo(1);
            assertThat(advice.getLong("candidates[1].revenueMicroGd")).isEqualTo(540_000);
            assertThat(advice.getDouble("candidates[1].utilisation")).isCloseTo(8_990.0 / 14_400, within(1e-6));

            // Above every budget: nothing won, nothing earned, idle.
            assertThat(advice.getInt("candidates[2].jobsWon")).isZero();
            assertThat(advice.getLong("candidates[2].revenueMicroGd")).isZero();
            assertThat(advice.getDouble("candidates[2].utilisation")).isZero();
            assertThat(advice.getInt("candidates[2].jobsLost") + advice.getInt("candidates[2].jobsPlacedNowhere"))
                    .isEqualTo(3);
        } finally {
            as(owner).post("/api/sites/" + site + "/withdraw").then().statusCode(200);
        }
    }

    @Test
    void onlyTheSitesOwnerMayAskAndAnUnknownSiteIsNotFound() {
        String owner = newPerson("owner");
        long site = ((Number) as(owner).body(Map.of("name", "Mine " + System.nanoTime() % 1_000_000,
                "processors", 4, "mipsPerProcessor", 1000, "bandwidthGbps", 1, "gridName", "advised",
                "price", Map.of("priceMicroGdPerProcessorHour", PRICE))).post("/api/sites").then().statusCode(201)
                .extract().path("id")).longValue();
        try {
            Map<String, Object> body = Map.of("pricesMicroGdPerProcessorHour", List.of(PRICE), "hours", 24);
            as(newPerson("owner")).body(body).post("/api/sites/" + site + "/price-advice").then().statusCode(403)
                    .contentType("application/problem+json");
            as(owner).body(body).post("/api/sites/999999999/price-advice").then().statusCode(404);
            as(owner).body(body).post("/api/sites/" + site + "/price-advice").then().statusCode(200)
                    .body("siteId", equalTo((int) site)).body("hours", equalTo(24));
        } finally {
            as(owner).post("/api/sites/" + site + "/withdraw").then().statusCode(200);
        }
    }

    @Test
    void badInputIsA422NamingTheField() {
        String owner = newPerson("owner");
        String path = "/api/sites/1/price-advice";
        List<Long> fiftyOne = LongStream.rangeClosed(1, 51).map(i -> i * 1_000).boxed().toList();
        Object[][] cases = {
            {List.of(), 24, "pricesMicroGdPerProcessorHour"},
            {fiftyOne, 24, "pricesMicroGdPerProcessorHour"},
            {List.of(1_000L, -5L), 24, "pricesMicroGdPerProcessorHour[1]"},
            {List.of(1_000L), 0, "hours"},
            {List.of(1_000L), 169, "hours"},
        };
        for (Object[] row : cases) {
            Map<String, Object> body = new HashMap<>();
            body.put("pricesMicroGdPerProcessorHour", row[0]);
            body.put("hours", row[1]);
            as(owner).body(body).post(path).then().statusCode(422).contentType("application/problem+json")
                    .body("errors[0].field", equalTo(row[2]));
        }
    }

    private static Map<String, Object> job(int processors, long runtimeSeconds, long budgetMicroGd,
                                           long deadlineSeconds) {
        return Map.of("processors", processors, "runtimeSeconds", runtimeSeconds, "budgetMicroGd", budgetMicroGd,
                "deadlineSeconds", deadlineSeconds, "strategy", "OFC");
    }

    private static long submit(String buyer, String key, Map<String, Object> job) {
        return ((Number) as(buyer).header("Idempotency-Key", key + System.nanoTime()).body(job).post("/api/jobs")
                .then().statusCode(201).extract().path("id")).longValue();
    }

    private long modelNow() {
        return Instant.parse(Api.as("admin").get("/api/engine/clock").then().statusCode(200).extract()
                .path("now")).getEpochSecond();
    }

    private void advance(long seconds) {
        wall.set(wall.millis() + seconds * 1_000);
    }

    private static String newPerson(String role) {
        String name = role + "advice" + System.nanoTime() % 1_000_000_000L;
        Api.as("admin").body(Map.of("username", name, "password", "long-enough-pw", "role", role))
                .post("/api/admin/users").then().statusCode(201);
        return name;
    }

    private static RequestSpecification as(String username) {
        String token = RestAssured.given().contentType("application/json")
                .body(Map.of("username", username, "password", "long-enough-pw")).post("/api/auth/login")
                .then().statusCode(200).extract().path("accessToken");
        return RestAssured.given().contentType("application/json").auth().oauth2(token);
    }
}
