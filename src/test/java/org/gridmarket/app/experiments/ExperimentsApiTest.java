package org.gridmarket.app.experiments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/**
 * /api/experiments over the real service: runs in child JVMs, files, the event stream, cancel, compare, and every
 * refusal a client can cause. Runs queue one at a time, so the tests' runs take turns.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ExperimentsApiTest {
    private static final Duration RUN_LIMIT = Duration.ofMinutes(4);

    @TestHTTPResource("/")
    URL root;

    @Test
    void everySignedInUserReadsTheCatalogueOfTheFiveExperiments() {
        Api.as("alice").get("/api/experiments/catalogue").then().statusCode(200)
                .body("experiment", equalTo(List.of("grid-federation", "tender", "preemption", "allocation",
                        "intergrid")))
                .body("find { it.experiment == 'tender' }.options.name", equalTo(List.of("round", "lambda", "seeds")))
                .body("find { it.experiment == 'tender' }.options[0].type", equalTo("number"))
                .body("find { it.experiment == 'tender' }.options[0].default", equalTo("1"))
                .body("find { it.experiment == 'grid-federation' }.options[0].choices",
                        equalTo(List.of("all", "1", "2", "3", "4", "5")));
    }

    @Test
    void refusalsNameTheirCause() {
        Api.as(null).get("/api/experiments").then().statusCode(401)
                .contentType(startsWith("application/problem+json"));
        Api.as("alice").body(Map.of("experiment", "tender", "quick", true)).post("/api/experiments").then()
                .statusCode(403).contentType(startsWith("application/problem+json"));
        Api.as("alice").contentType("text/plain").body("1 0 -1 100 1 -1 -1 1 100 -1 1 1 1 -1 1 -1 -1 -1\n")
                .post("/api/experiments/replays?processors=4").then().statusCode(403);
        Api.as("alice").get("/api/experiments/999999999").then().statusCode(404)
                .body("type", equalTo("/problems/not-found"));
        Api.as("admin").post("/api/experiments/999999999/cancel").then().statusCode(404);
        Api.as("admin").body(Map.of("experiment", "tender", "options", Map.of("colour", "blue")))
                .post("/api/experiments").then().statusCode(422).body("type", equalTo("/problems/validation"))
                .body("errors[0].field", equalTo("options.colour"));
        Api.as("admin").body(Map.of("experiment", "tender", "options", Map.of("seeds", "0", "lambda", "11")))
                .post("/api/experiments").then().statusCode(422)
                .body("errors.field", hasItems("options.seeds", "options.lambda"));
        Api.as("admin").body(Map.of("experiment", "simulate")).post("/api/experiments").then().statusCode(422)
                .body("errors[0].field", equalTo("experiment"));
        Api.as("admin").contentType("text/plain").body("1 0 -1 100 1 -1 -1 1 100 -1 1 1 1 -1 1 -1 -1 -1\n")
                .post("/api/experiments/replays?processors=0&policy=sjf").then().statusCode(422)
                .body("errors.field", hasItems("processors", "policy"));
    }

    @Test
    void aMalformedTraceIsRefusedWithItsLineNumbersAndNothingIsStored() {
        String total = Api.as("admin").get("/api/experiments").then().statusCode(200).extract()
                .header("X-Total-Count");
        String trace = "; a comment\n" + job(1, 0, 100, 1) + "1 2 3 4 5 6 7 8 9 10 11 12\n" + job(3, 5, 10, 1)
                + "4 x 0 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1\n";
        Api.as("admin").contentType("text/plain").body(trace)
                .post("/api/experiments/replays?processors=4&policy=easy").then().statusCode(422)
                .contentType(startsWith("application/problem+json"))
                .body("type", equalTo("/problems/bad-trace"))
                .body("detail", startsWith("line 3: expected 18 fields, found 12"))
                .body("lines.line", equalTo(List.of(3, 5)));
        Api.as("admin").contentType("text/plain").body("; only a header\n")
                .post("/api/experiments/replays?processors=4").then().statusCode(422)
                .body("type", equalTo("/problems/bad-trace"));
        Api.as("admin").get("/api/experiments").then().header("X-Total-Count", total);
    }

    @Test
    void bodiesOverTheirRouteLimitAre413AndTheUploadRouteAloneTakesMore() throws IOException {
        String token = Api.token("admin");
        assertThat(statusLine("POST /api/experiments/replays?processors=4 HTTP/1.1", token, 33_554_433L))
                .contains(" 413 ");
        assertThat(statusLine("POST /api/experiments HTTP/1.1", token, 262_145L)).contains(" 413 ");
        // 300 KiB is over every other route's limit, well under the upload's: the trace is read and checked.
        StringBuilder big = new StringBuilder();
        for (int job = 1; big.length() < 300 * 1024; job++) {
            big.append(job == 2_000 ? "2000 1 2 3\n" : job(job, job, 10, 1));
        }
        Api.as("admin").contentType("text/plain").body(big.toString())
                .post("/api/experiments/replays?processors=4").then().statusCode(422)
                .body("lines[0].line", equalTo(2_000));
    }

    /** The status line the service answers a request with only its head sent, declaring {@code length} bytes. */
    private String statusLine(String requestLine, String token, long length) throws IOException {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write((requestLine + "\r\nHost: localhost\r\nAuthorization: Bearer " + token
                    + "\r\nContent-Type: text/plain\r\nContent-Length: " + length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            for (int next = in.read(); next >= 0 && next != '\n'; next = in.read()) {
                line.write(next);
            }
            return line.toString(StandardCharsets.US_ASCII);
        }
    }

    static String job(int id, long submitSeconds, long runSeconds, int processors) {
        return id + " " + submitSeconds + " -1 " + runSeconds + " " + processors + " -1 -1 " + processors + " "
                + runSeconds + " -1 1 1 1 -1 1 -1 -1 -1\n";
    }

    static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    /** Polls run {@code id} until it has ended; returns its final view. */
    static ValidatableResponse awaitEnd(long id) throws InterruptedException {
        Instant deadline = Instant.now().plus(RUN_LIMIT);
        while (Instant.now().isBefore(deadline)) {
            ValidatableResponse run = Api.as("alice").get("/api/experiments/" + id).then().statusCode(200);
            String state = run.extract().path("state");
            if (List.of("DONE", "FAILED", "CANCELLED").contains(state)) {
                return run;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("run " + id + " did not end within " + RUN_LIMIT);
    }
}
