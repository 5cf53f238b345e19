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
import java.util.regex.Pattern;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Strategy TENDER from the web app (issue 20) in a real Chromium against the real service: the demo user
 * alice describes a job, sees every cluster's bid in award order, submits, and the job lands on the bid the
 * preview chose, its page showing that bid. Patterns are JavaScript regular expressions (Playwright hands
 * them to the page), so they are written by hand, never with Pattern.quote.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TenderBrowserTest extends BrowserTestBase {
    private static final String LATENESS = "Lateness penalty (G$ per second late, optional)";
    private static final String BIDS = "Every cluster's bid for the job, in the order the bids would be awarded";
    private static final Pattern PLACED = Pattern.compile("^(ACCEPTED|RUNNING|COMPLETED)$");
    private static final Pattern AWARD = Pattern.compile("^(\\d+|not taken)$");

    /** "1,234.50 G$" or "−3.00 G$" → the amount. */
    private static BigDecimal gd(String text) {
        return new BigDecimal(text.replace("G$", "").replace(",", "").replace("−", "-").trim());
    }

    @Test
    void aTenderJobFromTheFormIsPlacedOnTheBestBid(TestInfo test) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("New job").setExact(true)).first().click();
            page.waitForURL("**/jobs/new");

            // The penalty is the tender's alone: hidden for DBC's strategies, explained in words for TENDER.
            assertThat(field(page, LATENESS)).hasCount(0);
            field(page, "Strategy").selectOption("TENDER");
            assertThat(page.locator("#strategy-hint")).containsText("leaves you the most of your budget");
            field(page, LATENESS).fill("0");
            button(page, "Submit job").click();
            assertThat(field(page, LATENESS)).hasAttribute("aria-invalid", "true");
            assertThat(field(page, LATENESS)).hasAccessibleDescription(Pattern.compile("must be greater than 0"));
            field(page, LATENESS).fill("0.01");
            assertThat(field(page, LATENESS)).hasAccessibleDescription(
                    Pattern.compile("36\\.00 G\\$ per hour late.*Leave empty: the job must finish by its deadline"));
            field(page, "Processors").fill("4");
            field(page, "Runtime (s)").fill("3600");
            field(page, "Budget (G$)").fill("5000");
            field(page, "Deadline in hours").fill("6");
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));

            // Every bid in a real table, in award order; the chosen one is the first awarded.
            Locator bids = page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions().setName(BIDS));
            assertThat(bids).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
            for (String header : new String[] {"Award order", "Cluster", "Cost", "Late by", "Lateness penalty",
                    "Leaves you", "Chosen"}) {
                assertThat(bids.getByRole(AriaRole.COLUMNHEADER, new Locator.GetByRoleOptions().setName(header)
                        .setExact(true))).hasCount(1);
            }
            Locator rows = bids.locator("tbody tr");
            assertThat(rows.first()).isVisible();
            for (int i = 0; i < rows.count(); i++) {
                assertThat(rows.nth(i).getByTestId("bid-award")).hasText(AWARD);
            }
            Locator chosen = bids.locator("tbody tr[aria-current=true]");
            assertThat(chosen).hasCount(1);
            assertThat(chosen.getByTestId("bid-award")).hasText("1");
            assertThat(chosen.getByTestId("bid-note")).hasText("✓ chosen");
            String chosenSite = chosen.getByTestId("bid-site").innerText().trim();
            BigDecimal chosenLeaves = gd(chosen.getByTestId("bid-leaves").innerText());
            assertThat(chosenLeaves).isNotNegative();
            for (int i = 0; i < rows.count(); i++) {
                String leaves = rows.nth(i).getByTestId("bid-leaves").innerText();
                if (!leaves.equals("—")) {
                    assertThat(gd(leaves)).isLessThanOrEqualTo(chosenLeaves);
                }
            }
            assertThat(page.getByTestId("quote-verdict")).containsText(chosenSite + " would run it for");
            assertThat(page.getByTestId("quote-verdict")).containsText("its bid leaves you");
            tab.screenshot("bids");

            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            assertThat(page.getByTestId("job-state")).hasText(PLACED);
            assertThat(page.getByTestId("job-site")).hasText(chosenSite);
            assertThat(page.getByTestId("job-strategy")).hasText("TENDER");
            assertThat(page.getByText("0.01 G$ per second late (36.00 G$ per hour)",
                    new Page.GetByTextOptions().setExact(true))).isVisible();

            // The winning bid: what it leaves is the budget less its cost and its lateness penalty.
            Locator bid = page.getByTestId("winning-bid");
            assertThat(bid.getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions().setName("Winning bid")))
                    .isVisible();
            BigDecimal price = gd(page.getByTestId("job-price").innerText());
            assertThat(gd(bid.getByTestId("bid-cost").innerText())).isEqualByComparingTo(price);
            BigDecimal penalty = gd(bid.getByTestId("bid-penalty").innerText());
            assertThat(gd(bid.getByTestId("bid-leaves").innerText()))
                    .isEqualByComparingTo(new BigDecimal("5000").subtract(price).subtract(penalty));
            assertThat(price).isPositive();
            tab.screenshot("winning-bid");
        }
    }

    @Test
    void onAPhoneEveryBidsCostAndTimesAreOnScreen(TestInfo test) {
        try (Browser.Tab tab = phone(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            page.navigate("/jobs/new");
            field(page, "Strategy").selectOption("TENDER");
            field(page, "Processors").fill("4");
            field(page, "Runtime (s)").fill("3600");
            field(page, "Deadline in hours").fill("6");
            Locator bids = page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions().setName(BIDS));
            assertThat(bids).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
            Locator rows = bids.locator("tbody tr");
            assertThat(rows.first()).isVisible();
            for (int i = 0; i < rows.count(); i++) {
                for (String cell : new String[] {"bid-site", "bid-cost", "bid-start", "bid-finish"}) {
                    Locator shown = rows.nth(i).getByTestId(cell);
                    assertThat(shown).isVisible();
                    var box = shown.boundingBox();
                    assertThat(box.x).as(cell + " of bid " + i).isGreaterThanOrEqualTo(0);
                    assertThat(box.x + box.width).as(cell + " of bid " + i).isLessThanOrEqualTo(390);
                }
            }
            assertThat(rows.first().getByTestId("bid-cost")).containsText("G$");
            tab.screenshot("bids-on-a-phone");
            Object overflow = page.evaluate("document.documentElement.scrollWidth > document.documentElement.clientWidth");
            assertThat(overflow).isEqualTo(false);
        }
    }
}
