package org.gridmarket.app.platform;

import java.util.Collection;

/**
 * The API's one rule for enumerated values (issue 30 D3): a value is one of its names exactly, as the API
 * writes them. Nothing is trimmed or case-folded, so {@code "nop"} or {@code "NOP "} for {@code NOP} is a 422
 * naming the field, never a silent correction: what a client sent is what is stored and shown back.
 */
public final class ExactValues {
    private ExactValues() {
    }

    /** {@code value} when it is one of {@code names}; otherwise a 422 naming {@code field} and listing them. */
    public static String oneOf(String field, String value, Collection<String> names) {
        if (value == null || !names.contains(value)) {
            throw ApiProblem.invalid(field, "must be exactly one of " + String.join(", ", names));
        }
        return value;
    }
}
