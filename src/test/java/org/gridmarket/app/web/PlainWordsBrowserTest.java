package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.app.web.UserPagesBrowserTest.PASSWORD;
import static org.gridmarket.app.web.UserPagesBrowserTest.awaitQuote;
import static org.gridmarket.app.web.UserPagesBrowserTest.newBuyer;
import static org.gridmarket.app.web.UserPagesBrowserTest.submit;
import static org.gridmarket.app.web.UserPagesBrowserTest.tokenOf;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import java.util.regex.Pattern;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * What a newcomer reads (issue 32 E, F), in a real Chromium against the real service: cluster names and plain
 * words, the papers' terms only under "How this works", the home grid, ledger codes as sentences, and on a
 * 390 px phone the verdict before Submit and the wallet's key figures on screen. The buyer helpers are
 * {@link UserPagesBrowserTest}'s.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PlainWordsBrowserTest extends BrowserTestBase {

    /** A short OFC job of {@code buyer} on a demo cluster; its id. */
    private static long shortJob(String buyer) {
        return ((Number) submit(tokenOf(buyer), Map.of("processors", 1, "runtimeSeconds", 60,
                "budgetMicroGd", 1_000_000_000L, "deadlineSeconds", 360_000, "strategy", "OFC"))
                .then().statusCode(201).extract().path("id")).longValue();
    }

    /** Where an element ends on the right, in CSS pixels of the viewport. */
    private static double rightEdge(Locator element) {
        var box = element.boundingBox();
        return box.x + box.width;
    }

    @Test
    void onAPhoneTheVerdictComesBeforeSubmitAndTheWalletsPriceAndChargedAreOnScreen(TestInfo test) {
        String buyer = newBuyer(1_000_000_000_000L);
        long jobId = shortJob(buyer); // a row with a price in the wallet's job list
        try (Browser.Tab tab = phone(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            Locator row = page.locator("[data-testid=recent-jobs] tr[data-job='" + jobId + "']");
            for (String column : new String[] {"job-row-price", "job-row-charged"}) {
                Locator cell = row.getByTestId(column);
                assertThat(cell).isVisible();
                assertThat(rightEdge(cell)).as(column).isLessThanOrEqualTo(390);
            }
            assertThat(row.getByTestId("job-row-price")).containsText("G$");
            tab.screenshot("wallet");

            page.navigate("/jobs/new");
            awaitQuote(page);
            Locator verdict = page.getByTestId("quote-verdict");
            Locator submitButton = button(page, "Submit job");
            assertThat(verdict).isVisible();
            assertThat(verdict.boundingBox().y)
                    .as("the verdict is above Submit").isLessThan(submitButton.boundingBox().y);
            tab.screenshot("verdict-before-submit");
            // Submitting from below the preview still submits the form.
            submitButton.click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            assertThat(page.getByText("Job accepted on")).isVisible();
        }
    }

    @Test
    void aliceSeesHerHomeGridAndNoPaperTermsOrSiteIds(TestInfo test) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            assertNoJargon(page, "the wallet");
            page.navigate("/sites");
            assertThat(page.locator("tr[data-site='CTC SP2'] [data-testid=grid]")).hasText("west (yours)");
            assertThat(page.locator("tr[data-site='LANL CM5'] [data-testid=grid]")).hasText("south");
            assertThat(page.getByTestId("home-grid")).containsText("Your home grid is west");
            assertNoJargon(page, "Clusters");
            tab.screenshot("clusters");

            page.navigate("/jobs/new");
            assertThat(page.getByTestId("home-grid")).containsText(
                    "OFC and OFT choose among your grid west's clusters; other grids only through contracts.");
            // The papers' terms are one click away, with the seed section.
            Locator how = page.getByTestId("how-this-works");
            assertThat(how.locator("summary")).hasText("How this works");
            assertThat(how).not().hasAttribute("open", "");
            for (String strategy : new String[] {"OFC", "TENDER", "QUEUE"}) {
                field(page, "Processors").fill("4");
                field(page, "Runtime (s)").fill("600");
                field(page, "Strategy").selectOption(strategy);
                awaitQuote(page);
                assertNoJargon(page, "New job with " + strategy);
            }
            tab.screenshot("new-job");
            how.locator("summary").click();
            assertThat(how).containsText("Seed 004 §3.3: Deadline and Budget Constrained (DBC)");
            assertThat(how).containsText("(GFA)");

            page.navigate("/contracts");
            assertThat(page.getByTestId("contracts")).isVisible();
            assertNoJargon(page, "Grid contracts");
        }
    }

    @Test
    void aJobsPageAndItsTransfersNameClustersAndSayWhatEachTransferWas(TestInfo test) {
        String buyer = newBuyer(1_000_000_000_000L);
        long jobId = shortJob(buyer);
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, buyer, PASSWORD, "/wallet");
            page.navigate("/jobs/" + jobId);
            Locator events = page.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Job events, oldest first"));
            assertThat(events).containsText("to the broker of ");
            assertThat(events).containsText(Pattern.compile("placed on [A-Z][\\w .-]+ by OFC"));
            assertThat(page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions().setName("Ledger transfers of job "
                    + jobId))).containsText("Job " + jobId + ": price held");
            assertNoJargon(page, "job " + jobId);
            tab.screenshot("job");
            page.navigate("/wallet");
            assertThat(page.getByTestId("statement-what").first()).isVisible();
            assertThat(page.locator("[data-testid=statement-what]", new Page.LocatorOptions()
                    .setHasText("Job " + jobId + ": price held"))).hasCount(1);
            assertThat(page.locator("[data-testid=statement-what]", new Page.LocatorOptions()
                    .setHasText("Grant received"))).hasCount(1);
            assertNoJargon(page, "the wallet's statement");
        }
    }
}
