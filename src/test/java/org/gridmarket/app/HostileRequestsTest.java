package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.jwt.build.Jwt;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.KeyPairGenerator;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * Issue 18's closing check: thousands of hostile requests over every operation the OpenAPI document lists —
 * wrong types, values past every limit, NUL and control characters, duplicate keys, unknown fields, broken and
 * nested JSON, wrong content types, ids that do not exist or are not numbers, forged, expired and self-promoted
 * tokens — as anonymous, user, owner and admin. None may be answered with a 5xx, and none may write anything:
 * every table the API writes is counted before and after, and the ledger's fingerprint must not move.
 * The generator is seeded, so a failure names a request that can be sent again. Issue 30 adds bodies in UTF-16,
 * UTF-32 or with a byte order mark, odd forms of id 1 in paths (matrix parameters, empty and dot segments,
 * leading zeros, signs, percent-encoded and non-ASCII digits), and targeted passes over every operation with
 * those, and over TENDER's lateness penalty; the operations issue 30 names must be among those attacked.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class HostileRequestsTest {
    private static final int REQUESTS = 5_000;
    /** The service's limit on a request body (gridmarket.http.max-request-bytes). */
    private static final int MAX_BODY_BYTES = 262_144;
    /** Pseudo statuses: the connection closed without an answer, after an oversize body or otherwise. */
    private static final int CLOSED_AFTER_OVERSIZE_BODY = 1;
    private static final int CLOSED = 2;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> CALLERS = List.of("anonymous", "alice", "bob", "owner1", "admin");
    /** Callers for the targeted passes: the roles that may act on id 1 and one that may not. */
    private static final List<String> TARGETED_CALLERS = List.of("owner1", "admin", "alice");
    /** Issue 30: operations that arrived after issue 18's attack; each must be in the OpenAPI document. */
    private static final List<String> NEW_SURFACES = List.of("POST /api/admin/contracts",
            "POST /api/admin/contracts/{id}/end", "PUT /api/admin/users/{id}/home-site",
            "PUT /api/sites/{id}/preemption", "PUT /api/sites/{id}/price", "POST /api/revenue/payouts",
            "POST /api/sites/{id}/withdraw", "PUT /api/sites/{id}/agent-mode", "POST /api/sites/{id}/agent/events",
            "GET /api/sites/{id}/agent/assignments", "POST /api/sites/{id}/local-jobs", "POST /api/quotes",
            "POST /api/jobs");

    @TestHTTPResource("/")
    URL base;

    @Inject
    AgroalDataSource dataSource;

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final HostileInputs inputs = new HostileInputs(18);

    private record Operation(String method, String path, JsonNode bodySchema, List<String> queryNames) {
    }

    private record Sent(String method, String uri, String caller, String body, int status, String contentType,
                        String answer) {
        @Override
        public String toString() {
            return method + " " + abbreviated(uri, 160) + " as " + caller + " with " + abbreviated(body, 160)
                    + " → " + status + " " + contentType + " " + abbreviated(answer, 300);
        }

        private static String abbreviated(String text, int length) {
            return text == null || text.length() <= length ? text : text.substring(0, length) + "…";
        }
    }

    @Test
    void hostileRequestsGetNoServerErrorAndWriteNothing() throws Exception {
        JsonNode openApi = JSON.readTree(get("q/openapi?format=json"));
        List<Operation> operations = operations(openApi);
        assertThat(operations).hasSizeGreaterThan(20);
        Map<String, String> tokens = tokens();
        String before = writtenState();

        assertThat(operations.stream().map(operation -> operation.method() + " " + operation.path()).toList())
                .containsAll(NEW_SURFACES);
        List<Sent> sents = new ArrayList<>();
        Map<String, Integer> perOperation = new TreeMap<>();
        for (int i = 0; i < REQUESTS; i++) {
            Operation operation = operations.get(inputs.nextInt(operations.size()));
            String caller = inputs.pick(new ArrayList<>(tokens.keySet()));
            Sent sent = send(operation, caller, tokens.get(caller), openApi);
            if (sent != null) {
                sents.add(sent);
                perOperation.merge(operation.method() + " " + operation.path(), 1, Integer::sum);
            }
        }
        int randomCount = sents.size();
        sents.addAll(targeted(operations, tokens));

        List<Sent> serverErrors = new ArrayList<>();
        List<Sent> notProblems = new ArrayList<>();
        List<Sent> accepted = new ArrayList<>();
        Map<Integer, Integer> statuses = new TreeMap<>();
        for (Sent sent : sents) {
            statuses.merge(sent.status(), 1, Integer::sum);
            if (sent.status() >= 200 && sent.status() < 300 && !"GET".equals(sent.method())) {
                accepted.add(sent);
            }
            if (sent.status() >= 500 || sent.status() == CLOSED) {
                serverErrors.add(sent);
            } else if (sent.status() >= 400 && !sent.contentType().startsWith("application/problem+json")) {
                notProblems.add(sent);
            }
        }

        System.out.printf("hostile requests: %d random, %d targeted; by status (1: closed after refusing an oversize "
                + "body): %s%nrandom requests per operation: %s%n", randomCount, sents.size() - randomCount, statuses,
                perOperation);
        SoftAssertions softly = new SoftAssertions();
        softly.assertThat(serverErrors).as("statuses %s", statuses).isEmpty();
        softly.assertThat(notProblems).as("statuses %s", statuses).isEmpty();
        softly.assertThat(accepted).as("hostile requests that were accepted").isEmpty();
        softly.assertThat(writtenState()).isEqualTo(before);
        softly.assertAll();
        assertThat(Api.as("alice").body(Map.of("processors", 4, "runtimeSeconds", 600,
                        "budgetMicroGd", 100_000_000_000L, "deadlineSeconds", 36_000, "strategy", "OFC"))
                .post("/api/quotes").statusCode()).as("the engine still quotes").isEqualTo(200);
    }

    /** Every (method, path) with its JSON body schema, resolved, and its query parameter names. */
    private static List<Operation> operations(JsonNode openApi) {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = openApi.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> methods = path.getValue().fields(); methods.hasNext(); ) {
                Map.Entry<String, JsonNode> method = methods.next();
                if (method.getValue().path("responses").toString().contains("text/event-stream")) {
                    continue; // a stream answers for as long as the client listens; its refusals are tested elsewhere
                }
                JsonNode schema = method.getValue().path("requestBody").path("content").path("application/json")
                        .path("schema");
                List<String> query = new ArrayList<>();
                method.getValue().path("parameters").forEach(parameter -> {
                    if ("query".equals(parameter.path("in").asText())) {
                        query.add(parameter.path("name").asText());
                    }
                });
                operations.add(new Operation(method.getKey().toUpperCase(), path.getKey(),
                        schema.isMissingNode() ? null : resolve(openApi, schema), query));
            }
        }
        return operations;
    }

    private static JsonNode resolve(JsonNode openApi, JsonNode schema) {
        String ref = schema.path("$ref").asText("");
        if (ref.startsWith("#/components/schemas/")) {
            return openApi.path("components").path("schemas").path(ref.substring("#/components/schemas/".length()));
        }
        return schema;
    }

    /** Valid tokens of each demo person, and tokens nobody should accept. */
    private Map<String, String> tokens() throws Exception {
        Map<String, String> tokens = new TreeMap<>();
        for (String caller : CALLERS) {
            tokens.put(caller, "anonymous".equals(caller) ? null : Api.token(caller));
        }
        String[] alice = Api.token("alice").split("\\.");
        Base64.Encoder url = Base64.getUrlEncoder().withoutPadding();
        tokens.put("alg-none", url.encodeToString("{\"alg\":\"none\",\"typ\":\"JWT\"}".getBytes()) + "." + alice[1] + ".");
        tokens.put("bad-signature", alice[0] + "." + alice[1] + "." + url.encodeToString(new byte[256]));
        tokens.put("garbage", "not-a-token");
        tokens.put("alice-as-admin", Jwt.issuer("gridmarket").upn("alice").groups("admin").sign());
        tokens.put("nobody-as-admin", Jwt.issuer("gridmarket").upn("mallory").groups("admin").sign());
        tokens.put("expired", Jwt.issuer("gridmarket").upn("admin").groups("admin")
                .issuedAt(Instant.now().minusSeconds(100_000)).expiresAt(Instant.now().minusSeconds(50_000)).sign());
        tokens.put("from-the-future", Jwt.issuer("gridmarket").upn("admin").groups("admin")
                .issuedAt(Instant.now().plusSeconds(86_400)).expiresAt(Instant.now().plusSeconds(90_000)).sign());
        tokens.put("lives-forever", Jwt.issuer("gridmarket").upn("admin").groups("admin")
                .issuedAt(Instant.now()).expiresAt(Instant.now().plusSeconds(10L * 365 * 86_400)).sign());
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        tokens.put("foreign-key", Jwt.issuer("gridmarket").upn("admin").groups("admin")
                .sign(generator.generateKeyPair().getPrivate()));
        return tokens;
    }

    /** One hostile request to {@code operation}; null when the client library cannot even form it. */
    private Sent send(Operation operation, String caller, String token, JsonNode openApi) throws Exception {
        String path = operation.path();
        while (path.contains("{")) {
            path = path.replaceFirst("\\{[^}]+}",
                    inputs.pick(inputs.nextInt(4) == 0 ? HostileInputs.ODD_FORMS_OF_ID_1 : HostileInputs.HOSTILE_IDS));
        }
        boolean knownIds = path.equals(operation.path());
        String query = inputs.query(operation.queryNames());
        String body = operation.bodySchema() == null && inputs.nextInt(4) > 0 ? null
                : inputs.body(operation.bodySchema());
        if (knownIds && body == null && !"GET".equals(operation.method()) && query.isEmpty()) {
            body = inputs.body(operation.bodySchema());
        }
        String contentType = inputs.nextInt(10) == 0 ? inputs.pick(List.of("text/plain", "application/xml",
                "application/json; charset=latin1", "application/json; charset=utf-16", "multipart/form-data"))
                : "application/json";
        String encoding = inputs.nextInt(10) == 0 ? inputs.pick(HostileInputs.OTHER_ENCODINGS) : "UTF-8";
        return exchange(operation.method(), path + query, caller, token, body, encoding, contentType);
    }

    /**
     * Issue 30's targeted passes, as the caller who may act on id 1, an admin and a user: every operation that
     * takes a body with a plausible body in each other encoding; every operation with an id in its path with each
     * odd form of id 1 (and a plausible body); and TENDER quotes and jobs whose lateness penalty is hostile.
     */
    private List<Sent> targeted(List<Operation> operations, Map<String, String> tokens) throws Exception {
        List<Sent> sents = new ArrayList<>();
        for (Operation operation : operations) {
            for (String caller : TARGETED_CALLERS) {
                String path = operation.path().replaceAll("\\{[^}]+}", "1");
                String body = operation.bodySchema() == null ? null
                        : HostileInputs.plausible(operation.bodySchema()).toString();
                if (body != null) {
                    for (String encoding : HostileInputs.OTHER_ENCODINGS) {
                        sents.add(exchange(operation.method(), path, caller, tokens.get(caller), body, encoding,
                                "application/json"));
                    }
                }
                if (operation.path().contains("{")) {
                    for (String odd : HostileInputs.ODD_FORMS_OF_ID_1) {
                        sents.add(exchange(operation.method(), operation.path().replaceAll("\\{[^}]+}", odd),
                                caller, tokens.get(caller), body, "UTF-8", "application/json"));
                    }
                }
            }
        }
        for (String penalty : List.of("-1", "0", "1.5", "\"1\"", "true", "1e400", "99999999999999999999",
                "1000000000000000001", "[]")) {
            String tender = "{\"processors\":1,\"runtimeSeconds\":600,\"budgetMicroGd\":1000000000,"
                    + "\"deadlineSeconds\":1000000,\"strategy\":\"TENDER\",\"tardinessPenaltyMicroGdPerSecond\":"
                    + penalty + "}";
            for (String path : List.of("/api/quotes", "/api/jobs")) {
                sents.add(exchange("POST", path, "alice", tokens.get("alice"), tender, "UTF-8", "application/json"));
            }
        }
        sents.removeIf(java.util.Objects::isNull);
        return sents;
    }

    /** Sends one request; {@code body} encoded in {@code encoding}. Null when the client cannot form the URI. */
    private Sent exchange(String method, String pathAndQuery, String caller, String token, String body,
                          String encoding, String contentType) throws Exception {
        URI uri;
        try {
            uri = URI.create(base.toString() + pathAndQuery.substring(1));
        } catch (IllegalArgumentException unformable) {
            return null;
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30))
                .header("Content-Type", contentType)
                .header("Idempotency-Key", "hostile-" + inputs.nextInt(1_000_000))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(HostileInputs.encoded(body, encoding)));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        String shown = body == null || "UTF-8".equals(encoding) ? body : "(" + encoding + ") " + body;
        HttpResponse<String> response;
        try {
            response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException closed) {
            // The service may answer a body past its size limit at once and close the connection while the
            // client is still sending; the client then sees no answer. Anything else must be answered.
            return new Sent(method, uri.toString(), caller, shown,
                    body != null && HostileInputs.encoded(body, encoding).length > MAX_BODY_BYTES
                            ? CLOSED_AFTER_OVERSIZE_BODY : CLOSED, "", closed.toString());
        }
        return new Sent(method, uri.toString(), caller, shown, response.statusCode(),
                response.headers().firstValue("Content-Type").orElse(""), response.body());
    }

    private String get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    /** The database fingerprint and the row counts of every table a request could add to. */
    private String writtenState() {
        String counts;
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT (SELECT count(*) FROM jobs WHERE kind <> 'local') || '/' || "
                     + "(SELECT count(*) FROM job_events je JOIN jobs j ON j.id = je.job_id WHERE j.kind <> 'local')")) {
            row.next();
            counts = row.getString(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return DatabaseFingerprint.of(dataSource) + "/" + counts;
    }
}
