package org.gridmarket.app.platform;

import java.util.List;

/**
 * An error the API answers with a problem+json body (RFC 9457). Services throw it with a stable
 * {@code type} slug; {@link ProblemMappers} turns it into the response.
 */
public class ApiProblem extends RuntimeException {
    private final int status;
    private final String type;
    private final String title;
    private final List<Problem.FieldError> errors;

    public ApiProblem(int status, String type, String title, String detail, List<Problem.FieldError> errors) {
        super(detail);
        this.status = status;
        this.type = type;
        this.title = title;
        this.errors = List.copyOf(errors);
    }

    public ApiProblem(int status, String type, String title, String detail) {
        this(status, type, title, detail, List.of());
    }

    public static ApiProblem notFound(String what) {
        return new ApiProblem(404, "not-found", "Not found", what + " does not exist");
    }

    public static ApiProblem forbidden(String detail) {
        return new ApiProblem(403, "forbidden", "Forbidden", detail);
    }

    public static ApiProblem conflict(String type, String detail) {
        return new ApiProblem(409, type, "Conflict", detail);
    }

    public static ApiProblem invalid(String field, String message) {
        return invalid(List.of(new Problem.FieldError(field, message)));
    }

    /** A 422 naming each field that is wrong, and why; its detail joins them. */
    public static ApiProblem invalid(List<Problem.FieldError> errors) {
        return new ApiProblem(422, "validation", "Invalid request", String.join("; ", errors.stream()
                .map(error -> error.field() + ": " + error.message()).toList()), errors);
    }

    public Problem toProblem(String instance) {
        return new Problem(Problem.typeUri(type), title, status, getMessage(), instance, errors);
    }

    public int status() {
        return status;
    }
}
