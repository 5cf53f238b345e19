package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

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
 * Strategy QUEUE from the web app (issue 22) in a real Chromium against the real service. A cluster of 400,000
 * processors (the only one a job of 250,000 fits; withdrawn afterwards) is busy with its owner's local job of
 * 300,000 processors for 15,000 model seconds (15 s of wall time: room for the admin to find the job queued on a
 * busy machine). The demo user alice picks QUEUE, reads what it
 * means, submits a job of 250,000 processors, and watches its page: first in the queue, then running on that
 * cluster once the local job ends; an admin sees it in the federation queue meanwhile. Patterns are JavaScript
 * regular expressions, written by hand.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class QueueBrowserTest extends BrowserTestBase {

    @Test
    void aQueueJobFromTheFormWaitsItsTurnAndStartsWhenProcessorsFreeUp(TestInfo test) {
        String name = "Queue browser " + System.nanoTime() % 1_000_000;
        long site = ((Number) Api.as("owner3").body(Map.of("name", name, "processors", 400_000, "mipsPerProcessor", 1000,
                "bandwidthGbps", 1, "gridName", "queue", "price", Map.of("priceMicroGdPerProcessorHour", 36)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        try (Browser.Tab tab = laptop(test); Browser.Tab admin = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("New job").setExact(true)).first().click();
            page.waitForURL("**/jobs/new");

            // What QUEUE means is the registry's words (QueueStrategy.description), marked as the chosen strategy.
            Locator queue = page.locator("#strategy-hint [data-strategy=QUEUE]");
            assertThat(queue).not().hasAttribute("aria-current", "true");
            field(page, "Strategy").selectOption("QUEUE");
            assertThat(queue).hasAttribute("aria-current", "true");
            assertThat(queue).containsText("placed to shorten turnaround time, never by price");
            assertThat(queue).containsText("No start time is promised");
            assertThat(queue).containsText("Your whole budget is held while it waits");
            // Issue 32: a small job's preview says what the allocation method optimises, in its order, not by price.
            field(page, "Processors").fill("1");
            field(page, "Runtime (s)").fill("600");
            field(page, "Budget (G$)").fill("50");
            field(page, "Deadline in hours").fill("24");
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));
            assertThat(page.getByTestId("candidates-caption")).containsText("by turnaround time, not by price");
            assertThat(page.getByTestId("candidates")).not().containsText("the cheapest");
            // With no job ahead the queue's method (TAI2) picks one now and says how, in words without its name or
            // citation (those are under "How this works"); behind queued jobs (another test's) it waits.
            assertThat(page.getByTestId("quote-verdict")).hasText(Pattern.compile(
                    "(^.+ would run it for .+ The queue would start it now on .+: of the clusters that can start it "
                            + "now, it picks .+\\. The queue places jobs by turnaround time, not by price\\.$)"
                            + "|(^It would wait in the federation queue)"));
            assertThat(page.getByTestId("quote-verdict")).not().containsText("TAI2");
            tab.screenshot("queue-preview");
            // Only now the owner's local job, so its 15 wall seconds are the queued job's wait, not the preview's.
            Api.as("owner3").body(Map.of("processors", 300_000, "runtimeSeconds", 15_000))
                    .post("/api/sites/" + site + "/local-jobs").then().statusCode(201);
            field(page, "Processors").fill("250000");
            field(page, "Runtime (s)").fill("1000");
            field(page, "Budget (G$)").fill("50");
            field(page, "Deadline in hours").fill("24");
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));
            assertThat(page.getByTestId("quote-verdict")).hasText(Pattern.compile(
                    "^No site can start it now within budget and deadline: it would wait at the head of the federation "
                            + "queue until processors free up\\.$"));
            tab.screenshot("queue-form");

            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            assertThat(page.getByTestId("job-state")).hasText("QUEUED");
            assertThat(page.getByTestId("job-strategy")).hasText("QUEUE");
            assertThat(page.getByTestId("queue-place")).hasText("1");
            assertThat(page.getByText("Job queued: it waits its turn")).isVisible();
            tab.screenshot("queued");

            Page adminPage = admin.page;
            signIn(admin, "admin", "demo", "/admin/ledger");
            adminPage.navigate("/admin/federation-queue");
            String jobId = page.url().replaceAll(".*/jobs/", "");
            assertThat(adminPage.locator("[data-testid=federation-queue] tr[data-job='" + jobId + "']")).isVisible();
            assertThat(adminPage.getByTestId("federation-queue-method")).hasText("TAI2(0.05, 1.0)");
            admin.screenshot("federation-queue");

            assertThat(page.getByTestId("job-state")).hasText(Pattern.compile("^(RUNNING|COMPLETED)$"),
                    new LocatorAssertions.HasTextOptions().setTimeout(60_000));
            assertThat(page.getByTestId("job-site")).hasText(name);
            assertThat(page.getByTestId("job-price")).containsText("2.50");
            tab.screenshot("started");
        } finally {
            Api.as("owner3").post("/api/sites/" + site + "/withdraw").then().statusCode(200);
        }
    }
}
