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
import io.restassured.response.Response;
import java.math.BigDecimal;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Where a new user stumbled (issue 18, C1–C6), in a real Chromium against the real service: cancelling asks
 * first and shows what it cost, the size unit converts, the preview checks the wallet, times say which clock
 * they are on, every job can be found, and the admin finds jobs and statements the way people name them.
 * Each test makes its own buyer (and cluster), so other tests' data does not matter.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class UserPagesBrowserTest extends BrowserTestBase {
    static final String PASSWORD = "long-enough-pw";
    private static final AtomicInteger UNIQUE = new AtomicInteger();

    /** A new user with {@code grantMicroGd} in the wallet. */
    static String newBuyer(long grantMicroGd) {
        String name = "stumble" + UNIQUE.incrementAndGet() + "x" + System.nanoTime() % 100_000;
        Api.as("admin").body(Map.of("username", name, "password", PASSWORD, "role", "user"))
                .post("/api/admin/users").then().statusCode(201);
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", grantMicroGd))
                .post("/api/admin/grants").then().statusCode(201);
        return name;
    }

    static String tokenOf(String username) {
        return given().contentType(ContentType.JSON).body(Map.of("username", username, "password", PASSWORD))
                .post("/api/auth/login").then().statusCode(200).extract().path("accessToken");
    }

    /** Submits a job as {@code token}; waits out a rate limit (429) if one answers. */
    static Response submit(String token, Map<String, Object> job) {
        for (int attempt = 0; ; attempt++) {
            Response response = given().contentType(ContentType.JSON).auth().oauth2(token)
                    .header("Idempotency-Key", UUID.randomUUID().toString()).body(job).post("/api/jobs");
            if (response.statusCode() != 429 || attempt == 5) {
                return response;
            }
            String retryAfter = response.header("Retry-After");
            sleepSeconds(retryAfter == null ? 1 : Long.parseLong(retryAfter));
        }
    }

    private static void sleepSeconds(long seconds) {
        try {
            Thread.sleep(seconds * 1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Processors only the clusters of these tests have (the demo's largest has 2,048). */
    private static final int WIDE_JOB_PROCESSORS = 2500;

    /**
     * An idle cluster of 3,000 processors at 1,000 MIPS and the lowest price there is (1 µG$): for a job of
     * {@link #WIDE_JOB_PROCESSORS} processors it is the only kind of cluster wide enough, and OFC places the
     * job there at once. Its speed is the demo's, so other tests' quotes and rejections do not change.
     */
    private static void wideCheapCluster() {
        Api.as("owner3").body(Map.of("name", "Wide " + System.nanoTime() % 1_000_000, "processors", 3000,
                "mipsPerProcessor", 1000, "bandwidthGbps", 1, "gridName", "wide",
                "price", Map.of("priceMicroGdPerProcessorHour", 1))).post("/api/sites").then().statusCode(201);
    }

    static void awaitQuote(Page page) {
        assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                new LocatorAssertions.HasCountOptions().setTimeout(15_000));
    }

    /** "1,234.50 G$" → 1234.50 */
    private static BigDecimal gd(String text) {
        return new BigDecimal(text.replace("G$", "").replace(",", "").replace("−", "-").trim());
    }

    @Test
    void cancellingAsksFirstWithTheChargeAndShowsWhatWasChargedAndReleased(TestInfo test) {
        wideCheapCluster();
        String buyer = newBuyer(1_000_000_000_000L);
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            page.navigate("/jobs/new");
            // 100,000 model seconds: 100 wall seconds at 1,000×, for 0.10 G$ (1 µG$ per second).
            field(page, "Processors").fill(String.valueOf(WIDE_JOB_PROCESSORS));
            field(page, "Runtime (s)").fill("100000");
            field(page, "Budget (G$)").fill("200000");
            field(page, "Deadline in hours").fill("1000");
            field(page, "Strategy").selectOption("OFC");
            awaitQuote(page);
            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            String jobId = page.url().replaceAll(".*/jobs/(\\d+)$", "$1");
            assertThat(page.getByText("Job accepted on")).isVisible();
            assertThat(page).hasTitle("Job " + jobId + " · gridmarket");
            assertThat(page.getByTestId("job-state")).hasText("RUNNING",
                    new LocatorAssertions.HasTextOptions().setTimeout(30_000));
            BigDecimal price = gd(page.getByTestId("job-price").innerText());

            // A running job: a progress bar, the time left on the market clock and in real time (1,000× slower).
            Locator progress = page.getByTestId("job-progress");
            assertThat(progress.locator("progress")).isVisible();
            assertThat(progress).containsText("on the market clock");
            assertThat(page.getByTestId("wall-time-left")).hasText(Pattern.compile("^[\\d.,]+ (ms|s|min|h|d)"));
            // One clock, the market's, said once in the layout; every time carries the time zone, transfers' too.
            assertThat(page.getByTestId("market-clock")).containsText("runs 1,000× faster than real time");
            assertThat(page.locator("dd time").first()).hasText(JobPagesBrowserTest.DATE_WITH_ZONE);
            Locator transfers = page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions()
                    .setName("Ledger transfers of job " + jobId));
            assertThat(transfers.locator("td time").first()).hasText(JobPagesBrowserTest.DATE_WITH_ZONE);
            assertThat(page.locator("main")).not().containsText("wall clock");
            tab.screenshot("running");

            // One click only asks: nothing is cancelled until confirmed, and "Keep the job" keeps it.
            button(page, "Cancel job…").click();
            Locator confirmation = page.getByRole(AriaRole.ALERTDIALOG);
            assertThat(confirmation).containsText("Cancel job " + jobId + "?");
            assertThat(confirmation).containsText("released back to your wallet");
            BigDecimal estimate = gd(page.getByTestId("cancel-charge").innerText());
            assertThat(estimate).isPositive().isLessThan(price);
            assertThat(gd(page.getByTestId("cancel-release").innerText()))
                    .isEqualByComparingTo(price.subtract(estimate));
            tab.screenshot("confirm-cancel");
            button(page, "Keep the job").click();
            assertThat(page.getByTestId("job-state")).hasText("RUNNING");

            button(page, "Cancel job…").click();
            button(page, "Yes, cancel the job").click();
            assertThat(page.getByTestId("job-state")).hasText("CANCELLED");
            Locator outcome = page.getByTestId("cancel-outcome");
            assertThat(outcome).containsText("Job cancelled.");
            BigDecimal charged = gd(page.getByTestId("job-charged").innerText());
            assertThat(charged).isPositive().isLessThan(price);
            assertThat(outcome).containsText("Charged " + page.getByTestId("job-charged").innerText());
            Locator amounts = outcome.locator(".amount");
            assertThat(gd(amounts.nth(0).innerText())).isEqualByComparingTo(charged);
            assertThat(gd(amounts.nth(1).innerText())).isEqualByComparingTo(price.subtract(charged));
            assertThat(page.getByText("Job accepted on")).hasCount(0);
            tab.screenshot("cancelled");
        }
    }

    @Test
    void changingTheSizeUnitConvertsTheNumberAtTheReferenceSpeed(TestInfo test) {
        String buyer = newBuyer(1_000_000_000_000L);
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            page.navigate("/jobs/new");
            assertThat(page).hasTitle("New job · gridmarket");
            field(page, "Processors").fill("8");
            field(page, "Runtime (s)").fill("360000");
            page.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Length (MI)")).check();
            Locator length = page.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("Length (MI)"));
            assertThat(length).hasValue("2880000000");
            assertThat(page.getByTestId("size-notice"))
                    .hasText("360,000 s on 8 processors at 1,000 MIPS is 2,880,000,000 MI.");
            tab.screenshot("converted-to-mi");
            page.getByLabel("Runtime (seconds at 1,000 MIPS per processor)").check();
            assertThat(field(page, "Runtime (s)")).hasValue("360000");

            // A number that cannot be converted is cleared, and the page says why.
            field(page, "Processors").fill("eight");
            page.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Length (MI)")).check();
            assertThat(length).hasValue("");
            assertThat(page.getByTestId("size-notice")).containsText("cleared");
            tab.screenshot("cleared");

            // The abbreviations are explained where they appear.
            for (String term : new String[] {"DBC", "GFA", "OFC", "OFT", "MI"}) {
                assertThat(page.locator("abbr", new Page.LocatorOptions().setHasText(Pattern.compile("^"
                        + term + "$"))).first()).hasAttribute("title", Pattern.compile(".{20,}"));
            }
        }
    }

    @Test
    void thePreviewComparesThePriceWithTheWalletAndARejectionNamesNoAccount(TestInfo test) {
        wideCheapCluster();
        String buyer = newBuyer(1_000_000); // 1 G$
        // The same job as the preview's (10 G$ at 1 µG$ a second), submitted anyway through the API:
        // rejected for want of funds.
        Response rejected = submit(tokenOf(buyer), Map.of("processors", WIDE_JOB_PROCESSORS,
                "runtimeSeconds", 10_000_000, "budgetMicroGd", 200_000_000_000L, "deadlineSeconds", 10_800_000,
                "strategy", "OFC"));
        rejected.then().statusCode(422);
        String detail = rejected.path("detail");
        long rejectedJob = Long.parseLong(detail.replaceAll("^job (\\d+) .*$", "$1"));
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            page.navigate("/jobs/new");
            field(page, "Processors").fill(String.valueOf(WIDE_JOB_PROCESSORS));
            field(page, "Runtime (s)").fill("10000000");
            field(page, "Budget (G$)").fill("200000");
            field(page, "Deadline in hours").fill("3000");
            field(page, "Strategy").selectOption("OFC");
            awaitQuote(page);
            Locator funds = page.getByTestId("funds-verdict");
            assertThat(funds).hasAttribute("data-enough", "false");
            assertThat(funds).containsText("exceeds the 1.00 G$ available in your wallet");
            assertThat(button(page, "Submit job")).isDisabled();
            tab.screenshot("not-enough-funds");

            // A small job the wallet covers: the preview says so and Submit is back.
            field(page, "Runtime (s)").fill("50");
            awaitQuote(page);
            assertThat(funds).hasAttribute("data-enough", "true");
            assertThat(button(page, "Submit job")).isEnabled();
            tab.screenshot("enough-funds");

            page.navigate("/jobs/" + rejectedJob);
            assertThat(page.getByTestId("job-state")).hasText("REJECTED");
            Locator alert = page.getByRole(AriaRole.ALERT).filter(new Locator.FilterOptions().setHasText("Rejected:"));
            assertThat(alert).containsText("insufficient funds");
            assertThat(alert).not().containsText(Pattern.compile("account \\d+"));
            assertThat(alert).containsText("G$");
            tab.screenshot("rejected-for-funds");
        }
    }

    @Test
    void theWalletPagesThroughEveryJobAndFiltersByState(TestInfo test) {
        String buyer = newBuyer(1_000_000_000_000L);
        String token = tokenOf(buyer);
        // Eleven jobs wider than any cluster: each is a rejected job in the list.
        for (int i = 0; i < 11; i++) {
            submit(token, Map.of("processors", 1_000_000, "runtimeSeconds", 100, "budgetMicroGd", 1_000_000_000L,
                    "deadlineSeconds", 100_000, "strategy", "OFC")).then().statusCode(422);
        }
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            assertThat(page).hasTitle("Wallet · gridmarket");
            Locator rows = page.locator("[data-testid=recent-jobs] tbody tr");
            assertThat(rows).hasCount(10);
            tab.screenshot("first-page");
            button(page, "Older").click();
            assertThat(rows).hasCount(1);
            tab.screenshot("second-page");

            page.getByLabel("Completed", new Page.GetByLabelOptions().setExact(true)).check();
            assertThat(page.getByText("No jobs in this state.")).isVisible();
            page.getByLabel("Rejected or failed").check();
            assertThat(rows).hasCount(10);
            assertThat(rows.first()).containsText("REJECTED");
            tab.screenshot("rejected-filter");

            // A job that is not a number is a page that does not exist.
            page.navigate("/jobs/abc");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Page not found")))
                    .isVisible();
            assertThat(page).hasTitle("Page not found · gridmarket");
            tab.screenshot("jobs-abc");
        }
    }

    @Test
    void adminFindsStatementsByUsernameAndANewErrorClearsTheOldResult(TestInfo test) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "admin", "demo", "/admin/ledger");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Statements")).click();
            assertThat(page).hasTitle("Account statements · gridmarket");
            field(page, "Account number or username").fill("carol");
            button(page, "Show statement").click();
            Locator table = page.getByRole(AriaRole.TABLE);
            assertThat(table).containsText("demo-grant-carol");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(Pattern.compile(
                    "^carol's wallet")))).isVisible();
            // Times on the market clock like every other page's, with the time zone.
            assertThat(table.locator("td time").first()).hasText(JobPagesBrowserTest.DATE_WITH_ZONE);
            assertThat(table).not().containsText("wall clock");
            tab.screenshot("by-username");

            field(page, "Account number or username").fill("not a name!");
            button(page, "Show statement").click();
            assertThat(field(page, "Account number or username")).hasAttribute("aria-invalid", "true");
            assertThat(page.getByRole(AriaRole.TABLE)).hasCount(0);
            tab.screenshot("error-cleared-result");

            field(page, "Account number or username").fill("nobody");
            button(page, "Show statement").click();
            assertThat(page.getByText("No account belongs to a user named nobody.")).isVisible();

            // Jobs audit: "job-N" and "N" are the same job; a bad reference clears the trail shown before.
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Jobs audit")).click();
            assertThat(page).hasTitle("Jobs audit · gridmarket");
            field(page, "Job reference").fill("job-1");
            button(page, "Show trail").click();
            assertThat(page).hasURL(Pattern.compile(".*/admin/jobs\\?job=1$"));
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(Pattern.compile("^Job 1 ")))).isVisible();
            field(page, "Job reference").fill("abc");
            button(page, "Show trail").click();
            assertThat(field(page, "Job reference")).hasAccessibleDescription(Pattern.compile("such as 80 or job-80"));
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(Pattern.compile("^Job 1 ")))).hasCount(0);
            tab.screenshot("jobs-audit");
        }
    }
}
