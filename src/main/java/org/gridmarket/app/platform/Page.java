package org.gridmarket.app.platform;

import java.util.List;
import java.util.function.Function;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * One page of a list and the length of the whole list. Lists stay JSON arrays; the total travels in the
 * {@value #TOTAL_COUNT} response header, so clients that read the array alone keep working.
 */
public record Page<T>(List<T> items, long total) {
    /** The response header carrying the number of items in the whole list. */
    public static final String TOTAL_COUNT = "X-Total-Count";

    /** The page {@code request} asks for out of a list already in memory (small, bounded lists only). */
    public static <T> Page<T> slice(List<T> all, PageRequest request) {
        long from = Math.min(all.size(), (long) request.page() * request.size());
        long to = Math.min(all.size(), from + request.size());
        return new Page<>(List.copyOf(all.subList((int) from, (int) to)), all.size());
    }

    public <R> Page<R> map(Function<? super T, ? extends R> mapper) {
        return new Page<>(items.stream().<R>map(mapper).toList(), total);
    }

    /** 200 with the items as a JSON array and the total in {@value #TOTAL_COUNT}. */
    public RestResponse<List<T>> response() {
        return RestResponse.ResponseBuilder.ok(items).header(TOTAL_COUNT, total).build();
    }
}
