package org.gridmarket.app.platform;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.core.MediaType;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Two rules every request meets before any resource sees it (issue 30 D1, D2), checked once on the event loop
 * after {@link RequestLimits} has read the body, in one place for every route:
 * <ol>
 * <li><b>Canonical API paths.</b> A path under {@code /api} is segments of RFC 3986 unreserved characters
 * (letters, digits, {@code - . _ ~}): no matrix parameters ({@code ;}), no percent-encoding, no empty segment
 * (one trailing slash aside), no {@code .} or {@code ..} segment; and a segment of digits, an id, is canonical
 * decimal ({@code 0} or {@code [1-9][0-9]*}, within a {@code long}). Anything else is 404 {@code not-found}:
 * JAX-RS would strip {@code ;x=1}, and {@code Long.valueOf} reads {@code 01}, {@code +1} and non-ASCII digits,
 * so each of those acted on id 1.</li>
 * <li><b>UTF-8 JSON only</b> (RFC 8259 §8.1). A body whose {@code Content-Type} names a {@code charset} other
 * than {@code utf-8} is 415 {@code unsupported-charset}; a body that is not well-formed UTF-8, starts with a
 * byte order mark (even UTF-8's) or holds a NUL byte is 400 {@code not-utf-8}. Jackson guesses UTF-16 and
 * UTF-32 from byte order marks and NUL bytes and decodes them; with these checks it never sees either, so every
 * body it reads is UTF-8. A NUL byte can never be part of a JSON text (RFC 8259 §7 escapes control characters
 * in strings), so refusing it refuses nothing valid.</li>
 * </ol>
 * Both answers leave the connection open: the body has been read whole. Cost: one pass over the path and one
 * over the body's bytes (at most {@code gridmarket.http.max-request-bytes}).
 */
public final class StrictRequests {
    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9._~-]+");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");
    private static final Pattern CANONICAL_ID = Pattern.compile("0|[1-9][0-9]{0,18}");
    private static final String API = "/api";

    private StrictRequests() {
    }

    /** Refuses the request when its path or body breaks a rule above, or passes it on. */
    static void check(RoutingContext context, ProblemWriter problems) {
        String pathProblem = pathProblem(context.request().path());
        if (pathProblem != null) {
            problems.answer(context, new ApiProblem(404, "not-found", "Not found", pathProblem), false);
            return;
        }
        Buffer body = context.body() == null ? null : context.body().buffer();
        if (body != null && body.length() > 0) {
            String charsetProblem = charsetProblem(context.request().getHeader(HttpHeaders.CONTENT_TYPE));
            if (charsetProblem != null) {
                problems.answer(context, new ApiProblem(415, "unsupported-charset", "Unsupported charset",
                        charsetProblem), false);
                return;
            }
            String encodingProblem = encodingProblem(body.getBytes());
            if (encodingProblem != null) {
                problems.answer(context, new ApiProblem(400, "not-utf-8", "Body not UTF-8", encodingProblem),
                        false);
                return;
            }
        }
        context.next();
    }

    /** Writes a problem answer; {@link RequestLimits} does it for both. */
    interface ProblemWriter {
        void answer(RoutingContext context, ApiProblem problem, boolean close);
    }

    /** Why raw path {@code path} is not a canonical API path, or null when it is (or is not an API path). */
    static String pathProblem(String path) {
        if (path == null || !(path.equals(API) || path.startsWith(API + "/"))) {
            return null;
        }
        String[] segments = path.substring(1).split("/", -1);
        int last = segments.length > 1 && segments[segments.length - 1].isEmpty() ? segments.length - 2
                : segments.length - 1;
        for (int i = 0; i <= last; i++) {
            String segment = segments[i];
            if (segment.isEmpty()) {
                return "no such path: an API path has no empty segment ('//')";
            }
            if (!SEGMENT.matcher(segment).matches() || segment.equals(".") || segment.equals("..")) {
                return "no such path: an API path is made of letters, digits, '-', '.', '_' and '~' (no ';', "
                        + "'%' or dot segments)";
            }
            if (NUMBER.matcher(segment).matches() && !canonicalId(segment)) {
                return "no such path: an id in a path is written in canonical decimal (0 or 1-9 then digits, at most "
                        + Long.MAX_VALUE + ")";
            }
        }
        return null;
    }

    private static boolean canonicalId(String segment) {
        if (!CANONICAL_ID.matcher(segment).matches()) {
            return false;
        }
        try {
            Long.parseLong(segment);
            return true;
        } catch (NumberFormatException beyondALong) {
            return false;
        }
    }

    /** Why {@code contentType} names a charset other than UTF-8, or null when it names none or UTF-8. */
    static String charsetProblem(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return null;
        }
        Map<String, String> parameters;
        try {
            parameters = MediaType.valueOf(contentType).getParameters();
        } catch (IllegalArgumentException unparsable) {
            return "the Content-Type cannot be parsed; request bodies are application/json in UTF-8";
        }
        for (Map.Entry<String, String> parameter : parameters.entrySet()) {
            if (parameter.getKey().equalsIgnoreCase("charset") && !parameter.getValue().equalsIgnoreCase("utf-8")) {
                return "request bodies are JSON in UTF-8 (RFC 8259 §8.1); charset " + parameter.getValue()
                        + " is not accepted";
            }
        }
        return null;
    }

    /** Why {@code body} is not plain UTF-8 (a BOM, a NUL byte, a malformed sequence), or null when it is. */
    static String encodingProblem(byte[] body) {
        if (body.length >= 3 && (body[0] & 0xff) == 0xef && (body[1] & 0xff) == 0xbb && (body[2] & 0xff) == 0xbf) {
            return "the body starts with a byte order mark; send UTF-8 JSON without one (RFC 8259 §8.1)";
        }
        for (int i = 0; i < body.length; i++) {
            if (body[i] == 0) {
                return "the body holds a NUL byte at offset " + i + "; it is not UTF-8 JSON (UTF-16 or UTF-32 "
                        + "is not accepted, RFC 8259 §8.1)";
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body));
            return null;
        } catch (CharacterCodingException malformed) {
            return "the body is not well-formed UTF-8 (RFC 8259 §8.1: JSON is exchanged in UTF-8)";
        }
    }
}
