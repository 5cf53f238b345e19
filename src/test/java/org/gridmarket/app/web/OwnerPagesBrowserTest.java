package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * An owner's pages (issue 18, C7) in a real Chromium against the real service: registering a cluster,
 * withdrawing one only after confirming, the queue, and paying out revenue. Each test makes its own owner.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class OwnerPagesBrowserTest extends BrowserTestBase {
    private static final String PASSWORD = "long-enough-pw";

    private static String newAccount(String role) {
        String name = role + "x" + System.nanoTime() % 10_000_000;
        Api.as("admin").body(Map.of("username", name, "password", PASSWORD, "role", role))
                .post("/api/admin/users").then().statusCode(201);
        return name;
    }

    private static String tokenOf(String username) {
        return given().contentType(ContentType.JSON).body(Map.of("username", username, "password", PASSWORD))
                .post("/api/auth/login").then().statusCode(200).extract().path("accessToken");
    }

    @Test
    void ownerRegistersAClusterAndWithdrawsItOnlyAfterConfirming(TestInfo test) {
        String owner = newAccount("owner");
        String cluster = "Registered " + System.nanoTime() % 1_000_000;
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, owner, PASSWORD, "/owner/clusters");
            assertThat(page).hasTitle("My clusters · gridmarket");
            assertThat(page.getByText("You have no clusters registered yet.")).isVisible();

            // The page checks before sending: a bad grid name is shown at its field.
            field(page, "Name").fill(cluster);
            field(page, "Grid").fill("a b");
            button(page, "Register cluster").click();
            assertThat(field(page, "Grid")).hasAccessibleDescription(Pattern.compile("1 to 64 letters"));

            field(page, "Grid").fill("lab");
            field(page, "Processors").fill("32");
            field(page, "Price per processor-hour (G$, optional)").fill("2.5");
            button(page, "Register cluster").click();
            assertThat(page.getByText("Registered " + cluster + ".")).isVisible();
            Locator card = page.locator("li[data-site='" + cluster + "']");
            assertThat(card).containsText("32 processors");
            assertThat(card.getByTestId("price")).hasText("2.50 G$");
            tab.screenshot("registered");

            // Withdrawing asks first; keeping it leaves the cluster as it was.
            button(page, "Withdraw " + cluster).click();
            Locator confirmation = page.getByRole(AriaRole.ALERTDIALOG);
            assertThat(confirmation).containsText("takes no new jobs");
            assertThat(confirmation).containsText("history and revenue stay");
            tab.screenshot("confirm-withdraw");
            button(page, "Keep it").click();
            assertThat(confirmation).hasCount(0);
            assertThat(card.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Edit the price of " + cluster)))
                    .isVisible();

            button(page, "Withdraw " + cluster).click();
            button(page, "Yes, withdraw " + cluster).click();
            // Withdrawn (POST /api/sites/{id}/withdraw), or told plainly that this service cannot yet.
            assertThat(card.getByTestId("withdrawn").or(card.getByText("This service cannot withdraw clusters yet.")))
                    .isVisible();
            if (card.getByTestId("withdrawn").count() > 0) {
                assertThat(card).containsText("withdrawn");
                assertThat(card.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions()
                        .setName("Edit the price of " + cluster))).hasCount(0);
            }
            tab.screenshot("withdrawn");
        }
    }

    @Test
    void theQueueMarksJobsAndThePriceHistoryIsOnATimeAxis(TestInfo test) {
        String owner = newAccount("owner");
        String cluster = "Queued " + System.nanoTime() % 1_000_000;
        String token = tokenOf(owner);
        long siteId = ((Number) given().contentType(ContentType.JSON).auth().oauth2(token)
                .body(Map.of("name", cluster, "processors", 8, "mipsPerProcessor", 1000, "bandwidthGbps", 1,
                        "gridName", "lab", "price", Map.of("priceMicroGdPerProcessorHour", 2_000_000)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, owner, PASSWORD, "/owner/clusters");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Queue, utilisation and earnings of "
                    + cluster)).click();
            page.waitForURL("**/owner/clusters/" + siteId + "/queue");
            assertThat(page).hasTitle("Queue of " + cluster + " · gridmarket");
            field(page, "Processors").fill("8");
            field(page, "Runtime (s)").fill("100000");
            button(page, "Submit local job").click();
            Locator submitted = page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions()
                    .setName(Pattern.compile("^Local job \\d+$")));
            assertThat(submitted).isVisible();
            Locator queue = page.getByTestId("queue");
            assertThat(queue.locator("thead")).containsText("Kind");
            assertThat(queue.locator("tbody tr")).not().hasCount(0);
            assertThat(queue.locator("tbody td time").first()).hasText(JobPagesBrowserTest.DATE_WITH_ZONE);
            tab.screenshot("queue");

            // The owner's own local job opens on the job page.
            submitted.click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            assertThat(page.getByTestId("job-state")).hasText(Pattern.compile("^(ACCEPTED|RUNNING)$"),
                    new LocatorAssertions.HasTextOptions().setTimeout(15_000));
            tab.screenshot("local-job");

            page.navigate("/owner/clusters/" + siteId);
            assertThat(page).hasTitle("Price of " + cluster + " · gridmarket");
            field(page, "Price per processor-hour (G$)").fill("0.5");
            button(page, "Save price").click();
            assertThat(page.getByRole(AriaRole.ALERTDIALOG)).containsText("less than half the current one");
            button(page, "Keep editing").click();
            assertThat(page.getByRole(AriaRole.ALERTDIALOG)).hasCount(0);
            field(page, "Price per processor-hour (G$)").fill("2.2");
            button(page, "Save price").click();
            assertThat(page.getByText("Price saved.")).isVisible();
            assertThat(page.getByRole(AriaRole.IMG, new Page.GetByRoleOptions()
                    .setName("Price per processor-hour over market time"))).isVisible();
            assertThat(page.getByRole(AriaRole.TABLE).locator("td time").first())
                    .hasText(JobPagesBrowserTest.DATE_WITH_ZONE);
            assertThat(page.getByRole(AriaRole.TABLE)).not().containsText("wall clock");
            tab.screenshot("price-history");
        }
    }

    @Test
    void ownerPaysOutRevenueWithinWhatIsAvailable(TestInfo test) {
        String owner = newAccount("owner");
        String buyer = newAccount("user");
        Api.as("admin").body(Map.of("id", "grant-" + buyer, "username", buyer, "amountMicroGd", 1_000_000_000_000L))
                .post("/api/admin/grants").then().statusCode(201);
        // The only cluster wide enough for a job of 60,000 processors (the demo's largest has 2,048; no other test
        // registers more than 50,000): the buyer's job runs there and completes in about a wall second.
        given().contentType(ContentType.JSON).auth().oauth2(tokenOf(owner))
                .body(Map.of("name", "Payout " + System.nanoTime() % 1_000_000, "processors", 100_000,
                        "mipsPerProcessor", 1000, "bandwidthGbps", 1, "gridName", "lab",
                        "price", Map.of("priceMicroGdPerProcessorHour", 60_000)))
                .post("/api/sites").then().statusCode(201);
        given().contentType(ContentType.JSON).auth().oauth2(tokenOf(buyer))
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .body(Map.of("processors", 60_000, "runtimeSeconds", 1000, "budgetMicroGd", 100_000_000_000L,
                        "deadlineSeconds", 100_000, "strategy", "OFC"))
                .post("/api/jobs").then().statusCode(201);
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, owner, PASSWORD, "/owner/clusters");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Revenue")).click();
            assertThat(page).hasTitle("Revenue · gridmarket");
            // The job completes within moments (1,000 model seconds): its payment, 0.06 G$ × 60,000 processors ×
            // 1,000/3,600 h = 1,000 G$, becomes available, and the page shows it without being reloaded.
            assertThat(button(page, "Pay out")).isEnabled(new LocatorAssertions.IsEnabledOptions().setTimeout(90_000));
            assertThat(page.getByTestId("availableGd")).hasText("1,000.00 G$",
                    new LocatorAssertions.HasTextOptions().setTimeout(30_000));
            String available = page.getByTestId("availableGd").innerText();
            field(page, "Amount to pay out (G$)").fill("999999999");
            button(page, "Pay out").click();
            assertThat(field(page, "Amount to pay out (G$)")).hasAccessibleDescription(Pattern.compile("at most the"));
            tab.screenshot("too-much");

            field(page, "Amount to pay out (G$)").fill("0.01");
            button(page, "Pay out").click();
            // Paid out (POST /api/revenue/payouts, then code payout in the statement), or told plainly that
            // this service cannot yet.
            Locator done = page.getByText("Paid out 0.01 G$");
            assertThat(done.or(page.getByText("This service cannot pay out revenue yet."))).isVisible();
            if (done.count() > 0) {
                assertThat(page.getByRole(AriaRole.TABLE)).containsText("payout");
                assertThat(page.getByTestId("availableGd")).not().hasText(available);
                // Issue 32 C2: earned (all time) never falls; the payout shows as paid out, available = earned − it.
                assertThat(page.getByTestId("earnedGd")).hasText("1,000.00 G$");
                assertThat(page.getByTestId("paidOutGd")).hasText("0.01 G$");
                assertThat(page.getByTestId("availableGd")).hasText("999.99 G$");
                assertThat(page.getByText("Earned − paid out")).isVisible();
            }
            tab.screenshot("payout");
        }
    }

    /** Issue 32 C1: owner1's queue page never shows a utilisation above 100 % (it showed 107.5 %). */
    @Test
    void owner1sUtilisationIsNeverAboveAHundredPerCent(TestInfo test) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "owner1", "demo", "/owner/clusters");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(
                    Pattern.compile("^Queue, utilisation and earnings of "))).first().click();
            page.waitForURL(Pattern.compile(".*/owner/clusters/\\d+/queue$"));
            for (String figure : new String[] {"utilisation-now", "utilisation-last-hour"}) {
                Locator shown = page.getByTestId(figure);
                assertThat(shown).hasText(Pattern.compile("^\\d{1,3}\\.\\d %$"));
                double percent = Double.parseDouble(shown.innerText().replace(" %", ""));
                org.assertj.core.api.Assertions.assertThat(percent).as(figure).isBetween(0.0, 100.0);
            }
            assertThat(page.getByRole(AriaRole.IMG, new Page.GetByRoleOptions()
                    .setName("Utilisation over the last 24 model hours"))).isVisible();
            tab.screenshot("owner1-queue");
        }
    }

    @Test
    void theFixedCostReadsPerProcessorHourExactlyAndTheOwnersPagesSpeakPlainWords(TestInfo test) {
        String owner = newAccount("owner");
        String cluster = "Costed " + System.nanoTime() % 1_000_000;
        long siteId = ((Number) given().contentType(ContentType.JSON).auth().oauth2(tokenOf(owner))
                .body(Map.of("name", cluster, "processors", 8, "mipsPerProcessor", 1000, "bandwidthGbps", 1,
                        "gridName", "lab", "price", Map.of("priceMicroGdPerProcessorHour", 2_000_000)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        String fixedCost = "Fixed cost per processor-hour (G$, optional)";
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, owner, PASSWORD, "/owner/clusters");
            assertNoJargon(page, "My clusters");
            page.navigate("/owner/clusters/" + siteId);
            assertThat(page).hasTitle("Price of " + cluster + " · gridmarket");
            // 1 G$ an hour is 277.7… µG$ a second: the API keeps whole µG$ per second, so it is refused, with the
            // nearest costs that are exact.
            field(page, fixedCost).fill("1");
            button(page, "Save price").click();
            assertThat(field(page, fixedCost)).hasAttribute("aria-invalid", "true");
            assertThat(field(page, fixedCost)).hasAccessibleDescription(Pattern.compile("such as 0\\.9972 or 1\\.0008"));
            field(page, fixedCost).fill("7.2");
            button(page, "Save price").click();
            assertThat(page.getByText("Price saved.")).isVisible();
            assertThat(page.getByTestId("fixed-cost")).hasText("7.20 G$");
            // What was saved is 2,000 µG$ per processor-second (7.2 G$ ÷ 3,600 s).
            assertThat(given().auth().oauth2(tokenOf(owner)).get("/api/sites/" + siteId).then().statusCode(200)
                    .extract().<Integer>path("price.fixedCostMicroGdPerCpuSecond")).isEqualTo(2_000);
            page.reload();
            assertThat(field(page, fixedCost)).hasValue("7.20");
            assertNoJargon(page, "the price page");
            tab.screenshot("fixed-cost");
            page.navigate("/owner/revenue");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).isVisible();
            assertNoJargon(page, "Revenue");
            page.navigate("/owner/clusters/" + siteId + "/queue");
            assertThat(page).hasTitle("Queue of " + cluster + " · gridmarket");
            assertNoJargon(page, "the queue");
            page.navigate("/contracts");
            assertThat(page.getByTestId("contracts")).isVisible();
            assertNoJargon(page, "Grid contracts");
        }
    }
}
