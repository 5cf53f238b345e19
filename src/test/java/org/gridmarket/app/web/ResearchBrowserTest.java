package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.FilePayload;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * The research pages (issue 35 A) in a real Chromium against the real service: the admin starts a quick run from
 * the form the catalogue generates (a value the service refuses shown at its field first), watches its progress move on the run's page (server-sent events), and sees
 * its results, a chart drawn as SVG from charts.json (its value under the pointer), the report's text and the
 * downloads; a plain user reads the same pages without any form or cancel button; a malformed trace is refused
 * on screen with its line number.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ResearchBrowserTest extends BrowserTestBase {
    /** The quick experiment the test starts: its quick run takes seconds, long enough to see progress move. */
    private static final String EXPERIMENT = "tender";
    private static final LocatorAssertions.IsVisibleOptions RUN_TIME = new LocatorAssertions.IsVisibleOptions()
            .setTimeout(180_000);

    /** Records every progress value the run's page shows, from now on, in window.progressSeen. */
    private static void recordProgress(Page page) {
        page.evaluate("() => { window.progressSeen = []; const seen = () => {"
                + " const bar = document.querySelector('[data-testid=run-progress]');"
                + " const value = bar && bar.getAttribute('data-progress');"
                + " if (value !== null && value !== undefined && window.progressSeen.at(-1) !== value) {"
                + " window.progressSeen.push(value); } };"
                + " seen(); new MutationObserver(seen).observe(document.body,"
                + " { subtree: true, childList: true, attributes: true }); }");
    }

    @Test
    void anAdminStartsAQuickRunWatchesItAndReadsItsResults(TestInfo test) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "admin", "demo", "/admin/ledger");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Research").setExact(true)).click();
            page.waitForURL("**/research");
            Object rows = page.evaluate("() => new Set([...document.querySelectorAll('header nav > ul > li,"
                    + " header > span, header button')].filter((e) => e.getClientRects().length > 0)"
                    + ".map((e) => Math.round(e.getBoundingClientRect().top / 20))).size");
            assertThat(((Number) rows).intValue()).as("rows of the admin's header with Research").isEqualTo(1);

            Locator form = page.getByTestId("new-run");
            field(page, "Experiment to run").selectOption(EXPERIMENT);
            assertThat(field(page, "Size")).hasValue("quick");
            // The paper's reference stays behind "How this works" (closed).
            assertThat(form.getByTestId("how-this-works")).not().hasAttribute("open", "");
            assertNoJargon(page, "the research page");
            // A value the service refuses (rates are 1..10) is shown at its field, and nothing starts.
            field(page, "Arrival rates").fill("11");
            button(page, "Start run").click();
            assertThat(field(page, "Arrival rates")).hasAttribute("aria-invalid", "true");
            assertThat(field(page, "Arrival rates")).hasAccessibleDescription(Pattern.compile("not accepted"));
            assertThat(page).hasURL(Pattern.compile(".*/research$"));
            field(page, "Arrival rates").fill("");
            tab.screenshot("new-run");
            button(page, "Start run").click();
            page.waitForURL(Pattern.compile(".*/research/runs/\\d+$"));
            recordProgress(page);
            long runId = Long.parseLong(page.url().replaceAll(".*/", ""));
            tab.screenshot("running");

            Locator state = page.getByTestId("run-state");
            assertThat(state).hasAttribute("data-state", "DONE", new LocatorAssertions.HasAttributeOptions()
                    .setTimeout(180_000));
            @SuppressWarnings("unchecked")
            List<String> seen = (List<String>) page.evaluate("() => window.progressSeen");
            System.out.println("[ResearchBrowserTest] progress shown: " + seen);
            assertThat(seen.stream().distinct().count()).as("distinct progress values shown while it ran: " + seen)
                    .isGreaterThanOrEqualTo(2);
            assertThat(seen.stream().mapToDouble(Double::parseDouble).toArray())
                    .as("progress only moves forward").isSorted();

            // Results: the headlines table when the summary has one (issue 35 D), else the summary's figures.
            Locator results = page.locator("[data-testid=headlines], [data-testid=summary-figures]");
            assertThat(results.first()).isVisible(RUN_TIME);
            Locator chart = page.getByTestId("run-chart").first();
            assertThat(chart.locator("svg [data-series]").first()).isAttached();
            assertThat(chart.locator("svg path, svg rect").first()).isAttached();
            chart.locator("svg").hover();
            assertThat(chart.getByTestId("chart-value")).hasText(Pattern.compile(".+: .+"));
            Locator report = page.getByTestId("report");
            assertThat(report).isVisible();
            assertThat(report).not().isEmpty();
            Locator downloads = page.getByTestId("downloads");
            Locator reportLink = downloads.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions()
                    .setName("report.md").setExact(true));
            assertThat(reportLink).hasAttribute("href", "/api/experiments/" + runId + "/files/report.md");
            var download = page.waitForDownload(reportLink::click);
            assertThat(download.suggestedFilename()).isEqualTo("report.md");
            assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Cancel run"))).hasCount(0);
            tab.screenshot("done");

            signOut(tab);
            signIn(tab, "alice", "demo", "/wallet");
            page.navigate("/research");
            assertThat(page.locator("[data-testid=runs] tr[data-run='" + runId + "']")).isVisible();
            assertThat(page.getByTestId("new-run")).hasCount(0);
            assertThat(page.getByTestId("upload-trace")).hasCount(0);
            assertNoJargon(page, "the research page of a user");
            page.locator("[data-testid=runs] tr[data-run='" + runId + "'] a").click();
            page.waitForURL("**/research/runs/" + runId);
            assertThat(page.getByTestId("run-state")).hasAttribute("data-state", "DONE");
            assertThat(page.getByTestId("run-chart").first()).isVisible();
            assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Cancel run"))).hasCount(0);
        }
    }

    @Test
    void aMalformedTraceIsRefusedOnScreenWithItsLineNumber(TestInfo test) {
        // Line 3 has 3 fields where the Standard Workload Format has 18.
        String trace = "; Version: 2.2\n"
                + "1 0 10 100 4 -1 -1 4 100 -1 1 1 1 1 1 -1 -1 -1\n"
                + "2 5 7\n";
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "admin", "demo", "/admin/ledger");
            page.navigate("/research");
            Locator upload = page.getByTestId("upload-trace");
            upload.locator("input[type=file]").setInputFiles(new FilePayload("broken.swf", "text/plain",
                    trace.getBytes(StandardCharsets.US_ASCII)));
            assertThat(field(page, "Name")).hasValue("broken");
            button(page, "Upload and replay").click();
            assertThat(upload.getByRole(AriaRole.ALERT)).containsText("line 3");
            assertThat(upload.getByTestId("bad-trace-lines")).containsText("Line 3:");
            assertThat(page).hasURL(Pattern.compile(".*/research$"));
            tab.screenshot("bad-trace");
        }
    }

    private static void signOut(Browser.Tab tab) {
        button(tab.page, "Sign out").click();
        tab.page.waitForURL("**/login");
    }
}
