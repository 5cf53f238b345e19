package org.gridmarket.app.platform;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The body of every API error: RFC 9457 problem details, with field-level {@code errors} for validation.
 * {@code type} is stable ({@code /problems/<slug>}); clients branch on it, people read {@code detail}.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, String instance,
                      List<FieldError> errors) {
    public static final String MEDIA_TYPE = "application/problem+json";

    /** One invalid field: its JSON path (e.g. {@code amountMicroGd}) and what is wrong with it. */
    public record FieldError(String field, String message) {
    }

    public static String typeUri(String slug) {
        return "/problems/" + slug;
    }
}
