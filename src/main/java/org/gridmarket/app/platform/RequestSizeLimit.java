package org.gridmarket.app.platform;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Refuses request bodies over {@code gridmarket.http.max-request-bytes} with 413 problem+json before any
 * of them is read. Bodies without a Content-Length are still bounded by Quarkus's own
 * {@code quarkus.http.limits.max-body-size}.
 */
@ApplicationScoped
public class RequestSizeLimit {

    void install(@Observes Router router, GridmarketConfig config, ObjectMapper json) {
        long limit = config.http().maxRequestBytes();
        router.route().order(Integer.MIN_VALUE).handler(context -> {
            String length = context.request().getHeader(HttpHeaders.CONTENT_LENGTH);
            if (length != null && exceeds(length, limit)) {
                Problem problem = new ApiProblem(413, "payload-too-large", "Payload too large",
                        "request bodies are limited to " + limit + " bytes").toProblem(context.request().path());
                try {
                    context.response().setStatusCode(413)
                            .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                            .putHeader(HttpHeaders.CONNECTION, "close")
                            .end(json.writeValueAsString(problem));
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    context.fail(e);
                }
                return;
            }
            context.next();
        });
    }

    private static boolean exceeds(String contentLength, long limit) {
        try {
            return Long.parseLong(contentLength.trim()) > limit;
        } catch (NumberFormatException e) {
            return true;
        }
    }
}
