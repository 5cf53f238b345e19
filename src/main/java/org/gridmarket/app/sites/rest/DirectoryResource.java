package org.gridmarket.app.sites.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.ExactValues;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.platform.QueryParams;
import org.gridmarket.app.sites.service.SiteService;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.ProcessorHourPricing;

/**
 * Seed 004 §3 DIM queries: {@code GET /api/directory?order=cheapest|fastest&rank=k&minProcessors=p}
 * gives the k-th cheapest or fastest priced site with at least p processors, or without {@code rank} the
 * whole ordered list. Sites without a posted price, and withdrawn sites (seed 004's unsubscribe), are not in
 * the directory.
 */
@Path("/api/directory")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class DirectoryResource {
    private final SiteService sites;

    public DirectoryResource(SiteService sites) {
        this.sites = sites;
    }

    /**
     * One site in the ordering, with its 1-based rank: its price per processor-hour, and the price per MI the
     * cheapest order sorts by, P / (3,600 · μ) in µG$ as decimal text (exact to 34 significant digits).
     */
    @Schema(name = "DirectoryEntry")
    public record Entry(int rank, long siteId, String name, int processors, int mipsPerProcessor,
                        double bandwidthGbps, long priceMicroGdPerProcessorHour, String priceGdPerProcessorHour,
                        String pricePerMiMicroGd) {
    }

    /**
     * Without {@code rank}: the ordered list, paged ({@code page}, {@code size}; the total in X-Total-Count),
     * each entry with its rank in the whole list. With {@code rank}: that one entry.
     */
    @Operation(operationId = "queryDirectory")
    @APIResponse(responseCode = "200", description = "Without rank: a page of the ordering; with rank: that entry",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(oneOf = {Entry[].class, Entry.class})))
    @APIResponse(responseCode = "404", description = "Fewer priced sites than rank have minProcessors")
    @GET
    public Object query(@QueryParam("order") String order, @QueryParam("rank") String rank,
                        @QueryParam("minProcessors") String minProcessors, @QueryParam("page") String page,
                        @QueryParam("size") String size) {
        FederationDirectory.Order ordering = order(order);
        int atLeast = QueryParams.integer("minProcessors", minProcessors, 1, 1, Integer.MAX_VALUE);
        if (rank == null) {
            PageRequest request = PageRequest.of(page, size);
            List<FederationDirectory.Listing> listings = sites.directory(ordering, atLeast);
            int first = (int) Math.min(listings.size(), (long) request.page() * request.size());
            List<Entry> entries = new ArrayList<>();
            for (int i = first; i < listings.size() && entries.size() < request.size(); i++) {
                entries.add(entry(i + 1, listings.get(i)));
            }
            return Response.ok(entries).header(Page.TOTAL_COUNT, listings.size()).build();
        }
        int r = QueryParams.integer("rank", rank, 1, 1, Integer.MAX_VALUE);
        return sites.directoryRank(ordering, r, atLeast).map(listing -> entry(r, listing))
                .orElseThrow(() -> new ApiProblem(404, "no-such-rank", "Not found",
                        "fewer than " + r + " priced sites have at least " + atLeast + " processors"));
    }

    private static FederationDirectory.Order order(String order) {
        if (order == null) {
            return FederationDirectory.Order.CHEAPEST;
        }
        return switch (ExactValues.oneOf("order", order, List.of("cheapest", "fastest"))) {
            case "fastest" -> FederationDirectory.Order.FASTEST;
            default -> FederationDirectory.Order.CHEAPEST;
        };
    }

    private static Entry entry(int rank, FederationDirectory.Listing listing) {
        String pricePerMi = ProcessorHourPricing.pricePerMiMicroGd(listing.priceMicroGd(), listing.mipsPerProcessor())
                .stripTrailingZeros().toPlainString();
        return new Entry(rank, listing.siteId(), listing.name(), listing.processors(), listing.mipsPerProcessor(),
                listing.bandwidthGbps(), listing.priceMicroGd(), Money.formatGd(listing.priceMicroGd()), pricePerMi);
    }
}
