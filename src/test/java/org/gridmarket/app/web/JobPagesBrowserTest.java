package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.math.BigDecimal;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * The job pages in a real Chromium against the real service (model time 1,000 × wall time). Each test makes
 * its own buyer (and cluster where it needs one), so other tests' sites and jobs in the same database do not
 * matter: the tests never assume which cluster DBC chooses.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class JobPagesBrowserTest extends BrowserTestBase {
    private static final String PASSWORD = "long-enough-pw";
    private static final AtomicInteger UNIQUE = new AtomicInteger();
    private static final Pattern ACCEPTED_OR_RUNNING = Pattern.compile("^(ACCEPTED|RUNNING)$");
    /** "24 Nov 2026, 22:30:00 UTC": every date names its time zone. */
    static final Pattern DATE_WITH_ZONE = Pattern.compile("^\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2}:\\d{2} \\S+$");
    /** A new user with 1,000,000 G$ (nobody else's jobs are in their wallet or their job list). */
    private static String newBuyer() {
        String name = "webbuyer" + UNIQUE.incrementAndGet() + "x" + System.nanoTime() % 100_000;
        Api.as("admin").body(Map.of("username", name, "password", PASSWORD, "role", "user"))
                .post("/api/admin/users").then().statusCode(201);
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", 1_000_000_000_000L))
                .post("/api/admin/grants").then().statusCode(201);
        return name;
    }

    private static void signOut(Browser.Tab tab) {
        tab.page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out")).click();
        tab.page.waitForURL("**/login");
    }

    private static Locator link(Page page, String name) {
        return page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private static void describeJob(Page page, int processors, int runtimeSeconds, String budgetGd, String hours,
                                    String strategy) {
        field(page, "Processors").fill(String.valueOf(processors));
        field(page, "Runtime (s)").fill(String.valueOf(runtimeSeconds));
        field(page, "Budget (G$)").fill(budgetGd);
        field(page, "Deadline in hours").fill(hours);
        field(page, "Strategy").selectOption(strategy);
        // The preview is busy until the quote for exactly this form has arrived.
        assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                new LocatorAssertions.HasCountOptions().setTimeout(15_000));
    }

    /** "1,234.50 G$" → 1234.50 */
    private static BigDecimal gd(String text) {
        return new BigDecimal(text.replace("G$", "").replace(",", "").replace("−", "-").trim());
    }

    /** An exact amount as the overviews show it: two decimals, half away from zero. */
    private static BigDecimal overview(BigDecimal exact) {
        return exact.setScale(2, java.math.RoundingMode.HALF_UP);
    }

    @Test
    void userQuotesSubmitsSeesTheHoldAndTheJobComplete(TestInfo test) {
        String buyer = newBuyer();
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            assertThat(page.getByText("No jobs yet.")).isVisible();
            assertThat(page.getByTestId("heldGd")).hasText("0.00 G$");
            tab.screenshot("wallet-before");

            link(page, "New job").first().click();
            page.waitForURL("**/jobs/new");
            // 15,000 model seconds at 1,000 MIPS: 7.5 to 15 wall seconds on any demo or test cluster at 1,000×,
            // long enough to see it accepted and held before it completes.
            describeJob(page, 1, 15_000, "200000", "48", "OFT");
            assertThat(page.getByTestId("quote-verdict")).containsText("would run it for",
                    new LocatorAssertions.ContainsTextOptions().setTimeout(15_000));
            Locator chosen = page.locator("[data-testid=quote] tr[aria-current=true]");
            assertThat(chosen).hasCount(1);
            assertThat(chosen).containsText("✓ chosen");
            String chosenSite = chosen.getByTestId("candidate-site").innerText().trim();
            tab.screenshot("quote");

            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            String jobId = page.url().replaceAll(".*/jobs/(\\d+)$", "$1");
            assertThat(page.getByTestId("job-state")).hasText(ACCEPTED_OR_RUNNING);
            assertThat(page.getByText("Job accepted on")).isVisible();
            assertThat(page.getByTestId("job-site")).hasText(chosenSite);
            String price = page.getByTestId("job-price").innerText().trim();
            assertThat(gd(price)).isPositive();
            tab.screenshot("job-accepted");

            link(page, "Wallet").click();
            page.waitForURL("**/wallet");
            Locator row = page.locator("[data-testid=recent-jobs] tr[data-job='" + jobId + "']");
            assertThat(row).containsText(chosenSite);
            // The wallet is an overview (two decimals); the job page shows the exact price.
            assertThat(gd(page.getByTestId("heldGd").innerText())).isEqualByComparingTo(overview(gd(price)));
            assertThat(gd(page.getByTestId("availableGd").innerText()))
                    .isEqualByComparingTo(overview(new BigDecimal("1000000").subtract(gd(price))));
            tab.screenshot("wallet-held");

            // The job page follows the status stream: it turns COMPLETED without a reload.
            link(page, "Job " + jobId).click();
            page.waitForURL("**/jobs/" + jobId);
            assertThat(page.getByTestId("job-state")).hasText("COMPLETED",
                    new LocatorAssertions.HasTextOptions().setTimeout(120_000));
            assertThat(page.getByTestId("job-charged")).hasText(price);
            assertThat(page.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Job events, oldest first")))
                    .containsText("COMPLETED");
            assertThat(page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions()
                    .setName("Ledger transfers of job " + jobId))).containsText("Job " + jobId
                    + " charged (posted from its hold)");
            tab.screenshot("job-completed");

            link(page, "Wallet").click();
            assertThat(page.getByTestId("heldGd")).hasText("0.00 G$");
            assertThat(page.locator("[data-testid=recent-jobs] tr[data-job='" + jobId + "']"))
                    .containsText("COMPLETED");
            tab.screenshot("wallet-after");
            signOut(tab);

            signIn(tab, "admin", "demo", "/admin/ledger");
            link(page, "Jobs audit").click();
            page.waitForURL("**/admin/jobs");
            assertThat(page.getByTestId("reconciliation")).containsText("✓ Jobs and ledger agree");
            // The ledger's name for the job works here as well as its number.
            field(page, "Job reference").fill("job-" + jobId);
            button(page, "Show trail").click();
            assertThat(page.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Job events, oldest first")))
                    .containsText("COMPLETED");
            // The strategy named in an event is explained in the registry's words, as on the user's page.
            assertThat(page.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Job events, oldest first"))
                    .locator("abbr", new Locator.LocatorOptions().setHasText("OFT")).first())
                    .hasAttribute("title", Pattern.compile("\\S"));
            // Admins read the words and the ledger's code beside them.
            Locator trail = page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions().setName("Transfers of job " + jobId));
            assertThat(trail).containsText("Job " + jobId + " charged (posted from its hold)");
            assertThat(trail).containsText("job_charge · post_pending");
            tab.screenshot("admin-job-trail");
        }
    }

    @Test
    void anOwnersNewPriceChangesTheUsersNextQuote(TestInfo test) {
        String buyer = newBuyer();
        String site = "Browser quote " + System.nanoTime() % 1_000_000;
        long siteId = ((Number) Api.as("owner2").body(Map.of("name", site, "processors", 64, "mipsPerProcessor", 1000,
                "bandwidthGbps", 1, "gridName", "web", "price", Map.of("priceMicroGdPerProcessorHour", 1_000_000)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        Locator cost;
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            page.navigate("/jobs/new");
            describeJob(page, 1, 100, "100000", "1000", "OFC");
            cost = page.locator("[data-testid=quote] tr[data-site='" + site + "'] [data-testid=candidate-cost]");
            assertThat(cost).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
            String beforeText = cost.innerText();
            BigDecimal before = gd(beforeText);
            tab.screenshot("quote-before");
            signOut(tab);

            signIn(tab, "owner2", "demo", "/owner/clusters");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Edit the price of " + site)).click();
            page.waitForURL("**/owner/clusters/" + siteId);
            field(page, "Price per processor-hour (G$)").fill("3");
            button(page, "Save price").click();
            // Three times the current price: the page asks first, and saves only when confirmed.
            Locator warning = page.getByRole(AriaRole.ALERTDIALOG);
            assertThat(warning).containsText("more than double the current one (from 1.00 G$ to 3.00 G$ per processor-hour)");
            tab.screenshot("price-warning");
            assertThat(page.getByText("Price saved.")).hasCount(0);
            button(page, "Yes, save the new price").click();
            assertThat(page.getByText("Price saved.")).isVisible();
            tab.screenshot("price-changed");

            // The owner's queue: utilisation chart, earnings, and a local job into the queue.
            link(page, "← My clusters").click();
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions()
                    .setName("Queue, utilisation and earnings of " + site)).click();
            page.waitForURL("**/owner/clusters/" + siteId + "/queue");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Queue of " + site)))
                    .isVisible();
            assertThat(page.getByRole(AriaRole.IMG, new Page.GetByRoleOptions()
                    .setName(Pattern.compile("^Utilisation: "))))
                    .isVisible();
            field(page, "Processors").fill("65");
            button(page, "Submit local job").click();
            assertThat(field(page, "Processors"))
                    .hasAccessibleDescription(Pattern.compile("the cluster has 64 processors"));
            field(page, "Processors").fill("64");
            field(page, "Runtime (s)").fill("100000");
            button(page, "Submit local job").click();
            assertThat(page.getByText(Pattern.compile("Local job \\d+ submitted\\."))).isVisible();
            assertThat(page.getByTestId("queue")).containsText("64");
            tab.screenshot("queue");
            signOut(tab);

            signIn(tab, buyer, PASSWORD, "/wallet");
            page.navigate("/jobs/new");
            describeJob(page, 1, 100, "100000", "1000", "OFC");
            assertThat(cost).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
            assertThat(cost).not().hasText(beforeText);
            BigDecimal after = gd(cost.innerText());
            // Three times the price per processor-hour: three times the cost (to the µG$ roundings).
            assertThat(after.subtract(before.multiply(BigDecimal.valueOf(3))).abs())
                    .isLessThanOrEqualTo(new BigDecimal("0.000003"));
            tab.screenshot("quote-after");
        }
    }

    @Test
    void aRejectedJobIsShownWithItsReasonAndBadFieldsNextToTheirInputs(TestInfo test) {
        String buyer = newBuyer();
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            link(page, "New job").first().click();
            describeJob(page, 0, 100, "-5", "2", "OFC");
            button(page, "Submit job").click();
            assertThat(field(page, "Processors")).hasAccessibleDescription(Pattern.compile("must be greater than 0"));
            assertThat(field(page, "Budget (G$)")).hasAttribute("aria-invalid", "true");
            assertThat(page.getByText("Complete the form to see a quote.")).isVisible();
            tab.screenshot("bad-fields");

            // 100,000 s of work due within one second: no cluster can, DBC rejects it and nothing is charged.
            describeJob(page, 1, 100_000, "100000", "0.0003", "OFC");
            assertThat(page.getByTestId("quote-verdict")).containsText("No cluster can finish by the deadline");
            button(page, "Submit job").click();
            assertThat(page.getByText("Job rejected.")).isVisible();
            assertThat(page.getByRole(AriaRole.ALERT).filter(new Locator.FilterOptions().setHasText("Job rejected.")))
                    .containsText("nothing was charged");
            tab.screenshot("rejected");
            link(page, "Wallet").click();
            assertThat(page.getByTestId("heldGd")).hasText("0.00 G$");
            assertThat(page.getByTestId("balanceGd")).hasText("1,000,000.00 G$");
        }
    }

    @Test
    void theNewJobPageFitsAPhoneWidth(TestInfo test) {
        String buyer = newBuyer();
        try (Browser.Tab tab = phone(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            button(page, "Menu").click();
            link(page, "New job").first().click();
            page.waitForURL("**/jobs/new");
            assertThat(page.getByTestId("quote-verdict"))
                    .isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
            tab.screenshot("new-job");
            // A deadline as a date-time on the model clock: two model hours ahead is proposed, and quoted.
            page.getByLabel("At a date and time").check();
            // In the app's own date format, as every date on the pages reads.
            assertThat(field(page, "Deadline (model date and time)"))
                    .hasValue(Pattern.compile("^\\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}$"));
            assertThat(page.getByTestId("deadline-read-as")).hasText(DATE_WITH_ZONE);
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));
            assertThat(page.getByTestId("quote-verdict")).isVisible();
            assertThat(field(page, "Deadline (model date and time)")).not().hasAttribute("aria-invalid", "true");
            tab.screenshot("deadline-date-time");
            Object overflow = page.evaluate(
                    "document.documentElement.scrollWidth > document.documentElement.clientWidth");
            assertThat(overflow).isEqualTo(false);
        }
    }
}
