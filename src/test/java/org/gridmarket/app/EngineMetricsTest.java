package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.app.LiveMarketplaceTest.buyer;
import static org.gridmarket.app.LiveMarketplaceTest.job;
import static org.gridmarket.app.LiveMarketplaceTest.submit;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.gridmarket.deploy.Manifests;
import org.junit.jupiter.api.Test;

/**
 * What the live engine publishes about itself at /q/metrics while it serves submissions (on
 * {@link LiveMarketplaceTest}'s two large sites): each turn timed as a whole and by phase, and the submissions'
 * server-side latency by percentile and bucket.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class EngineMetricsTest {

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
        List<String> lines = metrics().lines().filter(line -> !line.startsWith("#")).toList();
        List<String> queries = Manifests.dashboardQueries();
        assertThat(queries).hasSizeGreaterThan(5);
        for (String query : queries) {
            for (Manifests.MetricSelector selector : Manifests.selectors(query)) {
                assertThat(lines).as("%s in %s", selector, query).anySatisfy(line -> {
                    assertThat(line).matches(java.util.regex.Pattern.quote(selector.metric()) + "[{ ].*");
                    selector.labelMatchers().forEach(matcher -> assertThat(line).contains(matcher));
                });
            }
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
