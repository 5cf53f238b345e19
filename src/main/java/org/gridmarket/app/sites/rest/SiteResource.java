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
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.sites.service.SiteService;

/** The cluster registry: {@code /api/sites}, price cards and their history. */
@Path("/api/sites")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class SiteResource {
    private final SiteService sites;
    private final CurrentUser currentUser;
    private final Usernames usernames;

    public SiteResource(SiteService sites, CurrentUser currentUser, Usernames usernames) {
        this.sites = sites;
        this.currentUser = currentUser;
        this.usernames = usernames;
    }

    /** A cluster as its owner registers it (seed 004 Table 2's columns, plus memory and grid). */
    public record RegisterSite(
            @NotNull @Size(min = 1, max = 64) String name,
            @NotNull @Min(1) @Max(10_000_000) Integer processors,
            @NotNull @Min(1) @Max(100_000_000) Integer mipsPerProcessor,
            @NotNull @DecimalMin(value = "0", inclusive = false) @DecimalMax("100000") Double bandwidthGbps,
            @Min(1) @Max(1_000_000_000) Integer memoryPerNodeMb,
            @NotNull @Pattern(regexp = "[A-Za-z0-9][A-Za-z0-9_.-]{0,63}",
                    message = "1 to 64 letters, digits, '_', '.', '-'") String gridName,
            @Valid SiteViews.PriceRequest price) {
    }

    @POST
    @RolesAllowed(Role.OWNER_NAME)
    public Response register(@NotNull @Valid RegisterSite request) {
        var site = sites.register(currentUser.get(), new SiteService.Registration(request.name(),
                request.processors(), request.mipsPerProcessor(), request.bandwidthGbps(), request.memoryPerNodeMb(),
                request.gridName(), request.price() == null ? null : request.price().toCard()));
        return Response.created(URI.create("/api/sites/" + site.id))
                .entity(SiteViews.site(site, usernames.all()))
                .build();
    }

    @GET
    public List<SiteViews.SiteView> list() {
        var names = usernames.all();
        return sites.list().stream().map(site -> SiteViews.site(site, names)).toList();
    }

    @GET
    @Path("/{id}")
    public SiteViews.SiteView get(@PathParam("id") long id) {
        return SiteViews.site(sites.get(id), usernames.all());
    }

    /** The site's owner posts a new price card; everyone else gets 403. */
    @PUT
    @Path("/{id}/price")
    @RolesAllowed(Role.OWNER_NAME)
    public SiteViews.SiteView price(@PathParam("id") long id, @NotNull @Valid SiteViews.PriceRequest request) {
        return SiteViews.site(sites.updatePrice(id, currentUser.get(), request.toCard()), usernames.all());
    }

    /** Every price change of the site, oldest first: who, when, old and new. */
    @GET
    @Path("/{id}/prices")
    public List<SiteViews.PriceChangeView> prices(@PathParam("id") long id) {
        var names = usernames.all();
        return sites.priceHistory(id).stream().map(change -> SiteViews.change(change, names)).toList();
    }
}
