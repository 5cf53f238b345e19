package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Issue 35 C in a real Chromium: an owner whose cheap cluster just took a job asks the price page what nine
 * prices around today's would have done, and sees the chart and the table with today's price first.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AdvisorBrowserTest extends BrowserTestBase {
    private static final String PASSWORD = "long-enough-pw";

    private static String newAccount(String role) {
        String name = role + "adv" + System.nanoTime() % 10_000_000;
        Api.as("admin").body(Map.of("username", name, "password", PASSWORD, "role", role))
                .post("/api/admin/users").then().statusCode(201);
        return name;
    }

    private static io.restassured.specification.RequestSpecification as(String username) {
        String token = given().contentType(ContentType.JSON).body(Map.of("username", username, "password", PASSWORD))
                .post("/api/auth/login").then().statusCode(200).extract().path("accessToken");
        return given().contentType(ContentType.JSON).auth().oauth2(token);
    }

    @Test
    void anOwnerAsksWhatOtherPricesWouldHaveDoneAndSeesTheChartAndTodaysRow(TestInfo test) {
        String owner = newAccount("owner");
        String cluster = "Advised " + System.nanoTime() % 1_000_000;
        long site = ((Number) as(owner).body(Map.of("name", cluster, "processors", 64, "mipsPerProcessor", 1000,
                "bandwidthGbps", 1, "gridName", "advised", "price", Map.of("priceMicroGdPerProcessorHour", 100_000)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        try {
            String buyer = newAccount("user");
            Api.as("admin").body(Map.of("id", "grant-" + buyer, "username", buyer, "amountMicroGd", 10_000_000L))
                    .post("/api/admin/grants").then().statusCode(201);
            as(buyer).header("Idempotency-Key", "advised-" + site).body(Map.of("processors", 1,
                    "runtimeSeconds", 3_600, "budgetMicroGd", 1_000_000, "deadlineSeconds", 100_000, "strategy", "OFC"))
                    .post("/api/jobs").then().statusCode(201);
            // The closing note's figure: 10 candidate prices over 24 model hours of the demo's demand.
            io.restassured.path.json.JsonPath timed = as(owner).body(Map.of("pricesMicroGdPerProcessorHour",
                    java.util.stream.LongStream.rangeClosed(1, 10).map(i -> i * 20_000).boxed().toList(), "hours", 24))
                    .post("/api/sites/" + site + "/price-advice").then().statusCode(200).extract().jsonPath();
            System.out.printf("price advice, 10 prices over 24 model hours: %d jobs, %d quotes, %d local jobs, "
                    + "%d carried; %d ms%n", timed.getInt("replayed.jobs"), timed.getInt("replayed.quotesNotTaken"),
                    timed.getInt("replayed.localJobs"), timed.getInt("replayed.carriedJobs"),
                    timed.getLong("replayed.elapsedMillis"));
            try (Browser.Tab tab = laptop(test)) {
                Page page = tab.page;
                signIn(tab, owner, PASSWORD, "/owner/clusters");
                page.navigate("/owner/clusters/" + site);
                Locator panel = page.getByTestId("price-advice");
                assertThat(panel).containsText("What would another price have done?");
                assertThat(field(page, "Prices to try (G$ per processor-hour, up to 50)"))
                        .hasValue("0.05, 0.0625, 0.075, 0.0875, 0.10, 0.1125, 0.125, 0.1375, 0.15");
                field(page, "Model hours to look back (1 to 168)").fill("0");
                button(page, "Show what they would have done").click();
                assertThat(panel.getByRole(com.microsoft.playwright.options.AriaRole.ALERT).first())
                        .containsText("1 to 168");
                field(page, "Model hours to look back (1 to 168)").fill("24");
                button(page, "Show what they would have done").click();
                assertThat(page.getByTestId("price-advice-chart")).isVisible();
                Locator today = page.locator("[data-testid=price-advice-table] tr[data-current=true]");
                assertThat(today).hasCount(1);
                assertThat(today.locator("td").first()).hasText("0.10 (today)");
                assertThat(page.locator("[data-testid=price-advice-table] tbody tr")).hasCount(10);
                assertNoJargon(page, "the price advice");
                tab.screenshot("price-advice");
            }
        } finally {
            as(owner).post("/api/sites/" + site + "/withdraw").then().statusCode(200);
        }
    }
}
