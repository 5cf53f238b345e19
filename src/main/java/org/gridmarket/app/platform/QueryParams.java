package org.gridmarket.app.platform;

/** Parses optional integer query parameters with bounds, answering bad values with 422 problem+json. */
public final class QueryParams {
    private QueryParams() {
    }

    public static int integer(String name, String value, int fallback, int min, int max) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        int parsed;
        try {
            parsed = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw ApiProblem.invalid(name, "must be an integer");
        }
        if (parsed < min || parsed > max) {
            throw ApiProblem.invalid(name, "must be between " + min + " and " + max);
        }
        return parsed;
    }
}
