package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.regex.Pattern;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.core.earliest.EarliestStart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Issue 31 in a real Chromium: the strategy of the tests, EARLIEST ({@link EarliestStart}, registered through
 * {@code META-INF/services} only), appears in the New job form with the registry's description and without the
 * fields it does not take; the demo user alice quotes and submits a job with it, and the job completes. The web
 * app names no strategy: everything shown comes from {@code GET /api/strategies}.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TestOnlyStrategyBrowserTest extends BrowserTestBase {
    private static final String LATENESS = "Lateness penalty (G$ per second late, optional)";

    @Test
    void aStrategyRegisteredOnlyInTheTestsIsOfferedQuotedAndSubmittedFromTheForm(TestInfo test) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("New job").setExact(true)).first().click();
            page.waitForURL("**/jobs/new");

            assertThat(field(page, "Strategy").locator("option")).containsText(new String[] {"OFC", "OFT", "TENDER",
                "QUEUE", EarliestStart.NAME});
            field(page, "Strategy").selectOption(EarliestStart.NAME);
            Locator described = page.locator("#strategy-hint [data-strategy=" + EarliestStart.NAME + "]");
            assertThat(described).hasAttribute("aria-current", "true");
            assertThat(described).containsText("Starts as soon as possible");
            assertThat(described.locator("abbr")).hasAttribute("title", Pattern.compile("^Starts as soon as possible"));
            // It takes neither a lateness penalty nor a lease type: the registry says so, the form follows.
            assertThat(field(page, LATENESS)).hasCount(0);
            assertThat(page.getByTestId("lease-types-off")).containsText("only OFC and OFT offer cheaper");

            field(page, "Processors").fill("1");
            field(page, "Runtime (s)").fill("60");
            field(page, "Budget (G$)").fill("100");
            field(page, "Deadline in hours").fill("24");
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));
            assertThat(page.getByTestId("quote-verdict")).hasText(Pattern.compile("would run it for .* G\\$"));
            tab.screenshot("earliest-form");

            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            assertThat(page.getByTestId("job-strategy")).hasText(EarliestStart.NAME);
            assertThat(page.getByTestId("job-state")).hasText("COMPLETED",
                    new LocatorAssertions.HasTextOptions().setTimeout(60_000));
            tab.screenshot("earliest-completed");
        }
    }
}
