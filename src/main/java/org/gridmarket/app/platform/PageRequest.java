package org.gridmarket.app.platform;

/**
 * A page of a long list from the {@code page} (0-based) and {@code size} query parameters; bad values are
 * 422 problem+json.
 */
public record PageRequest(int page, int size) {
    /** Largest page a client may ask for. */
    public static final int MAX_SIZE = 500;
    private static final int DEFAULT_SIZE = 50;
    private static final int MAX_PAGE = 1_000_000;

    public static PageRequest of(String page, String size) {
        return new PageRequest(QueryParams.integer("page", page, 0, 0, MAX_PAGE),
                QueryParams.integer("size", size, DEFAULT_SIZE, 1, MAX_SIZE));
    }
}
