package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged service ({@code target/quarkus-app/quarkus-run.jar}) on its embedded default, started as a user
 * starts it, for the black-box tests ({@code *IT}): one data directory and one pair of ports for all its starts, its
 * log in {@code target/<log name>-<start>.log}, and the HTTP calls a client makes. {@link #close} stops whatever is
 * still running.
 */
final class PackagedService implements AutoCloseable {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(120);
    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newHttpClient();
    private final Path dataDirectory;
    private final String logName;
    private final Map<String, String> environment;
    private final int port;
    /** Health and metrics are on the management interface, its own port (docs/operations.md). */
    private final int managementPort;
    private final List<Process> started = new ArrayList<>();

    /**
     * @param environment settings for every start (e.g. {@code GRIDMARKET_ENGINE_TIME_SCALE})
     */
    PackagedService(Path dataDirectory, String logName, Map<String, String> environment) throws IOException {
        this.dataDirectory = dataDirectory;
        this.logName = logName;
        this.environment = environment;
        this.port = freePort();
        this.managementPort = freePort();
    }

    int port() {
        return port;
    }

    String baseUrl() {
        return "http://localhost:" + port;
    }

    Path dataDirectory() {
        return dataDirectory;
    }

    Path logFile(String startName) {
        return Path.of("target", logName + "-" + startName + ".log");
    }

    /** Starts the jar and returns once it is ready ({@code /q/health/ready} answers 200). */
    Process start(String startName) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(javaExecutable(), "-jar", jar().toString())
                .redirectErrorStream(true)
                .redirectOutput(logFile(startName).toFile());
        builder.environment().put("GRIDMARKET_DATA_DIR", dataDirectory.toString());
        builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
        builder.environment().put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
        builder.environment().remove("QUARKUS_DATASOURCE_JDBC_URL");
        builder.environment().putAll(environment);
        Process process = builder.start();
        started.add(process);
        long begun = System.nanoTime();
        while (System.nanoTime() - begun < START_TIMEOUT.toNanos()) {
            assertThat(process.isAlive()).as("the %s start exited; see %s", startName, logFile(startName)).isTrue();
            try {
                if (http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + managementPort + "/q/health/ready"))
                        .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString())
                        .statusCode() == 200) {
                    System.out.printf("%s start served after %.1f s%n", startName, (System.nanoTime() - begun) / 1e9);
                    return process;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        process.destroyForcibly();
        throw new AssertionError("the service did not become ready within " + START_TIMEOUT);
    }

    /** A demo account's access token (password {@code demo}). */
    String login(String username) throws Exception {
        HttpResponse<String> response = send("POST", "/api/auth/login", null,
                "{\"username\":\"" + username + "\",\"password\":\"demo\"}");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body()).get("accessToken").asText();
    }

    HttpResponse<String> send(String method, String path, String token, String body) throws Exception {
        return send(method, path, token, body, null);
    }

    HttpResponse<String> send(String method, String path, String token, String body, String idempotencyKey)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl() + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    JsonNode json(String method, String path, String token, String body) throws Exception {
        HttpResponse<String> response = send(method, path, token, body);
        assertThat(response.statusCode()).as(method + " " + path + ": " + response.body()).isBetween(200, 299);
        return JSON.readTree(response.body());
    }

    /** Polls a job until it reaches {@code state} (within {@code timeout}) and returns its view. */
    JsonNode waitForState(String token, long jobId, String state, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        JsonNode job = null;
        while (System.nanoTime() < deadline) {
            job = JSON.readTree(send("GET", "/api/jobs/" + jobId, token, null).body());
            if (state.equals(job.get("state").asText())) {
                return job;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("job " + jobId + " did not reach " + state + ": " + job);
    }

    @Override
    public void close() throws InterruptedException {
        for (Process process : started) {
            if (process.isAlive()) {
                process.destroy();
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        }
    }

    static Path jar() {
        return Path.of(System.getProperty("gridmarket.jar", "target/quarkus-app/quarkus-run.jar")).toAbsolutePath();
    }

    static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
