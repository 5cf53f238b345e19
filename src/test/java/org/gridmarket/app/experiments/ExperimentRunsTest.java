package org.gridmarket.app.experiments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.gridmarket.app.experiments.ExperimentsApiTest.awaitEnd;
import static org.gridmarket.app.experiments.ExperimentsApiTest.gzip;
import static org.gridmarket.app.experiments.ExperimentsApiTest.job;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/** Real runs end to end: a quick experiment, replays of generated traces and their comparison, cancelling. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ExperimentRunsTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void aQuickTenderRunStreamsItsProgressAndEndsWithItsReportChartsAndSummary() throws Exception {
        long id = Api.as("admin").body(Map.of("experiment", "tender", "quick", true, "seed", 42,
                        "options", Map.of("lambda", "1,4", "seeds", "1")))
                .post("/api/experiments").then().statusCode(202)
                .body("state", equalTo("QUEUED")).body("experiment", equalTo("tender"))
                .body("options", equalTo(Map.of("lambda", "1,4", "seeds", "1", "round", "1")))
                .body("requestedBy", equalTo("admin")).body("etaSeconds", nullValue())
                .extract().jsonPath().getLong("id");
        List<JsonPath> events = events(id);
        Api.as("alice").get("/api/experiments?size=5").then().statusCode(200).body("[0].id", equalTo((int) id))
                .body("[0].summary", nullValue());
        JsonPath last = events.get(events.size() - 1);
        assertThat(last.getString("state")).isEqualTo("DONE");
        assertThat(events).extracting(event -> event.getString("state")).contains("RUNNING");
        List<Double> progress = events.stream().map(event -> event.getDouble("progress")).toList();
        assertThat(progress).isSorted();
        assertThat(last.getMap("")).doesNotContainKeys("summary", "files");

        JsonPath run = awaitEnd(id).body("state", equalTo("DONE")).body("progress", equalTo(1.0f))
                .body("files.name", hasItems("report.md", "summary.json", "charts.json", "log.txt",
                        "fig1b-rejected.png", "fig1b-rejected.svg"))
                .body("files.find { it.name == 'report.md' }.contentType", equalTo("text/markdown"))
                .extract().jsonPath();
        assertThat(run.getMap("summary")).containsKeys("1", "4").doesNotContainKey("7");
        JsonPath charts = Api.as("alice").get("/api/experiments/" + id + "/files/charts.json").then()
                .statusCode(200).contentType("application/json").extract().jsonPath();
        assertThat(charts.getList("id", String.class)).containsExactly("fig1a-load", "fig1b-rejected", "fig1c-cost",
                "fig2a-utility", "fig2b-penalty", "fig2c-tardiness");
        assertThat(charts.getList("[1].series.name", String.class)).contains("ECO1", "RR");
        assertThat(charts.getList("[1].series[0].x", Double.class)).containsExactly(1.0, 4.0);
        Api.as("alice").get("/api/experiments/" + id + "/files/nope.md").then().statusCode(404);
        Api.as("alice").get("/api/experiments/" + id + "/files/..%2Frun.json").then().statusCode(404);
        Api.as("alice").get("/api/experiments/" + id + "/files/run.json").then().statusCode(404);
        List<JsonPath> afterwards = events(id);
        assertThat(afterwards).hasSize(1);
        assertThat(afterwards.get(0).getString("state")).isEqualTo("DONE");
    }

    @Test
    void twoReplaysOfOneTraceCompareFigureByFigure() throws Exception {
        // Two one-processor jobs of 100 s submitted at 0: on 1 processor the second waits 100 s (mean wait 50 s,
        // bounded slowdowns 1 and 2, makespan 200 s); on 2 processors nobody waits (slowdown 1, makespan 100 s).
        String trace = "; two jobs\n" + job(1, 0, 100, 1) + job(2, 0, 100, 1);
        long one = Api.as("admin").contentType("text/plain").body(trace)
                .post("/api/experiments/replays?processors=1&policy=fcfs&name=pair").then().statusCode(202)
                .body("experiment", equalTo("replay")).extract().jsonPath().getLong("id");
        long two = Api.as("admin").contentType("application/octet-stream").body(gzip(trace))
                .post("/api/experiments/replays?processors=2&policy=easy&name=pair").then().statusCode(202)
                .body("options.trace", equalTo("trace.swf.gz")).extract().jsonPath().getLong("id");
        awaitEnd(one).body("state", equalTo("DONE")).body("summary.mean_wait_seconds", equalTo(50.0f))
                .body("files.name", hasItems("jobs.csv", "charts.json", "summary.json"));
        awaitEnd(two).body("state", equalTo("DONE")).body("summary.mean_wait_seconds", equalTo(0.0f));
        JsonPath charts = Api.as("alice").get("/api/experiments/" + one + "/files/charts.json").then()
                .statusCode(200).extract().jsonPath();
        assertThat(charts.getList("id", String.class)).containsExactly("utilisation", "queue-length",
                "waiting-time", "bounded-slowdown");
        List<Float> waitMinutes = charts.getList("[2].series[0].x", Float.class);
        assertThat(waitMinutes).hasSize(2);
        assertThat(waitMinutes.get(0)).isEqualTo(0.0f);
        assertThat(waitMinutes.get(1)).isCloseTo(100.0f / 60, within(1e-5f));
        assertThat(charts.getList("[2].series[0].y", Float.class)).containsExactly(0.5f, 1.0f);
        assertThat(charts.getList("[3].series[0].x", Float.class)).containsExactly(1.0f, 2.0f);

        JsonPath compared = Api.as("alice").get("/api/experiments/" + one + "/compare/" + two).then()
                .statusCode(200).body("a.id", equalTo((int) one)).body("b.id", equalTo((int) two))
                .extract().jsonPath();
        assertFigure(compared, "mean_wait_seconds", 50, 0, -50, -1.0);
        assertFigure(compared, "mean_bounded_slowdown", 1.5, 1, -0.5, -1.0 / 3);
        assertFigure(compared, "makespan_seconds", 200, 100, -100, -0.5);
        assertFigure(compared, "processors", 1, 2, 1, 1.0);
        List<Double> relative = new ArrayList<>();
        for (Map<String, Object> figure : compared.<Map<String, Object>>getList("figures")) {
            if (figure.get("relative") != null) {
                relative.add(Math.abs(((Number) figure.get("relative")).doubleValue()));
            }
        }
        assertThat(relative).isSortedAccordingTo((x, y) -> Double.compare(y, x));
        assertThat(compared.getList("figures.key", String.class)).doesNotContain("wall_seconds");
    }

    private static void assertFigure(JsonPath compared, String key, double a, double b, double delta,
            double relative) {
        Map<String, Object> figure = compared.getMap("figures.find { it.key == '" + key + "' }");
        assertThat(((Number) figure.get("a")).doubleValue()).isEqualTo(a, within(1e-6));
        assertThat(((Number) figure.get("b")).doubleValue()).isEqualTo(b, within(1e-6));
        assertThat(((Number) figure.get("delta")).doubleValue()).isEqualTo(delta, within(1e-6));
        assertThat(((Number) figure.get("relative")).doubleValue()).isEqualTo(relative, within(1e-6));
    }

    @Test
    void cancellingStopsAQueuedRunAndARunningChildAndTheFullRunLimitHolds() throws Exception {
        long quick = start(true);
        long full1 = start(false);
        long full2 = start(false);
        Api.as("admin").body(Map.of("experiment", "tender", "quick", false)).post("/api/experiments").then()
                .statusCode(409).body("type", equalTo("/problems/full-runs-limit"));
        Api.as("admin").post("/api/experiments/" + full1 + "/cancel").then().statusCode(200)
                .body("state", equalTo("CANCELLED")).body("startedAt", nullValue());
        Api.as("admin").post("/api/experiments/" + full2 + "/cancel").then().statusCode(200);
        Api.as("admin").post("/api/experiments/" + full1 + "/cancel").then().statusCode(409)
                .body("type", equalTo("/problems/run-ended"));
        Api.as("alice").post("/api/experiments/" + quick + "/cancel").then().statusCode(403);

        long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
        while (!"RUNNING".equals(Api.as("alice").get("/api/experiments/" + quick).then().extract().path("state"))) {
            assertThat(System.nanoTime()).isLessThan(deadline);
            Thread.sleep(100);
        }
        java.nio.file.Path pidFile = java.nio.file.Path.of("target", "test-experiments", Long.toString(quick),
                "child.pid");
        while (!java.nio.file.Files.isRegularFile(pidFile)) {
            assertThat(System.nanoTime()).as("the run's child JVM started").isLessThan(deadline);
            Thread.sleep(100);
        }
        long child = Long.parseLong(java.nio.file.Files.readString(pidFile).strip());
        assertThat(alive(child)).isTrue();
        Api.as("admin").post("/api/experiments/" + quick + "/cancel").then().statusCode(200)
                .body("state", equalTo("CANCELLED"));
        assertThat(alive(child)).as("the child is gone when the cancel answers").isFalse();
        Thread.sleep(500);
        awaitEnd(quick).body("state", equalTo("CANCELLED")).body("failure", nullValue());
        awaitEnd(full1).body("state", equalTo("CANCELLED")).body("startedAt", nullValue());
    }

    private static long start(boolean quick) {
        return Api.as("admin").body(Map.of("experiment", "tender", "quick", quick)).post("/api/experiments").then()
                .statusCode(202).extract().jsonPath().getLong("id");
    }

    private static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** Every {@code progress} event of run {@code id}'s stream, read until the service ends it. */
    private List<JsonPath> events(long id) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(root.toString() + "api/experiments/" + id
                + "/events")).header("Authorization", "Bearer " + Api.token("alice"))
                .header("Accept", "text/event-stream").timeout(Duration.ofMinutes(5)).build();
        HttpResponse<java.io.InputStream> response = HttpClient.newHttpClient().send(request,
                HttpResponse.BodyHandlers.ofInputStream());
        assertThat(response.statusCode()).isEqualTo(200);
        List<JsonPath> events = new ArrayList<>();
        String name = null;
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    assertThat(name).isEqualTo("progress");
                    events.add(JsonPath.from(line.substring(5).strip()));
                }
            }
        }
        assertThat(events).isNotEmpty();
        return events;
    }
}
