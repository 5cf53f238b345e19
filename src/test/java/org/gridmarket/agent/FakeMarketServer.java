package org.gridmarket.agent;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A market's agent endpoints on the JDK's HTTP server, answering what each test sets per path: it checks the
 * HTTP side of the agent (headers, paging, statuses) without the service. Every request is recorded.
 */
final class FakeMarketServer implements AutoCloseable {
    /** One canned answer. */
    record Answer(int status, String contentType, String body) {
        static Answer json(String body) {
            return new Answer(200, "application/json", body);
        }

        static Answer problem(int status, String slug) {
            return new Answer(status, "application/problem+json",
                    "{\"type\":\"/problems/" + slug + "\",\"title\":\"" + slug + "\",\"status\":" + status + "}");
        }
    }

    /** What the agent sent. */
    record Request(String method, String pathAndQuery, String authorization, String contentType, String body) {
    }

    private final HttpServer server;
    private final Map<String, Function<Request, Answer>> answers = new ConcurrentHashMap<>();
    final List<Request> requests = java.util.Collections.synchronizedList(new ArrayList<>());

    FakeMarketServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Answers requests whose path (without the query) is {@code path}. */
    void answer(String path, Function<Request, Answer> answer) {
        answers.put(path, answer);
    }

    private void handle(HttpExchange exchange) throws IOException {
        Request request = new Request(exchange.getRequestMethod(), exchange.getRequestURI().toString(),
                exchange.getRequestHeaders().getFirst("Authorization"),
                exchange.getRequestHeaders().getFirst("Content-Type"),
                new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        requests.add(request);
        Answer answer = answers.getOrDefault(exchange.getRequestURI().getPath(),
                r -> Answer.problem(404, "not-found")).apply(request);
        byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", answer.contentType());
        exchange.sendResponseHeaders(answer.status(), body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
