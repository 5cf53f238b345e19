package org.gridmarket.app.platform;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Comparator;
import java.util.List;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Turns every failure into application/problem+json (RFC 9457). Client mistakes get 4xx with a stable
 * type; anything unexpected is logged and answered with a bare 500 that leaks nothing.
 */
public final class ProblemMappers {
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response apiProblem(ApiProblem problem, UriInfo uri) {
        return respond(problem, uri);
    }

    /** 429 with {@code Retry-After} (seconds), for a spent rate limit. */
    @ServerExceptionMapper
    public Response tooManyRequests(TooManyRequests problem, UriInfo uri) {
        return rateLimited(problem, uri);
    }

    public static Response rateLimited(TooManyRequests problem, UriInfo uri) {
        return Response.fromResponse(respond(problem, uri))
                .header("Retry-After", Long.toString(problem.retryAfterSeconds())).build();
    }

    @ServerExceptionMapper
    public Response validation(ConstraintViolationException exception, UriInfo uri) {
        List<Problem.FieldError> errors = exception.getConstraintViolations().stream()
                .map(violation -> new Problem.FieldError(fieldOf(violation), violation.getMessage()))
                .sorted(Comparator.comparing(Problem.FieldError::field))
                .toList();
        String detail = errors.stream().map(e -> e.field() + ": " + e.message()).reduce((a, b) -> a + "; " + b)
                .orElse("invalid request");
        return respond(new ApiProblem(422, "validation", "Invalid request", detail, errors), uri);
    }

    @ServerExceptionMapper
    public Response unknownField(UnrecognizedPropertyException exception, UriInfo uri) {
        String field = pathOf(exception);
        return respond(new ApiProblem(400, "unknown-field", "Unknown field",
                "unknown field '" + exception.getPropertyName() + "'",
                List.of(new Problem.FieldError(field, "unknown field"))), uri);
    }

    @ServerExceptionMapper
    public Response malformedJson(JsonParseException exception, UriInfo uri) {
        String duplicate = duplicateField(exception);
        if (duplicate != null) {
            return respond(new ApiProblem(400, "duplicate-field", "Duplicate field",
                    duplicate + ": given more than once",
                    List.of(new Problem.FieldError(duplicate, "given more than once"))), uri);
        }
        return respond(new ApiProblem(400, "malformed-json", "Malformed JSON",
                "the body is not valid JSON (line " + exception.getLocation().getLineNr() + ", column "
                        + exception.getLocation().getColumnNr() + ")"), uri);
    }

    /** Quarkus maps Jackson's input mismatches itself; this more specific mapper keeps them problem+json. */
    @ServerExceptionMapper
    public Response mismatchedInput(MismatchedInputException exception, UriInfo uri) {
        return wrongType(exception, uri);
    }

    @ServerExceptionMapper
    public Response wrongType(JsonMappingException exception, UriInfo uri) {
        String field = pathOf(exception);
        String message = exception instanceof JsonSettings.ForbiddenCharacter
                ? "text may not contain control characters"
                : field.isEmpty() ? "the body has the wrong shape" : "wrong type or out of range";
        return respond(new ApiProblem(400, "invalid-json-value", "Invalid value",
                field.isEmpty() ? message : field + ": " + message,
                field.isEmpty() ? List.of() : List.of(new Problem.FieldError(field, message))), uri);
    }

    @ServerExceptionMapper
    public Response numberOutOfRange(InputCoercionException exception, UriInfo uri) {
        return respond(new ApiProblem(400, "invalid-json-value", "Invalid value",
                "a number is out of range for its field (" + exception.getOriginalMessage() + ")"), uri);
    }

    @ServerExceptionMapper
    public Response otherJson(JsonProcessingException exception, UriInfo uri) {
        return respond(new ApiProblem(400, "malformed-json", "Malformed JSON", "the body is not valid JSON"), uri);
    }

    @ServerExceptionMapper({UnauthorizedException.class, AuthenticationFailedException.class})
    public Response unauthenticated(RuntimeException exception, UriInfo uri) {
        return respond(new ApiProblem(401, "unauthenticated", "Unauthenticated",
                "a valid bearer token is required (POST /api/auth/login)"), uri);
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException exception, UriInfo uri) {
        return respond(ApiProblem.forbidden("your role may not do this"), uri);
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException exception, UriInfo uri) {
        if (exception.getCause() instanceof JsonProcessingException json) {
            return jackson(json, uri);
        }
        int status = exception.getResponse().getStatus();
        if (status >= 500) {
            return unexpected(exception, uri);
        }
        String reason = exception.getResponse().getStatusInfo().getReasonPhrase();
        return respond(new ApiProblem(status, slug(reason), reason, exception.getMessage()), uri);
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable exception, UriInfo uri) {
        LOG.error("Unexpected failure on " + uri.getPath(), exception);
        return respond(new ApiProblem(500, "internal-error", "Internal error",
                "the service failed unexpectedly; the failure is logged"), uri);
    }

    private Response jackson(JsonProcessingException exception, UriInfo uri) {
        if (exception instanceof UnrecognizedPropertyException unknown) {
            return unknownField(unknown, uri);
        }
        if (exception instanceof JsonMappingException mapping) {
            return wrongType(mapping, uri);
        }
        if (exception instanceof InputCoercionException coercion) {
            return numberOutOfRange(coercion, uri);
        }
        if (exception instanceof JsonParseException parse) {
            return malformedJson(parse, uri);
        }
        return otherJson(exception, uri);
    }

    public static Response respond(ApiProblem problem, UriInfo uri) {
        return Response.status(problem.status())
                .type(Problem.MEDIA_TYPE)
                .entity(problem.toProblem(uri == null ? null : uri.getPath()))
                .build();
    }

    private static String slug(String reason) {
        return reason.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }

    /** The path of a key given twice (Jackson's strict duplicate detection), or null for other parse errors. */
    private static String duplicateField(JsonParseException exception) {
        var parser = exception.getProcessor();
        if (parser == null || !String.valueOf(exception.getOriginalMessage()).startsWith("Duplicate field")) {
            return null;
        }
        StringBuilder path = new StringBuilder();
        for (var context = parser.getParsingContext(); context != null && !context.inRoot();
             context = context.getParent()) {
            String step = context.inObject() ? context.getCurrentName() : "[" + context.getCurrentIndex() + "]";
            if (step != null) {
                path.insert(0, step + (path.isEmpty() || path.charAt(0) == '[' ? "" : "."));
            }
        }
        return path.toString();
    }

    private static String pathOf(JsonMappingException exception) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : exception.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** The violated field's path inside the request body, or the parameter's name for a query/path value. */
    private static String fieldOf(ConstraintViolation<?> violation) {
        StringBuilder field = new StringBuilder();
        String parameter = "";
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.PARAMETER) {
                parameter = node.getName();
            } else if (node.getKind() == ElementKind.PROPERTY || node.getKind() == ElementKind.CONTAINER_ELEMENT) {
                field.append(field.isEmpty() ? "" : ".").append(node.getName());
            }
        }
        return field.isEmpty() ? parameter : field.toString();
    }
}
