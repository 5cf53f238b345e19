package org.gridmarket.app.platform;

/**
 * Parses optional integer query parameters with bounds, answering bad values with 422 problem+json. A value is
 * written exactly as a canonical decimal ({@code 5}, {@code 0}, {@code -3}): no spaces, no sign {@code +}, no
 * leading zeros, the same rule as ids in paths (issue 30 D2, D3); absent or empty means the default.
 */
public final class QueryParams {
    private static final java.util.regex.Pattern CANONICAL = java.util.regex.Pattern.compile("0|-?[1-9][0-9]{0,9}");

    private QueryParams() {
    }

    public static int integer(String name, String value, int fallback, int min, int max) {
        if (value == null || value.isEmpty()) {
            return fallback;
        }
        int parsed;
        try {
            if (!CANONICAL.matcher(value).matches()) {
                throw new NumberFormatException(value);
            }
            parsed = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw ApiProblem.invalid(name, "must be an integer");
        }
        if (parsed < min || parsed > max) {
            throw ApiProblem.invalid(name, "must be between " + min + " and " + max);
        }
        return parsed;
    }
}
