package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 A4: clients that send headers and then trickle a body (here 1 byte of a declared 100) cost the
 * service a connection, never a worker thread. With 500 of them open, a normal login answers within a second;
 * past {@code max-bodies-in-flight} (256) the slowest are answered 503, and the rest get 408 once
 * {@code body-timeout} passes. Loopback only, bounded: 500 sockets, each closed at the end.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SlowBodiesTest {
    private static final int SLOW_CLIENTS = 500;

    @TestHTTPResource("/")
    URL root;

    @Inject
    RequestLimits limits;

    @Inject
    GridmarketConfig config;

    @Test
    void fiveHundredSlowBodiesLeaveANormalLoginAnsweringWithinOneSecond() throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        assertThat(login(client).statusCode()).isEqualTo(200);
        int cap = config.http().maxBodiesInFlight();
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < SLOW_CLIENTS; i++) {
                slow.add(slowClient());
            }
            awaitAtMost(Duration.ofSeconds(20), () -> limits.bodiesInFlight() == cap);
            // The 500 connections stay open; the shared two-core machine gets a moment to finish its
            // bookkeeping (and compiling the refusal path) before logins are timed.
            Thread.sleep(1_000);

            for (int attempt = 0; attempt < 3; attempt++) {
                long started = System.nanoTime();
                HttpResponse<String> answer = login(client);
                long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
                assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
                assertThat(elapsedMillis).as("login with %d slow bodies open", SLOW_CLIENTS).isLessThan(1_000);
            }
            // The first timed login pushed one more slow body past the cap.
            assertThat(statusLines(slow)).as("the slowest, past the cap of %d", cap)
                    .filteredOn(line -> line.startsWith("HTTP/1.1 503")).hasSize(SLOW_CLIENTS - cap + 1);

            awaitAtMost(config.http().bodyTimeout().plusSeconds(10), () -> limits.bodiesInFlight() == 0);
            List<String> answers = statusLines(slow);
            assertThat(answers).filteredOn(line -> line.startsWith("HTTP/1.1 408")).hasSize(cap - 1);
            assertThat(answers).filteredOn(line -> line.startsWith("HTTP/1.1 503")).hasSize(SLOW_CLIENTS - cap + 1);
        } finally {
            for (Socket socket : slow) {
                socket.close();
            }
        }
    }

    /** Sends the headers of a login with a declared 100-byte body, then 1 byte of it. */
    private Socket slowClient() throws IOException {
        Socket socket = new Socket(root.getHost(), root.getPort());
        OutputStream out = socket.getOutputStream();
        out.write(("POST /api/auth/login HTTP/1.1\r\nHost: " + root.getHost() + "\r\n"
                + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return socket;
    }

    /** The status line each socket has been answered with so far ("" for none yet); reads are cached. */
    private final java.util.Map<Socket, String> answered = new java.util.HashMap<>();

    private List<String> statusLines(List<Socket> sockets) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Socket socket : sockets) {
            String line = answered.get(socket);
            if (line == null) {
                line = firstLine(socket);
                if (!line.isEmpty()) {
                    answered.put(socket, line);
                }
            }
            lines.add(line);
        }
        return lines;
    }

    private static String firstLine(Socket socket) throws IOException {
        socket.setSoTimeout(1);
        InputStream in = socket.getInputStream();
        StringBuilder line = new StringBuilder();
        try {
            for (int c = in.read(); c >= 0 && c != '\r'; c = in.read()) {
                line.append((char) c);
            }
        } catch (SocketTimeoutException nothingYet) {
            return "";
        }
        return line.toString();
    }

    private static void awaitAtMost(Duration limit, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited %s", limit).isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    private HttpResponse<String> login(HttpClient client) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(root + "api/auth/login"))
                .timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"username\":\"alice\",\"password\":\"demo\"}"))
                .build();
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
