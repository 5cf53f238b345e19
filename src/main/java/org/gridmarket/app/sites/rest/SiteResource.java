package org.gridmarket.app.sites.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.sites.service.RegisteredSite;
import org.gridmarket.app.sites.service.SiteService;
import org.jboss.resteasy.reactive.RestResponse;

/** The cluster registry: {@code /api/sites}, price cards and their history. */
@Path("/api/sites")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class SiteResource {
    private final SiteService sites;
    private final CurrentUser currentUser;
    private final Usernames usernames;
    private final GridmarketConfig config;

    public SiteResource(SiteService sites, CurrentUser currentUser, Usernames usernames, GridmarketConfig config) {
        this.sites = sites;
        this.currentUser = currentUser;
        this.usernames = usernames;
        this.config = config;
    }

    /** {@code site} as the caller sees it (its owner sees its agent). */
    private SiteViews.SiteView view(RegisteredSite site, Map<Long, String> names) {
        return SiteViews.site(site, names, SiteViews.agent(site, currentUser.get().id(), config.agents().offlineAfter(),
                Instant.now()));
    }

    /**
     * Limits of a site's fields (docs/api.md, "Limits"): generous for any real cluster, and small enough that
     * every product the engine forms from them (processors × MIPS × seconds, price × MI) fits a {@code long}.
     */
    static final int MAX_PROCESSORS = 1_000_000;
    static final int MAX_MIPS_PER_PROCESSOR = 1_000_000;
    /** 1 Mbit/s to 100 Tbit/s. */
    static final String MIN_BANDWIDTH_GBPS = "0.001";
    static final String MAX_BANDWIDTH_GBPS = "100000";
    /** 1 MB to 16 TiB (16,777,216 MB) per node. */
    static final int MAX_MEMORY_PER_NODE_MB = 16_777_216;

    /** A cluster as its owner registers it (seed 004 Table 2's columns, plus memory and grid). */
    public record RegisterSite(
            @NotNull @Size(min = 1, max = 64) String name,
            @NotNull @Min(1) @Max(MAX_PROCESSORS) Integer processors,
            @NotNull @Min(1) @Max(MAX_MIPS_PER_PROCESSOR) Integer mipsPerProcessor,
            @NotNull @DecimalMin(MIN_BANDWIDTH_GBPS) @DecimalMax(MAX_BANDWIDTH_GBPS) Double bandwidthGbps,
            @Min(1) @Max(MAX_MEMORY_PER_NODE_MB) Integer memoryPerNodeMb,
            @NotNull @Pattern(regexp = "[A-Za-z0-9][A-Za-z0-9_.-]{0,63}",
                    message = "1 to 64 letters, digits, '_', '.', '-'") String gridName,
            @Valid SiteViews.PriceRequest price) {
    }

    @Operation(operationId = "registerSite")
    @APIResponseSchema(value = SiteViews.SiteView.class, responseCode = "201", responseDescription = "Registered")
    @APIResponse(responseCode = "409", description = "A site has this name")
    @POST
    @RolesAllowed(Role.OWNER_NAME)
    public Response register(@NotNull @Valid RegisterSite request) {
        var site = sites.register(currentUser.get(), new SiteService.Registration(request.name(),
                request.processors(), request.mipsPerProcessor(), request.bandwidthGbps(), request.memoryPerNodeMb(),
                request.gridName(), request.price() == null ? null : request.price().toCard()));
        return Response.created(URI.create("/api/sites/" + site.id()))
                .entity(view(site, usernames.all()))
                .build();
    }

    /**
     * Every site by id, or with {@code owner=NAME} that owner's, withdrawn ones included ({@code withdrawnAt}
     * set); paged, the total in X-Total-Count. An unknown owner has no sites.
     */
    @Operation(operationId = "listSites")
    @GET
    public RestResponse<List<SiteViews.SiteView>> list(@QueryParam("owner") String owner,
                                                       @QueryParam("page") String page,
                                                       @QueryParam("size") String size) {
        PageRequest request = PageRequest.of(page, size);
        var names = usernames.all();
        Long ownerId = owner == null ? null : names.entrySet().stream()
                .filter(entry -> entry.getValue().equals(owner)).map(Map.Entry::getKey).findFirst().orElse(-1L);
        return sites.list(ownerId, request).map(site -> view(site, names)).response();
    }

    @Operation(operationId = "getSite")
    @GET
    @Path("/{id}")
    public SiteViews.SiteView get(@PathParam("id") long id) {
        return view(sites.get(id), usernames.all());
    }

    /** The site's owner posts a new price card; everyone else gets 403. */
    @Operation(operationId = "setPrice")
    @APIResponseSchema(value = SiteViews.SiteView.class, responseDescription = "The site with its new price")
    @APIResponse(responseCode = "409", description = "The site was withdrawn")
    @PUT
    @Path("/{id}/price")
    @RolesAllowed(Role.OWNER_NAME)
    public SiteViews.SiteView price(@PathParam("id") long id, @NotNull @Valid SiteViews.PriceRequest request) {
        return view(sites.updatePrice(id, currentUser.get(), request.toCard()), usernames.all());
    }

    /**
     * The site's owner picks which leases its local jobs preempt (seed 001 §6): NOP, MOV, MLIP or MOML (the
     * default); 422 naming {@code policy} for another, 403 for anyone but the owner.
     */
    @Operation(operationId = "setPreemptionPolicy")
    @APIResponseSchema(value = SiteViews.SiteView.class, responseDescription = "The site with its new policy")
    @APIResponse(responseCode = "403", description = "Only the site's owner may set its policy")
    @PUT
    @Path("/{id}/preemption")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public SiteViews.SiteView preemption(@PathParam("id") long id, @NotNull @Valid SiteViews.PreemptionRequest request) {
        return view(sites.updatePreemptionPolicy(id, currentUser.get(), request.policy()), usernames.all());
    }

    /**
     * Withdraws the site (seed 004's unsubscribe, see {@link SiteService#withdraw}): 200 with the site and its
     * {@code withdrawnAt}; again, 200 unchanged. Its owner only (others 403), unknown site 404.
     */
    @Operation(operationId = "withdrawSite")
    @APIResponseSchema(value = SiteViews.SiteView.class, responseDescription = "The site, withdrawn")
    @APIResponse(responseCode = "403", description = "Only the site's owner may withdraw it")
    @POST
    @Path("/{id}/withdraw")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public SiteViews.SiteView withdraw(@PathParam("id") long id) {
        return view(sites.withdraw(id, currentUser.get()), usernames.all());
    }

    /** Every price change of the site, oldest first: who, when, old and new; paged. */
    @Operation(operationId = "listPriceChanges")
    @GET
    @Path("/{id}/prices")
    public RestResponse<List<SiteViews.PriceChangeView>> prices(@PathParam("id") long id,
                                                                @QueryParam("page") String page,
                                                                @QueryParam("size") String size) {
        var names = usernames.all();
        return sites.priceHistory(id, PageRequest.of(page, size)).map(change -> SiteViews.change(change, names))
                .response();
    }
}
