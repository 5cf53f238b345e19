package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.hamcrest.Matchers.oneOf;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import java.util.regex.Pattern;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Live peering between grids from the web app (issue 23, seed 000 §5.2) in a real Chromium against the real
 * service (model time 1,000 × wall time). The demo groups its clusters into grids: alice's home grid {@code west}
 * (CTC SP2 512, SDSC Par96 416 processors) cannot take a job of 1,024 processors, so its gateway buys them from
 * grid {@code south} under a fixed-price contract (the demo's, or one the admin makes through the API when the demo
 * has none yet: on a fresh database the service does not create the demo's contracts today). alice sees that in the quote preview (the offer, the
 * answer, the peer grid's site and her price, which her quote holds), submits and is charged exactly that (issue
 * 32), and her job's page names the grids and the contract and,
 * once the job has run, the three ledger legs in words; an admin finds the contract on the Contracts page with the
 * job counted. Patterns are JavaScript regular expressions (Playwright hands them to the page): written by hand.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PeeringBrowserTest extends BrowserTestBase {
    /** Twice the largest cluster of {@code west} and no more than {@code south}'s LANL CM5. */
    private static final String PROCESSORS = "1024";
    /** 600 s at 1,000 MIPS: under 1,000 model seconds (about 1 wall second) on any cluster of {@code south}. */
    private static final String RUNTIME_AT_REFERENCE = "600";
    private static final LocatorAssertions.HasTextOptions LONG = new LocatorAssertions.HasTextOptions().setTimeout(60_000);

    @Test
    void aJobItsHomeGridCannotTakeIsRedirectedToAPeerGridUnderAContractAndPaidThroughBothGateways(TestInfo test) {
        // 201: created now; 409: the pair has an active contract already (the demo's).
        Api.as("admin").body(Map.of("buyerGrid", "west", "sellerGrid", "south", "type", "FIXED"))
                .post("/api/admin/contracts").then().statusCode(oneOf(201, 409));
        try (Browser.Tab alice = laptop(test); Browser.Tab admin = laptop(test)) {
            Page page = alice.page;
            signIn(alice, "alice", "demo", "/wallet");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("New job").setExact(true)).first().click();
            page.waitForURL("**/jobs/new");
            field(page, "Processors").fill(PROCESSORS);
            field(page, "Runtime (s)").fill(RUNTIME_AT_REFERENCE);
            field(page, "Budget (G$)").fill("100000");
            field(page, "Deadline in hours").fill("24");
            field(page, "Strategy").selectOption("OFC");
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));

            // The preview: west cannot take it; its gateway offers it to south, which takes it on one of its clusters.
            assertThat(page.getByTestId("quote-verdict")).hasText(Pattern.compile(
                    "^Redirected to grid south: (LANL CM5|LANL Origin|SDSC Blue) would run it for [\\d,]+\\.\\d+ G\\$, finishing in .+\\.$"));
            Locator redirection = page.getByTestId("redirection");
            assertThat(redirection.getByTestId("redirection-headline")).hasText(Pattern.compile(
                    "^Your home grid west cannot take this job, so its gateway redirects it to grid south under contract \\d+\\.$"));
            assertThat(redirection.getByTestId("redirection-trail").locator("li").filter(new Locator.FilterOptions()
                    .setHasText(Pattern.compile("^Gateway west offered grid south [\\d,]+\\.\\d+ G\\$ per processor-hour "
                            + "under contract \\d+\\.$")))).hasCount(1);
            assertThat(redirection.getByTestId("redirection-outcome")).hasText(Pattern.compile(
                    "^(LANL CM5|LANL Origin|SDSC Blue) in grid south would run it from .+\\. You pay [\\d,]+\\.\\d+ G\\$ \\([\\d,]+\\.\\d+ G\\$ per "
                            + "processor-hour\\), held from your wallet by gateway west; the owner of .+ receives [\\d,]+\\.\\d+ G\\$\\.$"));
            assertThat(page.getByTestId("funds-verdict")).hasAttribute("data-enough", "true");
            // Issue 32: the quote shown is the quote submitted, and its price is what alice pays.
            Locator hold = page.getByTestId("quote-hold");
            assertThat(hold).hasText(Pattern.compile("^Submitting within \\d+ s charges exactly [\\d,]+\\.\\d+ G\\$ on "
                    + "(LANL CM5|LANL Origin|SDSC Blue), whatever the price does meanwhile\\.$"));
            long quoted = Long.parseLong(hold.getAttribute("data-price-micro-gd"));
            String quoteId = hold.getAttribute("data-quote-id");
            alice.screenshot("quote-redirected");

            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            String jobId = page.url().replaceAll(".*/jobs/(\\d+)$", "$1");
            io.restassured.path.json.JsonPath placed = Api.as("alice").get("/api/jobs/" + jobId).jsonPath();
            org.assertj.core.api.Assertions.assertThat(placed.getString("quoteId")).isEqualTo(quoteId);
            org.assertj.core.api.Assertions.assertThat(placed.getString("pricedAt")).isEqualTo("QUOTE");
            org.assertj.core.api.Assertions.assertThat(placed.getLong("priceMicroGd")).isEqualTo(quoted);
            Locator facts = page.getByTestId("job-redirection");
            assertThat(facts.getByTestId("job-grids")).hasText("west → south");
            assertThat(facts.getByTestId("job-contract")).hasText(Pattern.compile("^contract \\d+$"));
            String contractId = facts.getByTestId("job-contract").innerText().replaceAll("\\D+", "");
            assertThat(facts.getByTestId("job-contract-price")).hasText(Pattern.compile("^[\\d,]+\\.\\d+ G\\$ per processor-hour$"));
            Locator timeline = page.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Job events, oldest first"));
            // The gateways negotiated when alice was quoted (the preview showed it): the job holds the price agreed.
            assertThat(timeline).containsText("it holds its quote's price, ");
            assertThat(timeline).containsText("redirected from grid west to grid south under contract " + contractId + " at ");
            alice.screenshot("redirected-job");

            // Once it has run: the hold posted, gateway west paid gateway south, gateway south paid the site's owner.
            assertThat(page.getByTestId("job-state")).hasText("COMPLETED", LONG);
            org.assertj.core.api.Assertions.assertThat(Api.as("alice").get("/api/jobs/" + jobId).jsonPath()
                    .getLong("chargedMicroGd")).as("charged exactly the price alice's quote showed").isEqualTo(quoted);
            String site = page.getByTestId("job-site").innerText();
            Locator legs = page.getByTestId("gateway-legs");
            assertThat(legs.locator("li[data-code=job_hold]")).containsText("You paid gateway west (held until the job ends).");
            assertThat(legs.locator("li[data-code=job_charge]")).containsText("The hold was charged: gateway west now has the payment.");
            assertThat(legs.locator("li[data-code=gateway_settlement]"))
                    .containsText("Gateway west paid gateway south under contract " + contractId + ".");
            assertThat(legs.locator("li[data-code=gateway_site_payment]"))
                    .containsText("Gateway south paid the owner of " + site + " (");
            assertThat(page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions()
                    .setName("Ledger transfers of job " + jobId))).containsText("Job " + jobId
                    + ": paid to the cluster's owner through the gateway");
            alice.screenshot("redirected-job-completed");

            // The admin's Contracts page: the contract, its price and the job counted under it.
            Page adminPage = admin.page;
            signIn(admin, "admin", "demo", "/admin/ledger");
            // Issue 32 C3: the redirected job was paid through the gateways, and the audit says so.
            adminPage.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Jobs audit")).click();
            assertThat(adminPage.getByTestId("reconciliation")).containsText("✓ Jobs and ledger agree");
            assertThat(adminPage.getByTestId("charge-equation")).containsText(Pattern.compile(
                    "= paid to owners [0-9,.]+ G\\$ \\+ settled through gateways [1-9][0-9,.]* G\\$ — equal"));
            adminPage.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Federation")).click();
            adminPage.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Contracts").setExact(true)).click();
            adminPage.waitForURL("**/admin/contracts");
            Locator row = adminPage.locator("[data-testid=contracts] tr[data-contract='" + contractId + "']");
            assertThat(row.getByTestId("contract-parties")).hasText("west → south");
            assertThat(row.getByTestId("contract-state")).containsText("active");
            assertThat(row.getByTestId("contract-price")).hasText(Pattern.compile("^[\\d,]+\\.\\d+( – [\\d,]+\\.\\d+)?$"));
            assertThat(row.getByTestId("contract-jobs")).hasText(Pattern.compile("^[1-9][\\d,]*$"));
            assertThat(adminPage.locator("[data-testid=grids] tr[data-grid=south]")).containsText(site);
            assertThat(adminPage.getByTestId("redirected-load-chart")).isVisible();
            assertThat(adminPage.getByTestId("gateway-balance-chart")).isVisible();
            admin.screenshot("contracts");
        }
    }
}
