package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Research runs from the packaged jar (issue 35 A2): its child JVM is {@code java -jar quarkus-run.jar simulate ...}
 * (the jar's class path is that one jar), a replay ends DONE with its schedule; a run going when the service is
 * killed is FAILED "interrupted by a restart" after the next start, and its orphaned child is stopped.
 */
class ExperimentsPackagedIT {
    private PackagedService service;

    @TempDir
    Path data;

    @AfterEach
    void stop() throws InterruptedException {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void aReplayRunsInAChildOfThePackagedJarAndAKilledRunIsMarkedAfterTheRestart() throws Exception {
        service = new PackagedService(data, "experiments-it", Map.of("GRIDMARKET_ENGINE_BACKGROUND_JOBS_PER_SITE", "0",
                "GRIDMARKET_EXPERIMENTS_CHILD_HEAP", "256m"));
        Process first = service.start("first");
        String admin = service.login("admin");
        HttpResponse<String> uploaded = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                service.baseUrl() + "/api/experiments/replays?processors=1&policy=fcfs"))
                .header("Authorization", "Bearer " + admin).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("1 0 -1 100 1 -1 -1 1 100 -1 1 1 1 -1 1 -1 -1 -1\n"
                        + "2 0 -1 100 1 -1 -1 1 100 -1 1 1 1 -1 1 -1 -1 -1\n")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(uploaded.statusCode()).as(uploaded.body()).isEqualTo(202);
        long replay = PackagedService.JSON.readTree(uploaded.body()).get("id").asLong();
        JsonNode done = awaitState(admin, replay, List.of("DONE", "FAILED"));
        assertThat(done.get("state").asText()).as(done.toString()).isEqualTo("DONE");
        assertThat(done.get("summary").get("mean_wait_seconds").asDouble()).isEqualTo(50.0);
        List<String> files = new ArrayList<>();
        done.get("files").forEach(file -> files.add(file.get("name").asText()));
        assertThat(files).contains("jobs.csv", "charts.json", "summary.json");

        long tender = service.json("POST", "/api/experiments", admin,
                "{\"experiment\": \"tender\", \"quick\": true}").get("id").asLong();
        awaitState(admin, tender, List.of("RUNNING"));
        Path pidFile = data.resolve("experiments").resolve(Long.toString(tender)).resolve("child.pid");
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!Files.isRegularFile(pidFile) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        long childPid = Long.parseLong(Files.readString(pidFile).strip());
        first.destroyForcibly().waitFor();
        service.start("second");
        admin = service.login("admin");
        JsonNode interrupted = service.json("GET", "/api/experiments/" + tender, admin, null);
        assertThat(interrupted.get("state").asText()).isEqualTo("FAILED");
        assertThat(interrupted.get("failure").asText()).isEqualTo("interrupted by a restart");
        deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (ProcessHandle.of(childPid).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(ProcessHandle.of(childPid).map(ProcessHandle::isAlive).orElse(false)).isFalse();
        assertThat(service.json("GET", "/api/experiments/" + replay, admin, null).get("state").asText())
                .isEqualTo("DONE");
    }

    private JsonNode awaitState(String token, long id, List<String> states) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        JsonNode run = null;
        while (System.nanoTime() < deadline) {
            run = service.json("GET", "/api/experiments/" + id, token, null);
            if (states.contains(run.get("state").asText())) {
                return run;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("run " + id + " did not reach " + states + ": " + run);
    }
}
