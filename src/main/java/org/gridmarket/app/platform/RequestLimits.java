package org.gridmarket.app.platform;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;

/**
 * The HTTP layer's own limits, applied on the event loop before any resource runs (issue 18 A4, B6):
 * <ol>
 * <li>A request target longer than {@code gridmarket.http.max-uri-length} gets 414 and headers larger than
 * {@code gridmarket.http.max-header-bytes} 431, both problem+json. Vert.x's own ceilings
 * ({@code quarkus.http.limits.max-initial-line-length}, {@code max-header-size}) are set higher so that these
 * checks see the request first; past those ceilings Vert.x answers a bare 414/431 itself.</li>
 * <li>A declared Content-Length over {@code gridmarket.http.max-request-bytes} gets 413 before any byte of
 * the body is read.</li>
 * <li>Every body is read here, on the event loop (Vert.x's {@link BodyHandler}), and handed to RESTEasy whole.
 * Left to RESTEasy, a blocking endpoint's body is read on a worker thread that waits for each byte, so ~200
 * clients trickling bodies held every worker and froze the service. Here a slow body costs a connection and
 * its bytes so far, bounded three ways: in size (413, chunked bodies too), in time (408 once
 * {@code gridmarket.http.body-timeout} passes without the whole body) and in number (beyond
 * {@code gridmarket.http.max-bodies-in-flight} bodies being read at once, the one reading longest is answered
 * 503 and closed, so newcomers whose bodies arrive at once are never the ones refused).</li>
 * <li>Then {@link StrictRequests}: a canonical path for the API and a UTF-8 body, or a problem answer.</li>
 * <li>Failures the router itself raises (the body handler's 413, for instance) become problem+json.</li>
 * <li>One route has its own limits: a trace upload ({@value #UPLOAD_PATH}, issue 35 A5) may be up to
 * {@code gridmarket.experiments.max-upload-bytes} and take {@code gridmarket.experiments.upload-timeout}; at most
 * {@code gridmarket.experiments.max-uploads-in-flight} are read at once (one more gets 503 at once), and they
 * count among the bodies in flight above. Its body is an SWF text or gzip, not JSON, so only the path rule of
 * {@link StrictRequests} applies to it; every other route keeps the limits above.</li>
 * </ol>
 * Answers that cannot be problem+json because Vert.x gives them before any handler sees the request are
 * listed in docs/api.md ("Errors from the HTTP layer").
 */
@ApplicationScoped
public class RequestLimits {
    private static final Logger LOG = Logger.getLogger(RequestLimits.class);
    private static final String TIMER = "gridmarket.body-timer";
    private static final String CONTEXT = "gridmarket.body-context";
    /** The one route whose body is a trace upload, with its own size and time limits. */
    public static final String UPLOAD_PATH = "/api/experiments/replays";

    private final ObjectMapper json;
    private final GridmarketConfig.Http limits;
    private final GridmarketConfig.Experiments uploadLimits;
    /** Uploads whose bodies are being read. */
    private final java.util.Set<RoutingContext> uploading = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final AtomicInteger uploadingCount = new AtomicInteger();
    /** Requests whose bodies are being read, oldest first. */
    private final ConcurrentLinkedDeque<RoutingContext> reading = new ConcurrentLinkedDeque<>();
    private final AtomicInteger readingCount = new AtomicInteger();

    public RequestLimits(ObjectMapper json, GridmarketConfig config) {
        this.json = json;
        this.limits = config.http();
        this.uploadLimits = config.experiments();
    }

    void install(@Observes Router router) {
        BodyHandler bodies = BodyHandler.create(false).setBodyLimit(limits.maxRequestBytes())
                .setMergeFormAttributes(false);
        router.route().order(Integer.MIN_VALUE).handler(this::checkHead);
        BodyHandler uploads = BodyHandler.create(false).setBodyLimit(uploadLimits.maxUploadBytes())
                .setMergeFormAttributes(false);
        router.route().order(Integer.MIN_VALUE).handler(context -> readBody(context,
                isUpload(context.request()) ? uploads : bodies));
        router.route().order(Integer.MIN_VALUE).handler(this::bodyRead);
        router.route().order(Integer.MIN_VALUE).handler(this::checkStrictly);
        router.route().order(Integer.MIN_VALUE).failureHandler(this::failure);
    }

    /** How many bodies are being read right now (for tests and operators' curiosity). */
    public int bodiesInFlight() {
        return readingCount.get();
    }

    /** Whether {@code request} is a trace upload, the one route with its own body limits. */
    static boolean isUpload(HttpServerRequest request) {
        String path = request.path();
        return request.method() == io.vertx.core.http.HttpMethod.POST
                && (UPLOAD_PATH.equals(path) || (UPLOAD_PATH + "/").equals(path));
    }

    private long bodyLimit(HttpServerRequest request) {
        return isUpload(request) ? uploadLimits.maxUploadBytes() : limits.maxRequestBytes();
    }

    private void checkStrictly(RoutingContext context) {
        if (!isUpload(context.request())) {
            StrictRequests.check(context, this::answer);
            return;
        }
        String pathProblem = StrictRequests.pathProblem(context.request().path());
        if (pathProblem != null) {
            answer(context, new ApiProblem(404, "not-found", "Not found", pathProblem), false);
            return;
        }
        context.next();
    }

    private void checkHead(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.uri().length() > limits.maxUriLength()) {
            refuse(context, 414, "uri-too-long", "URI too long",
                    "request targets are limited to " + limits.maxUriLength() + " characters");
            return;
        }
        if (headerBytes(request) > limits.maxHeaderBytes()) {
            refuse(context, 431, "headers-too-large", "Request headers too large",
                    "request headers are limited to " + limits.maxHeaderBytes() + " bytes");
            return;
        }
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null && exceeds(length, bodyLimit(request))) {
            refuseTooLarge(context);
            return;
        }
        context.next();
    }

    private void readBody(RoutingContext context, BodyHandler bodies) {
        HttpServerRequest request = context.request();
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        boolean declaresBody = request.headers().contains(HttpHeaders.TRANSFER_ENCODING)
                || length != null && !length.trim().equals("0");
        if (!declaresBody || request.isEnded()) {
            context.next();
            return;
        }
        if (isForm(request.getHeader(HttpHeaders.CONTENT_TYPE))) {
            // The API reads JSON only; the body handler would decode a form, and throws for one sent with a GET.
            refuse(context, 415, "unsupported-media-type", "Unsupported Media Type",
                    "request bodies must be application/json");
            return;
        }
        boolean upload = isUpload(request);
        if (upload && uploadingCount.incrementAndGet() > uploadLimits.maxUploadsInFlight()) {
            uploadingCount.decrementAndGet();
            refuse(context, 503, "too-many-uploads", "Service busy", "at most "
                    + uploadLimits.maxUploadsInFlight() + " trace uploads are read at once; try again shortly");
            return;
        }
        if (upload) {
            uploading.add(context);
        }
        java.time.Duration timeout = upload ? uploadLimits.uploadTimeout() : limits.bodyTimeout();
        context.put(CONTEXT, Vertx.currentContext());
        context.put(TIMER, context.vertx().setTimer(timeout.toMillis(), id -> {
            if (stopReading(context)) {
                refuse(context, 408, "body-timeout", "Request timeout",
                        "the request body did not arrive within " + timeout.toSeconds() + " s");
            }
        }));
        context.addEndHandler(ended -> stopReading(context));
        reading.addLast(context);
        if (readingCount.incrementAndGet() > limits.maxBodiesInFlight()) {
            shedOldest();
        }
        bodies.handle(context);
    }

    private static boolean isForm(String contentType) {
        String type = contentType == null ? "" : contentType.trim().toLowerCase(java.util.Locale.ROOT);
        return type.startsWith("multipart/") || type.startsWith("application/x-www-form-urlencoded");
    }

    private void bodyRead(RoutingContext context) {
        stopReading(context);
        context.next();
    }

    /** Forgets a body being read and cancels its timer; false if it had been forgotten before. */
    private boolean stopReading(RoutingContext context) {
        Long timer = context.get(TIMER);
        if (timer != null) {
            context.vertx().cancelTimer(timer);
        }
        if (uploading.remove(context)) {
            uploadingCount.decrementAndGet();
        }
        if (reading.remove(context)) {
            readingCount.decrementAndGet();
            return true;
        }
        return false;
    }

    private void shedOldest() {
        RoutingContext oldest = reading.pollFirst();
        if (oldest == null) {
            return;
        }
        readingCount.decrementAndGet();
        Long timer = oldest.get(TIMER);
        if (timer != null) {
            oldest.vertx().cancelTimer(timer);
        }
        if (uploading.remove(oldest)) {
            uploadingCount.decrementAndGet();
        }
        Context owner = oldest.get(CONTEXT);
        owner.runOnContext(ignored -> refuse(oldest, 503, "too-many-slow-bodies", "Service busy",
                "too many requests are sending their bodies at once; this one was the slowest"));
    }

    private void failure(RoutingContext context) {
        stopReading(context);
        HttpServerResponse response = context.response();
        if (response.ended() || response.closed()) {
            return;
        }
        int status = context.failure() instanceof HttpException http ? http.getStatusCode() : context.statusCode();
        if (status == 413) {
            refuseTooLarge(context);
        } else if (status >= 400 && status < 500 && status != 401 && status != 403) {
            // 401 and 403 stay with Quarkus security, which adds its challenge headers.
            String reason = HttpResponseStatus.valueOf(status).reasonPhrase();
            refuse(context, status, reason.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-"),
                    reason, "the request was refused by the HTTP layer: " + reason);
        } else {
            context.next();
        }
    }

    private void refuseTooLarge(RoutingContext context) {
        refuse(context, 413, "payload-too-large", "Payload too large", (isUpload(context.request())
                ? "trace uploads are limited to " : "request bodies are limited to ")
                + bodyLimit(context.request()) + " bytes");
    }

    /** Answers with problem+json and closes the connection (the rest of the request is never read). */
    private void refuse(RoutingContext context, int status, String type, String title, String detail) {
        answer(context, new ApiProblem(status, type, title, detail), true);
    }

    /** Answers with problem+json; {@code close}: and closes the connection once the answer is written. */
    private void answer(RoutingContext context, ApiProblem problem, boolean close) {
        HttpServerResponse response = context.response();
        if (response.ended() || response.closed()) {
            return;
        }
        try {
            response.setStatusCode(problem.status()).putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE);
            if (close) {
                response.putHeader(HttpHeaders.CONNECTION, "close");
            }
            response.end(json.writeValueAsString(problem.toProblem(context.request().path())))
                    .onComplete(written -> {
                        if (close) {
                            context.request().connection().close();
                        }
                    });
        } catch (JsonProcessingException e) {
            LOG.error("Cannot write a problem", e);
            context.request().connection().close();
        }
    }

    private static long headerBytes(HttpServerRequest request) {
        long bytes = 0;
        for (Map.Entry<String, String> header : request.headers()) {
            bytes += header.getKey().length() + header.getValue().length() + 4;
        }
        return bytes;
    }

    private static boolean exceeds(String contentLength, long limit) {
        try {
            return Long.parseLong(contentLength.trim()) > limit;
        } catch (NumberFormatException e) {
            return true;
        }
    }
}
