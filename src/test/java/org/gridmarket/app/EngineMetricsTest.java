package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.app.LiveMarketplaceTest.buyer;
import static org.gridmarket.app.LiveMarketplaceTest.job;
import static org.gridmarket.app.LiveMarketplaceTest.submit;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.DoubleSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridmarket.deploy.Manifests;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What the live engine publishes about itself at /q/metrics while it serves submissions (on
 * {@link LiveMarketplaceTest}'s two large sites): each turn timed as a whole and by phase, the submissions'
 * server-side latency by percentile and bucket, submissions by the market's answer and reason, escrow outstanding
 * and each site's utilisation.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class EngineMetricsTest {
    /** The open holds, from the transfers themselves: each pending transfer no post, void or expiry resolved. */
    private static final String OPEN_HOLDS = "SELECT COALESCE(SUM(p.amount), 0) FROM transfers p WHERE p.kind = "
            + "'pending' AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.pending_id = p.id)";
    /** The sites this class registers, withdrawn when it ends. */
    private static final List<Long> SITES = new java.util.ArrayList<>();

    @Inject
    AgroalDataSource dataSource;

    /** Each test's sites leave the federation when it ends, so no later test's job lands there. */
    @AfterEach
    void withdrawSites() {
        SITES.forEach(id -> Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200));
        SITES.clear();
    }

    /**
     * A new submission moves the accepted count of its strategy by exactly one; the same Idempotency-Key again (a
     * replay) moves nothing.
     */
    @Test
    void aSubmissionMovesItsStrategysAcceptedCountByExactlyOne() {
        LiveMarketplaceTest.sites();
        String token = buyer(1_000);
        double before = submissions("OFC", "accepted", "none");
        double rejected = submissions("OFC", "rejected", "budget");
        String key = UUID.randomUUID().toString();
        submit(token, key, job(1, 10, 100, 100_000, "OFC")).then().statusCode(201);
        assertThat(submissions("OFC", "accepted", "none")).isEqualTo(before + 1);
        submit(token, key, job(1, 10, 100, 100_000, "OFC")).then().statusCode(200);
        assertThat(submissions("OFC", "accepted", "none")).isEqualTo(before + 1);
        assertThat(submissions("OFC", "rejected", "budget")).isEqualTo(rejected);
    }

    /**
     * A budget no site fits moves the strategy's rejected count under reason budget by one; a price the wallet
     * cannot hold, under funds; neither moves accepted.
     */
    @Test
    void aRefusedBudgetMovesRejectedWithItsReason() {
        LiveMarketplaceTest.sites();
        String token = buyer(1);
        double accepted = submissions("OFC", "accepted", "none");
        double budget = submissions("OFC", "rejected", "budget");
        double funds = submissions("OFC", "rejected", "funds");
        // 3,600 processors for 100 s or more cost some 100 G$ on these sites: a budget of 1 G$ fits none.
        submit(token, UUID.randomUUID().toString(), job(3600, 100, 1, 100_000, "OFC")).then().statusCode(422)
                .body("type", org.hamcrest.Matchers.equalTo("/problems/job-rejected"));
        assertThat(submissions("OFC", "rejected", "budget")).isEqualTo(budget + 1);
        // Within a budget of 1,000 G$, but the wallet holds 1 G$.
        submit(token, UUID.randomUUID().toString(), job(3600, 100, 1_000, 100_000, "OFC")).then().statusCode(422);
        assertThat(submissions("OFC", "rejected", "funds")).isEqualTo(funds + 1);
        assertThat(submissions("OFC", "rejected", "budget")).isEqualTo(budget + 1);
        assertThat(submissions("OFC", "accepted", "none")).isEqualTo(accepted);
    }

    /**
     * Escrow outstanding equals the sum of the open holds recomputed from the transfers (read when no hold changed
     * around the scrape), and counts a held job's price.
     */
    @Test
    void escrowOutstandingIsTheSumOfOpenHolds() throws Exception {
        LiveMarketplaceTest.sites();
        String token = buyer(1_000);
        long price = ((Number) submit(token, UUID.randomUUID().toString(), job(1, 1_000_000, 1_000, 10_000_000,
                "OFC")).then().statusCode(201).extract().path("priceMicroGd")).longValue();
        assertThat(price).isPositive();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (true) {
            long openBefore = openHolds();
            double escrow = gauge("gridmarket_escrow_outstanding_micro_gd", "");
            long openAfter = openHolds();
            if (openBefore == openAfter && escrow == openAfter) {
                assertThat(escrow).isGreaterThanOrEqualTo(price);
                return;
            }
            assertThat(System.nanoTime()).as("escrow %s against open holds %d, %d", escrow, openBefore, openAfter)
                    .isLessThan(deadline);
            Thread.sleep(500);
        }
    }

    /**
     * A site's utilisation is 0 while it runs nothing and p/P while a job holds p of its P processors (a local job,
     * which runs on its own site at once).
     */
    @Test
    void aSitesUtilisationIsTheShareOfItsProcessorsRunningJobsHold() throws Exception {
        long siteId = LiveMarketplaceTest.register("Metrics site " + UUID.randomUUID().toString().substring(0, 8), 8,
                1000, 1_000_000_000);
        SITES.add(siteId);
        String tag = "site=\"" + siteId + "\"";
        assertThat(eventually(() -> gauge("gridmarket_site_utilisation", tag), 0.0)).isZero();
        Api.as("owner3").body(Map.of("processors", 3, "runtimeSeconds", 1_000_000))
                .post("/api/sites/" + siteId + "/local-jobs").then().statusCode(201);
        assertThat(eventually(() -> gauge("gridmarket_site_utilisation", tag), 3.0 / 8)).isEqualTo(3.0 / 8);
    }

    /** Every turn is timed as a whole and in its four phases, at /q/metrics. */
    @Test
    void theEngineTimesEachTurnByPhase() {
        LiveMarketplaceTest.sites();
        String token = buyer(1_000);
        Map<String, Double> before = turnCounts();
        submit(token, UUID.randomUUID().toString(), job(1, 10, 100, 100_000, "OFC")).then().statusCode(201);
        Map<String, Double> after = turnCounts();
        assertThat(after.keySet()).containsExactlyInAnyOrder("turn", "keys", "work", "write", "commit");
        assertThat(after.get("turn")).isGreaterThan(before.getOrDefault("turn", 0.0));
        for (String phase : List.of("keys", "work", "write", "commit")) {
            // A turn's phases are recorded just before the turn itself, and a scrape reads the families one after
            // the other: a turn of the engine's own (a timeline event, e.g. a contract's repricing) may fall in
            // between either way.
            assertThat(after.get(phase)).as(phase).isBetween(after.get("turn") - 1, after.get("turn") + 1);
        }
    }

    /**
     * The service's own latency per route at /q/metrics: its median and 99th percentile, and the count of
     * answers within each latency bound, which grows by one for a new submission in every bound it is within.
     */
    @Test
    void submissionsPublishTheirServerSideLatencyPercentiles() {
        LiveMarketplaceTest.sites();
        String token = buyer(1_000);
        submit(token, UUID.randomUUID().toString(), job(1, 10, 100, 100_000, "OFC")).then().statusCode(201);
        double withinQuarterSecond = submissionsWithin("0.25", metrics());
        double inAll = submissionsWithin("+Inf", metrics());
        submit(token, UUID.randomUUID().toString(), job(1, 10, 100, 100_000, "OFC")).then().statusCode(201);
        String metrics = metrics();
        assertThat(submissionsWithin("+Inf", metrics)).isEqualTo(inAll + 1);
        assertThat(submissionsWithin("0.25", metrics)).isBetween(withinQuarterSecond, withinQuarterSecond + 1);
        for (String bound : List.of("0.005", "0.01", "0.025", "0.05", "0.1")) {
            assertThat(submissionsWithin(bound, metrics)).as("within %s s", bound)
                    .isLessThanOrEqualTo(submissionsWithin("0.25", metrics));
        }
        for (String quantile : List.of("0.5", "0.99")) {
            java.util.regex.Matcher line = java.util.regex.Pattern.compile("(?m)^http_server_requests_seconds\\{"
                    + "(?=[^}]*method=\"POST\")(?=[^}]*uri=\"/api/jobs\")(?=[^}]*status=\"201\")"
                    + "(?=[^}]*quantile=\"" + java.util.regex.Pattern.quote(quantile) + "\")[^}]*} ([0-9.E-]+)$")
                    .matcher(metrics);
            assertThat(line.find()).as("quantile %s of POST /api/jobs in:%n%s", quantile, metrics).isTrue();
            assertThat(Double.parseDouble(line.group(1))).as(quantile).isGreaterThan(0).isLessThan(30);
        }
    }

    /**
     * The Grafana dashboard of k8s/monitoring reads only what the service exports: after a submission, every metric
     * its queries select is at /q/metrics with the labels they ask for (Prometheus adds namespace and pod).
     */
    @Test
    void theGrafanaDashboardSelectsOnlyMetricsTheServiceExports() {
        LiveMarketplaceTest.sites();
        String token = buyer(1_000);
        submit(token, UUID.randomUUID().toString(), job(1, 10, 100, 100_000, "OFC")).then().statusCode(201);
        submit(token, UUID.randomUUID().toString(), job(3600, 100, 1, 100_000, "OFC")).then().statusCode(422);
        List<String> lines = metrics().lines().filter(line -> !line.startsWith("#")).toList();
        List<String> queries = Manifests.dashboardQueries();
        assertThat(queries).hasSizeGreaterThan(5);
        List<String> missing = new java.util.ArrayList<>();
        for (String query : queries) {
            for (Manifests.MetricSelector selector : Manifests.selectors(query)) {
                boolean exported = lines.stream().anyMatch(line -> line.matches(Pattern.quote(selector.metric())
                        + "[{ ].*") && selector.labelMatchers().stream().allMatch(line::contains));
                if (!exported) {
                    missing.add(selector + " in " + query);
                }
            }
        }
        assertThat(missing).as("selected by the dashboard, not at /q/metrics").isEmpty();
    }

    /** The count of submissions of {@code strategy} answered {@code outcome} for {@code reason}; 0 before the first. */
    private static double submissions(String strategy, String outcome, String reason) {
        Matcher line = Pattern.compile("(?m)^gridmarket_submissions_total\\{(?=[^}]*strategy=\"" + strategy
                + "\")(?=[^}]*outcome=\"" + outcome + "\")(?=[^}]*reason=\"" + reason + "\")[^}]*} ([0-9.E+-]+)$")
                .matcher(metrics());
        return line.find() ? Double.parseDouble(line.group(1)) : 0;
    }

    /** A gauge's value whose labels include {@code label} (empty: any), or NaN when it is not exported. */
    private static double gauge(String name, String label) {
        Matcher line = Pattern.compile("(?m)^" + Pattern.quote(name) + "(?:\\{[^}]*})? ([0-9.E+-]+|NaN)$")
                .matcher(metrics());
        while (line.find()) {
            if (line.group().contains(label)) {
                return Double.parseDouble(line.group(1));
            }
        }
        return Double.NaN;
    }

    /** {@code value}'s reading once it equals {@code expected}, or its last reading after 10 s. */
    private static double eventually(DoubleSupplier value, double expected) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        double reading = value.getAsDouble();
        while (reading != expected && System.nanoTime() < deadline) {
            Thread.sleep(200);
            reading = value.getAsDouble();
        }
        return reading;
    }

    private long openHolds() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery(OPEN_HOLDS)) {
            row.next();
            return row.getLong(1);
        }
    }

    /** Submissions answered with 201 within {@code bound} seconds, from one scrape of /q/metrics. */
    private static double submissionsWithin(String bound, String metrics) {
        java.util.regex.Matcher line = java.util.regex.Pattern.compile("(?m)^http_server_requests_seconds_bucket\\{"
                + "(?=[^}]*method=\"POST\")(?=[^}]*uri=\"/api/jobs\")(?=[^}]*status=\"201\")"
                + "(?=[^}]*le=\"" + java.util.regex.Pattern.quote(bound) + "\")[^}]*} ([0-9.E+-]+)$").matcher(metrics);
        assertThat(line.find()).as("bucket le=%s of POST /api/jobs in:%n%s", bound, metrics).isTrue();
        return Double.parseDouble(line.group(1));
    }

    /** One scrape of /q/metrics. */
    private static String metrics() {
        return io.restassured.RestAssured.get(io.quarkus.test.common.http.TestHTTPResourceManager.getManagementUri()
                + "/metrics").then().statusCode(200).extract().asString();
    }

    /** Turns counted so far, as a whole ("turn") and per phase, from one scrape of /q/metrics. */
    private static Map<String, Double> turnCounts() {
        Map<String, Double> counts = new HashMap<>();
        java.util.regex.Matcher line = java.util.regex.Pattern.compile(
                "(?m)^gridmarket_engine_turn(?:_phase)?_seconds_count(?:\\{phase=\"(\\w+)\"})? ([0-9.E]+)$")
                .matcher(metrics());
        while (line.find()) {
            counts.put(line.group(1) == null ? "turn" : line.group(1), Double.valueOf(line.group(2)));
        }
        return counts;
    }
}
