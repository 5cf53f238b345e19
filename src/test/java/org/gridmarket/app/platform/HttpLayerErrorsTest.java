package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/**
 * Issue 18 B6: what the HTTP layer refuses before any resource runs is problem+json where Vert.x lets a
 * handler see the request (414, 431, 413 for declared and for chunked bodies); what Vert.x answers itself
 * (past its ceilings, broken framing) is the bare answer docs/api.md lists. Raw sockets on loopback.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class HttpLayerErrorsTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void aLongUriIs414ProblemJson() throws IOException {
        String answer = exchange("GET /api/directory?q=" + "x".repeat(5_000) + " HTTP/1.1\r\nHost: x\r\n\r\n");
        assertProblem(answer, 414, "/problems/uri-too-long");
    }

    @Test
    void largeHeadersAre431ProblemJson() throws IOException {
        String answer = exchange("GET /api/me HTTP/1.1\r\nHost: x\r\nX-Padding: " + "y".repeat(30_000) + "\r\n\r\n");
        assertProblem(answer, 431, "/problems/headers-too-large");
    }

    @Test
    void aDeclaredBodyOverTheLimitIs413ProblemJson() throws IOException {
        String answer = exchange("POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: 300000\r\n\r\n{"); // over the 256 KiB limit
        assertProblem(answer, 413, "/problems/payload-too-large");
    }

    @Test
    void aChunkedBodyOverTheLimitIs413ProblemJson() throws IOException {
        StringBuilder request = new StringBuilder("POST /api/auth/login HTTP/1.1\r\nHost: x\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
        String chunk = "z".repeat(8_192);
        for (int i = 0; i < 33; i++) { // 264 KiB: over the 256 KiB limit
            request.append(Integer.toHexString(chunk.length())).append("\r\n").append(chunk).append("\r\n");
        }
        request.append("0\r\n\r\n");
        assertProblem(exchange(request.toString()), 413, "/problems/payload-too-large");
    }

    @Test
    void aChunkedBodyWithinTheLimitIsRead() throws IOException {
        String body = "{\"username\":\"alice\",\"password\":\"demo\"}";
        String answer = exchange("POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + Integer.toHexString(body.length())
                + "\r\n" + body + "\r\n0\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.1 200").contains("accessToken");
    }

    /** Past Vert.x's own ceiling (16 KiB request line) the answer is Vert.x's: a bare 414 (docs/api.md lists it). */
    @Test
    void pastTheFrameworksCeilingTheAnswerIsBare() throws IOException {
        String answer = exchange("GET /api/directory?q=" + "x".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.0 414").containsIgnoringCase("content-length: 0");
    }

    /** A broken chunk size never reaches a handler: Vert.x answers 400 or closes (docs/api.md lists it). */
    @Test
    void brokenFramingIsRefusedWithoutReachingAResource() throws IOException {
        String answer = exchange("POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n");
        assertThat(answer).satisfiesAnyOf(a -> assertThat(a).isEmpty(), a -> assertThat(a).startsWith("HTTP/1.1 400"));
    }

    private static void assertProblem(String answer, int status, String type) {
        assertThat(answer).startsWith("HTTP/1.1 " + status);
        assertThat(answer).containsIgnoringCase("content-type: application/problem+json");
        assertThat(answer).contains("\"type\":\"" + type + "\"").contains("\"status\":" + status);
    }

    /** Writes the request (as far as the server lets it) and reads the answer until the server closes. */
    private String exchange(String request) throws IOException {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(15_000);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request.getBytes(StandardCharsets.US_ASCII));
                out.flush();
            } catch (SocketException closedEarly) {
                // the server answered and closed before taking the whole request; its answer is still there
            }
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            byte[] buffer = new byte[8_192];
            try {
                for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                    answer.write(buffer, 0, read);
                }
            } catch (SocketException reset) {
                // a reset after the answer: what was read is the answer
            }
            return answer.toString(StandardCharsets.US_ASCII);
        }
    }
}
