package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.app.LiveMarketplaceTest.buyer;
import static org.gridmarket.app.LiveMarketplaceTest.fastSite;
import static org.gridmarket.app.LiveMarketplaceTest.job;
import static org.gridmarket.app.LiveMarketplaceTest.sites;
import static org.gridmarket.app.LiveMarketplaceTest.slowSite;
import static org.gridmarket.app.LiveMarketplaceTest.submit;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a user asks before buying, on {@link LiveMarketplaceTest}'s two sites: quotes in the strategy's order
 * with its reasons, the strategy's name on the job's trail, and unknown strategies refused by name.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LiveQuotesTest {

    private static io.restassured.response.Response quote(String token, Map<String, Object> job) {
        return RestAssured.given().contentType("application/json").auth().oauth2(token).body(job).post("/api/quotes");
    }

    @AfterEach
    void trialBalanceBalances() {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
    }

    @ParameterizedTest(name = "a strategy named {0} is a 422 listing the known ones, and nothing is recorded")
    @CsvSource({"AUCTION", "tender", "' OFC'"})
    void anUnknownStrategyIsRefusedNamingTheStrategiesOffered(String strategy) {
        sites();
        String token = buyer(1_000);
        submit(token, "unknown-" + strategy.trim(), job(3600, 100, 1000, 400, strategy)).then()
                .statusCode(422)
                .body("type", equalTo("/problems/validation"))
                .body("detail", containsString("must be one of OFC, OFT, TENDER"));
        quote(token, job(3600, 100, 1000, 400, strategy)).then().statusCode(422)
                .body("detail", containsString("strategy"));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id"))
                .isEmpty();
    }

    @Test
    void aQuoteNamesItsStrategyAndWhyEachSiteWasOrWasNotChosen() {
        sites();
        String token = buyer(1_000);
        JsonPath quote = quote(token, job(3600, 100, 1000, 100, "OFC")).then().statusCode(200).extract().jsonPath();
        assertThat(quote.getString("strategy")).isEqualTo("OFC");
        assertThat(quote.getList("candidates.why", String.class)).containsExactly("cannot finish by the deadline",
                "chosen: the cheapest site within budget that meets the deadline");
        JsonPath placed = submit(token, "why", job(3600, 100, 1000, 100, "OFC")).then().statusCode(201).extract()
                .jsonPath();
        assertThat(placed.getList("events.detail", String.class)).contains("placed on Live fast by OFC");
    }

    @Test
    void aQuoteListsTheCandidatesInStrategyOrderAndCommitsNothing() {
        sites();
        String token = buyer(1_000);
        JsonPath quote = quote(token, job(3600, 100, 1000, 100, "OFC")).then().statusCode(200).extract().jsonPath();
        assertThat(quote.getList("candidates.siteId", Long.class)).containsExactly(slowSite, fastSite);
        assertThat(quote.getLong("chosenSiteId")).isEqualTo(fastSite);
        assertThat(quote.getList("candidates.meetsDeadline", Boolean.class)).containsExactly(false, true);
        JsonPath none = quote(token, job(3600, 100, 100, 400, "OFC")).then().statusCode(200).extract().jsonPath();
        assertThat(none.getString("reason")).isEqualTo("budget too small");
        assertThat(none.getLong("cheapestFeasibleCostMicroGd")).isEqualTo(200_000_000);
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id"))
                .isEmpty();
    }
}
