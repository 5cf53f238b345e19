package org.gridmarket.app.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.FilePayload;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.RealTimeProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Issue 33 item 7 in a real Chromium against the real service at time scale 1 (real clusters run in real time):
 * owner1 connects a cluster of their own (agent, runs scripts), creates an agent key and sees it once with the command
 * that starts the agent; the test then plays the agent through the API with that key while alice submits a script
 * from the New job page, and alice reads her job's output on its page; bob cannot read it. The cluster is withdrawn at
 * the end, so later tests do not find it.
 */
@QuarkusTest
@TestProfile(RealTimeProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AgentPagesBrowserTest extends BrowserTestBase {
    private static final Pattern KEY = Pattern.compile("^gmk_[A-Za-z0-9_-]{43}$");
    private static final String SCRIPT = "#!/bin/bash\necho \"hello from the cluster\"\n";
    private static final String OUTPUT = "hello from the cluster\n";
    /** One processor for a minute at 3.6 G$ per processor-hour: 0.06 G$, half of it for half the minute. */
    private static final long PRICE_MICRO_GD_PER_PROCESSOR_HOUR = 3_600_000;
    private static long siteId;

    private static RequestSpecification agent(String key) {
        return given().header("Authorization", "Bearer " + key);
    }

    /** The agent's heartbeat, every second (the test profile calls an agent offline after 3 s of silence). */
    private static ScheduledExecutorService heartbeats(String key) {
        ScheduledExecutorService beating = Executors.newSingleThreadScheduledExecutor();
        beating.scheduleAtFixedRate(() -> agent(key).contentType(ContentType.JSON).body(Map.of("agent", "test"))
                .post("/api/sites/" + siteId + "/agent/heartbeat"), 0, 1, TimeUnit.SECONDS);
        return beating;
    }

    private static void report(String key, long jobId, Map<String, Object> event) {
        agent(key).contentType(ContentType.JSON).body(event).post("/api/sites/" + siteId + "/agent/events")
                .then().statusCode(204);
    }

    /** The elements reaching past the page's right edge (empty when the page does not scroll sideways). */
    private static Object sidewaysOverflow(Page page) {
        return page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth ? []"
                + " : [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right"
                + " > document.documentElement.clientWidth).map(e => e.tagName + '.' + e.className + ': '"
                + " + (e.textContent || '').slice(0, 40))");
    }

    @Test
    void owner1ConnectsAClusterAndAliceReadsHerScriptsOutput(TestInfo test) {
        String cluster = "Slurm lab " + System.nanoTime() % 1_000_000;
        siteId = ((Number) Api.as("owner1").body(Map.of("name", cluster, "processors", 8, "mipsPerProcessor", 1000,
                        "bandwidthGbps", 1, "gridName", "west",
                        "price", Map.of("priceMicroGdPerProcessorHour", PRICE_MICRO_GD_PER_PROCESSOR_HOUR)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        try {
            String key = connectAsOwner1(test, cluster);
            ScheduledExecutorService beating = heartbeats(key);
            try {
                long jobId = submitAsAlice(test, cluster);
                runAsTheAgentWhileAliceWatches(test, key, jobId);
                given().auth().oauth2(Api.token("bob")).get("/api/jobs/" + jobId + "/output").then().statusCode(404);
            } finally {
                beating.shutdownNow();
            }
            revokeAsOwner1(test, key);
        } finally {
            Api.as("owner1").post("/api/sites/" + siteId + "/withdraw").then().statusCode(200);
        }
    }

    /** owner1 turns the agent and scripts on, creates a key, sees it once and the command; returns the key. */
    private String connectAsOwner1(TestInfo test, String cluster) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "owner1", "demo", "/owner/clusters");
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Real cluster and agent of " + cluster))
                    .click();
            page.waitForURL("**/owner/clusters/" + siteId + "/agent");
            assertThat(page).hasTitle("Real cluster: " + cluster + " · gridmarket");
            Locator scripts = page.getByRole(AriaRole.SWITCH, new Page.GetByRoleOptions().setName(
                    Pattern.compile("^Runs scripts")));
            assertThat(scripts).isDisabled();
            page.getByRole(AriaRole.SWITCH, new Page.GetByRoleOptions().setName(
                    Pattern.compile("^Run jobs through an agent"))).check();
            assertThat(page.getByTestId("agent-state")).hasText("offline: never heard from");
            scripts.check();
            assertThat(scripts).isChecked();
            assertThat(page.getByTestId("switch-refused")).hasCount(0);

            button(page, "Create a key").click();
            Locator secret = page.getByTestId("new-key-secret");
            assertThat(secret).hasText(KEY);
            String key = secret.innerText();
            assertThat(page.getByTestId("new-key")).containsText("This is the only time the key is shown");
            assertThat(page.getByTestId("agent-key-list").locator("tbody tr")).hasCount(1);
            assertThat(page.getByTestId("key-state")).hasText("in use");
            String origin = base.toString().replaceAll("/$", "");
            assertThat(page.getByTestId("agent-command")).hasText("export SLURM_CONF=/etc/slurm/slurm.conf\n"
                    + "java -jar target/quarkus-app/quarkus-run.jar agent slurm --market " + origin + " --site " + siteId
                    + " --key-file gridmarket-agent-" + siteId + ".key");
            assertThat(page.getByTestId("key-file-command")).hasText("chmod 600 gridmarket-agent-" + siteId + ".key");
            assertNoJargon(page, "the real cluster's page");
            tab.screenshot("key-shown-once");

            // Shown once: gone once put away, and never again on the page.
            button(page, "I have saved it").click();
            page.reload();
            assertThat(page.getByTestId("agent-key-list").locator("tbody tr")).hasCount(1);
            assertThat(page.locator("body")).not().containsText(key);
            tab.screenshot("key-listed");
            return key;
        }
    }

    /** alice writes a script job on the New job page (read from a file) and submits it; returns its id. */
    private long submitAsAlice(TestInfo test, String cluster) {
        try (Browser.Tab tab = laptop(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            page.navigate("/jobs/new");
            Locator script = field(page, "Script");
            assertThat(page.getByTestId("script-section")).containsText("runs on a real cluster under Slurm");
            // Over 64 KiB of UTF-8 is refused before anything is sent: 21,846 euro signs are 65,538 bytes.
            script.fill("€".repeat(21_846));
            assertThat(page.getByTestId("script-size")).hasAttribute("data-over", "true");
            assertThat(page.getByTestId("script-size")).containsText("65,538 of 65,536 bytes");
            page.getByLabel("Read the script from a file").setInputFiles(new FilePayload("hello.sh", "text/x-sh",
                    SCRIPT.getBytes(StandardCharsets.UTF_8)));
            assertThat(script).hasValue(SCRIPT);
            assertThat(page.getByTestId("script-size")).hasText(Pattern.compile("^42 of 65,536 bytes \\(64 KiB\\)"));

            field(page, "Processors").fill("1");
            field(page, "Runtime (s)").fill("60");
            field(page, "Deadline in hours").fill("2");
            field(page, "Strategy").selectOption("OFC");
            assertThat(page.locator("[data-testid=quote][aria-busy=false]")).hasCount(1,
                    new LocatorAssertions.HasCountOptions().setTimeout(15_000));
            // Only a cluster that runs scripts can take it: this one.
            assertThat(page.getByTestId("quote-verdict")).containsText(cluster);
            tab.screenshot("script-quoted");
            button(page, "Submit job").click();
            page.waitForURL(Pattern.compile(".*/jobs/\\d+$"));
            assertThat(page.getByTestId("job-site")).hasText(cluster);
            return Long.parseLong(page.url().replaceAll(".*/jobs/", ""));
        }
    }

    /**
     * The agent takes the job, reports it started, uploads its output and reports it finished after half its
     * planned minute; alice's page follows, shows her script and output, and charges half the price.
     */
    private void runAsTheAgentWhileAliceWatches(TestInfo test, String key, long jobId) {
        try (Browser.Tab tab = phone(test)) {
            Page page = tab.page;
            signIn(tab, "alice", "demo", "/wallet");
            page.navigate("/jobs/" + jobId);
            assertThat(page.getByTestId("job-state")).hasText("ACCEPTED");

            assertThat(agent(key).get("/api/sites/" + siteId + "/agent/assignments").then().statusCode(200)
                    .extract().<Integer>path("find { it.id == " + jobId + " }.processors")).isEqualTo(1);
            assertThat(agent(key).get("/api/sites/" + siteId + "/agent/jobs/" + jobId + "/script").then()
                    .statusCode(200).extract().asString()).isEqualTo(SCRIPT);
            report(key, jobId, Map.of("jobId", jobId, "type", "started", "at", Instant.now().toString()));
            assertThat(page.getByTestId("job-state")).hasText("RUNNING");
            assertThat(page.getByTestId("no-output")).hasText(Pattern.compile("^No output yet"));

            agent(key).contentType("text/plain; charset=UTF-8").body(OUTPUT)
                    .put("/api/sites/" + siteId + "/agent/jobs/" + jobId + "/output").then().statusCode(204);
            report(key, jobId, Map.of("jobId", jobId, "type", "finished", "runtimeSeconds", 30,
                    "at", Instant.now().toString()));
            assertThat(page.getByTestId("job-state")).hasText("COMPLETED");
            assertThat(page.getByTestId("job-output")).hasText(OUTPUT.strip(),
                    new LocatorAssertions.HasTextOptions().setTimeout(15_000));
            page.getByTestId("script-expander").locator("summary").click();
            assertThat(page.getByTestId("job-script")).hasText(SCRIPT.strip());
            assertThat(page.getByTestId("job-start")).containsText("planned");
            assertThat(page.getByTestId("job-finish")).containsText("ended");
            long price = Api.as("alice").get("/api/jobs/" + jobId).then().statusCode(200)
                    .extract().<Number>path("priceMicroGd").longValue();
            assertThat(price).isEqualTo(60_000);
            assertThat(Api.as("alice").get("/api/jobs/" + jobId).then().extract().<Number>path("chargedMicroGd")
                    .longValue()).isEqualTo(30_000);
            assertNoJargon(page, "alice's script job");
            assertThat(sidewaysOverflow(page)).as("the job page at 390 px").asList().isEmpty();
            tab.screenshot("output");
        }
    }

    /** owner1 revokes the key after confirming (on a phone); the agent is refused from then on. */
    private void revokeAsOwner1(TestInfo test, String key) {
        try (Browser.Tab tab = phone(test)) {
            Page page = tab.page;
            signIn(tab, "owner1", "demo", "/owner/clusters");
            page.navigate("/owner/clusters/" + siteId + "/agent");
            assertThat(page.getByTestId("agent-state")).hasText(Pattern.compile("^offline"),
                    new LocatorAssertions.HasTextOptions().setTimeout(15_000));
            tab.screenshot("phone");
            assertThat(sidewaysOverflow(page)).as("the real cluster's page at 390 px").asList().isEmpty();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^Revoke key \\d+$")))
                    .click();
            assertThat(page.getByRole(AriaRole.ALERTDIALOG)).containsText("refused from then on");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(
                    Pattern.compile("^Yes, revoke key \\d+$"))).click();
            assertThat(page.getByTestId("key-state")).hasText(Pattern.compile("^revoked "));
            assertThat(sidewaysOverflow(page)).as("the revoked key at 390 px").asList().isEmpty();
            tab.screenshot("revoked");
        }
        agent(key).contentType(ContentType.JSON).post("/api/sites/" + siteId + "/agent/heartbeat")
                .then().statusCode(401);
    }
}
