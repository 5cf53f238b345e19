package org.gridmarket.agent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * {@link MarketClient} over HTTP ({@code java.net.http}, JSON by Jackson): every request carries
 * {@code Authorization: Bearer <agent key>}. A 401 or 403 is fatal (the key is wrong, revoked or another site's);
 * a network error, a timeout or a 5xx is retried at the next poll, so the agent outlives a market restart.
 */
public final class HttpMarketClient implements MarketClient {
    /** Assignments asked per page (the market's largest page is 500). */
    static final int PAGE_SIZE = 200;
    /** A bound on the pages read in one poll: 200 × 500 = 100,000 assignments. */
    private static final int MAX_PAGES = 500;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private final HttpClient http;
    private final ObjectMapper json = new ObjectMapper();
    private final String agentUrl;
    private final String authorization;
    private final String agentName;

    /**
     * @param market the market's base URL ({@code https://market.example})
     * @param siteId the site this agent serves
     * @param key the site's agent key ({@code gmk_...})
     * @param agentName how the agent introduces itself in its heartbeat (cut to the market's 200 characters)
     */
    public HttpMarketClient(URI market, long siteId, String key, String agentName) {
        String base = market.toString().replaceAll("/+$", "");
        this.agentUrl = base + "/api/sites/" + siteId + "/agent";
        this.authorization = "Bearer " + key;
        this.agentName = agentName.length() > 200 ? agentName.substring(0, 200) : agentName;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    @Override
    public Heartbeat heartbeat() {
        ObjectNode body = json.createObjectNode().put("agent", agentName);
        JsonNode answer = readJson(send(request("/heartbeat").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()))));
        return new Heartbeat(answer.path("timeScale").asDouble(Double.NaN),
                answer.path("offlineAfterSeconds").asLong(), instant(answer.path("serverTime")));
    }

    @Override
    public List<MarketJob> assignments() {
        List<MarketJob> jobs = new ArrayList<>();
        for (int page = 0; page < MAX_PAGES; page++) {
            JsonNode list = readJson(send(request("/assignments?page=" + page + "&size=" + PAGE_SIZE).GET()));
            list.forEach(view -> jobs.add(new MarketJob(view.path("id").asLong(), view.path("state").asText(),
                    view.path("processors").asInt(), optionalLong(view.path("runtimeSeconds")),
                    view.path("hasScript").asBoolean())));
            if (list.size() < PAGE_SIZE) {
                return jobs;
            }
        }
        throw MarketException.retryable("more than " + MAX_PAGES + " pages of assignments", null);
    }

    @Override
    public MarketJob job(long jobId) {
        JsonNode view = readJson(send(request("/jobs/" + jobId).GET()));
        return new MarketJob(view.path("jobId").asLong(jobId), view.path("state").asText(),
                view.path("processors").asInt(), optionalLong(view.path("runtimeSeconds")),
                view.path("hasScript").asBoolean());
    }

    @Override
    public Optional<String> script(long jobId) {
        HttpResponse<String> response = send(request("/jobs/" + jobId + "/script").GET(), 404);
        return response.statusCode() == 404 ? Optional.empty() : Optional.of(response.body());
    }

    @Override
    public void uploadOutput(long jobId, String output) {
        send(request("/jobs/" + jobId + "/output").header("Content-Type", "text/plain; charset=UTF-8")
                .PUT(HttpRequest.BodyPublishers.ofString(output, StandardCharsets.UTF_8)));
    }

    @Override
    public Delivery report(Event event) {
        ObjectNode body = json.createObjectNode().put("jobId", event.jobId()).put("type", event.type());
        if (event.runtimeSeconds() != null) {
            body.put("runtimeSeconds", event.runtimeSeconds());
        }
        if (event.at() != null) {
            body.put("at", event.at().toString());
        }
        if (event.exitCode() != null) {
            body.put("exitCode", event.exitCode());
        }
        if (event.reason() != null) {
            body.put("reason", event.reason());
        }
        HttpResponse<String> response = send(request("/events").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())), 409);
        if (response.statusCode() != 409) {
            return Delivery.RECORDED;
        }
        if (problemType(response).endsWith("job-final")) {
            return Delivery.JOB_FINAL;
        }
        throw MarketException.retryable("the market refused the " + event.type() + " report of job "
                + event.jobId() + ": " + response.body(), null);
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(agentUrl + path)).timeout(REQUEST_TIMEOUT)
                .header("Authorization", authorization).header("Accept", "application/json, text/plain");
    }

    /** Sends; 2xx and the {@code accepted} statuses are answers, 401/403 fatal, anything else retried later. */
    private HttpResponse<String> send(HttpRequest.Builder builder, int... accepted) {
        HttpRequest request = builder.build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException unreachable) {
            throw MarketException.retryable("the market at " + request.uri() + " did not answer: " + unreachable,
                    unreachable);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw MarketException.retryable("interrupted while asking the market", interrupted);
        }
        int status = response.statusCode();
        if (status / 100 == 2 || Arrays.stream(accepted).anyMatch(s -> s == status)) {
            return response;
        }
        String what = request.method() + " " + request.uri().getPath();
        if (status == 401 || status == 403) {
            throw MarketException.fatal("the market refused the agent key (" + status + " on " + what + "): "
                    + "check --key-file and --site; the key may have been revoked. " + response.body());
        }
        throw MarketException.retryable(what + " answered " + status + ": " + response.body(), null);
    }

    private JsonNode readJson(HttpResponse<String> response) {
        try {
            return json.readTree(response.body());
        } catch (IOException notJson) {
            throw MarketException.retryable("the market's answer is not JSON: " + response.body(), notJson);
        }
    }

    private String problemType(HttpResponse<String> response) {
        try {
            return json.readTree(response.body()).path("type").asText("");
        } catch (IOException notJson) {
            return "";
        }
    }

    private static Long optionalLong(JsonNode node) {
        return node.isNumber() ? node.asLong() : null;
    }

    private static Instant instant(JsonNode node) {
        return node.isTextual() ? Instant.parse(node.asText()) : null;
    }
}
