package org.gridmarket.app.platform;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.RequestOptions;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Commands reach the leader (issue 34): on a replica that does not run the engine, every API request that changes
 * something, and every read answered from the engine's memory ({@link #ENGINE_READS}), is sent on to the leading
 * replica ({@link Leadership}) and its answer passed back as it is. The leader acknowledges a command only after
 * its turn committed, so an acknowledged submission survives the death of any replica; a follower that cannot
 * reach the leader (it died, or leadership is moving) answers 503 and the client sends the same request again, to
 * any replica, with the same Idempotency-Key, which keeps it single.
 *
 * <p>Served by every replica itself: reads from the database (jobs, sites, the ledger, audits), the job events
 * stream (fed by {@code JobEventRelay}), logins, health, and the leadership endpoint. A
 * forwarded request names its client's address ({@value #CLIENT_HEADER}), trusted only with the replicas' shared
 * secret ({@code gridmarket.replica.secret}), so per-address rate limits count the client, not the follower.
 */
@ApplicationScoped
public class LeaderForwarding {
    private static final Logger LOG = Logger.getLogger(LeaderForwarding.class);
    /** The client's address, as a follower saw it. */
    public static final String CLIENT_HEADER = "X-Gridmarket-Client-Address";
    /** The replicas' shared secret, proving the header above. */
    static final String SECRET_HEADER = "X-Gridmarket-Replica-Secret";
    /** Marks a forwarded request: a replica that gets one and does not lead answers 503 instead of passing it on. */
    static final String FORWARDED_HEADER = "X-Gridmarket-Forwarded-By";

    /** GETs whose answers come from the engine's memory, so only the leader can give them. */
    static final List<Pattern> ENGINE_READS = List.of(
            Pattern.compile("/api/engine/clock"),
            Pattern.compile("/api/jobs/[^/]+/queue-place"),
            Pattern.compile("/api/admin/federation-queue"),
            Pattern.compile("/api/admin/engine/quarantine"),
            Pattern.compile("/api/sites/[^/]+/(queue|utilisation)"),
            Pattern.compile("/api/sites/[^/]+/agent/.*"),
            Pattern.compile("/api/experiments(/.*)?"));
    /** Changes every replica makes itself: they touch no engine state. */
    private static final Set<String> LOCAL_COMMANDS = Set.of("/api/auth/login");
    /** Hop-by-hop headers, not passed on (RFC 9110 7.6.1), and the ones this class sets itself. */
    private static final Set<String> NOT_PASSED = Set.of("connection", "keep-alive", "transfer-encoding", "te",
            "upgrade", "proxy-connection", "host", "content-length", CLIENT_HEADER.toLowerCase(),
            SECRET_HEADER.toLowerCase(), FORWARDED_HEADER.toLowerCase());

    private final Leadership leadership;
    private final ReplicaConfig config;
    private final ObjectMapper json;
    private HttpClient client;

    public LeaderForwarding(Leadership leadership, ReplicaConfig config, ObjectMapper json) {
        this.leadership = leadership;
        this.config = config;
        this.json = json;
    }

    void install(@Observes Router router, Vertx vertx) {
        client = vertx.createHttpClient(new HttpClientOptions().setMaxPoolSize(64).setKeepAlive(true)
                .setConnectTimeout(2_000));
        // a leader that dies resets its connections: each forwarded request answers 503 for it, nothing to log
        client.connectionHandler(connection -> connection.exceptionHandler(failure ->
                LOG.debugf("A connection to the leader failed: %s", failure.getMessage())));
        // after RequestLimits' handlers (order Integer.MIN_VALUE): the body is read and the request checked
        router.route("/api/*").order(Integer.MIN_VALUE + 1).handler(this::route);
    }

    /** Whether a request to {@code path} with {@code method} must be answered by the leader. */
    static boolean goesToLeader(HttpMethod method, String path) {
        if (method == HttpMethod.GET || method == HttpMethod.HEAD || method == HttpMethod.OPTIONS) {
            return ENGINE_READS.stream().anyMatch(pattern -> pattern.matcher(path).matches());
        }
        return !LOCAL_COMMANDS.contains(path);
    }

    /**
     * The address of the client that sent {@code request}: the one a follower named, if it proved itself with the
     * replicas' secret, else the connection's.
     */
    public String clientAddress(HttpServerRequest request) {
        String named = request.getHeader(CLIENT_HEADER);
        if (named != null && trusted(request.getHeader(SECRET_HEADER))) {
            return named;
        }
        return request.remoteAddress() == null ? "unknown" : request.remoteAddress().hostAddress();
    }

    private boolean trusted(String secret) {
        return secret != null && config.secret().map(expected -> MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), secret.getBytes(StandardCharsets.UTF_8))).orElse(false);
    }

    private void route(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (!leadership.follows() || !goesToLeader(request.method(), request.path())) {
            context.next();
            return;
        }
        String leader = leadership.leaderUrl().orElse(null);
        if (leader == null || request.headers().contains(FORWARDED_HEADER)) {
            refuse(context, "no-leader", "no replica runs the engine right now (leadership is moving)");
            return;
        }
        forward(context, leader);
    }

    private void forward(RoutingContext context, String leader) {
        HttpServerRequest request = context.request();
        RequestOptions options = new RequestOptions().setMethod(request.method())
                .setAbsoluteURI(leader + request.uri()).setTimeout(config.forwardTimeout().toMillis());
        MultiMap headers = MultiMap.caseInsensitiveMultiMap();
        request.headers().forEach(header -> {
            if (!NOT_PASSED.contains(header.getKey().toLowerCase())) {
                headers.add(header.getKey(), header.getValue());
            }
        });
        headers.set(CLIENT_HEADER, clientAddress(request));
        config.secret().ifPresent(secret -> headers.set(SECRET_HEADER, secret));
        headers.set(FORWARDED_HEADER, leadership.replica());
        options.setHeaders(headers);
        Buffer body = context.body() == null ? null : context.body().buffer();
        client.request(options)
                .compose(outgoing -> body == null ? outgoing.send() : outgoing.send(body))
                .onSuccess(answer -> {
                    var response = context.response().setStatusCode(answer.statusCode())
                            .setStatusMessage(answer.statusMessage());
                    answer.headers().forEach(header -> {
                        if (!NOT_PASSED.contains(header.getKey().toLowerCase())) {
                            response.headers().add(header.getKey(), header.getValue());
                        }
                    });
                    if (answer.getHeader(HttpHeaders.CONTENT_LENGTH) == null) {
                        response.setChunked(true);
                    } else {
                        response.putHeader(HttpHeaders.CONTENT_LENGTH, answer.getHeader(HttpHeaders.CONTENT_LENGTH));
                    }
                    answer.pipeTo(response);
                })
                .onFailure(failure -> {
                    LOG.debugf("Forwarding %s %s to the leader %s failed: %s", request.method(), request.path(),
                            leader, failure.getMessage());
                    refuse(context, "leader-unavailable", "the replica running the engine did not answer ("
                            + failure.getMessage() + ")");
                });
    }

    private void refuse(RoutingContext context, String type, String why) {
        if (context.response().headWritten()) {
            context.response().reset();
            return;
        }
        ApiProblem problem = new ApiProblem(503, type, "Engine moving", why + "; nothing of this request was "
                + "recorded here: send it again (with the same Idempotency-Key) in a moment");
        try {
            context.response().setStatusCode(503).putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                    .putHeader("Retry-After", "1")
                    .end(json.writeValueAsString(problem.toProblem(context.request().path())));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            context.response().setStatusCode(503).end();
        }
    }
}
