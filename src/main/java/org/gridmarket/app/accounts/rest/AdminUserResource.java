package org.gridmarket.app.accounts.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.PasswordHasher;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.platform.MaxUtf8Bytes;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;

/** Admins create and list users, owners and admins ({@code /api/admin/users}). */
@Path("/api/admin/users")
@RolesAllowed(Role.ADMIN_NAME)
public class AdminUserResource {
    private final AccountService accounts;

    public AdminUserResource(AccountService accounts) {
        this.accounts = accounts;
    }

    public record CreateUser(
            @NotNull @Pattern(regexp = "[a-z][a-z0-9_.-]{1,31}",
                    message = "2 to 32 characters: lower-case letters, digits, '_', '.', '-', starting with a letter")
            String username,
            @NotNull @Size(min = 8, message = "must be at least 8 characters")
            @MaxUtf8Bytes(PasswordHasher.MAX_PASSWORD_BYTES) String password,
            @NotNull @Pattern(regexp = "user|owner|admin", message = "must be user, owner or admin") String role) {
    }

    @Operation(operationId = "createUser")
    @APIResponseSchema(value = UserView.class, responseCode = "201", responseDescription = "Created")
    @APIResponse(responseCode = "409", description = "The username is taken")
    @POST
    public Response create(@NotNull @Valid CreateUser request) {
        AccountService.Person person = accounts.create(request.username(), request.password(),
                Role.parse(request.role()).orElseThrow());
        return Response.created(URI.create("/api/admin/users/" + person.id())).entity(view(person)).build();
    }

    /** Every account by id, paged ({@code page}, {@code size}); the total in X-Total-Count. */
    @Operation(operationId = "listUsers")
    @GET
    public RestResponse<List<UserView>> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        return accounts.list(PageRequest.of(page, size)).map(AdminUserResource::view).response();
    }

    public record UserView(long id, String username, String role, java.time.Instant createdAt, Long homeSiteId) {
    }

    public record HomeSite(@NotNull Long siteId) {
    }

    /**
     * Sets the site whose GFA receives the user's jobs; its grid becomes the user's home grid (seed 000: DBC
     * places their jobs there, and the grid's gateway redirects what it cannot take). 422 for an unknown or
     * withdrawn site and for an owner or admin ({@link AccountService#setHomeSite}).
     */
    @Operation(operationId = "setHomeSite")
    @APIResponse(responseCode = "204", description = "Set")
    @PUT
    @Path("/{id}/home-site")
    public Response homeSite(@PathParam("id") long id, @NotNull @Valid HomeSite request) {
        accounts.setHomeSite(id, request.siteId());
        return Response.noContent().build();
    }

    private static UserView view(AccountService.Person person) {
        return new UserView(person.id(), person.username(), person.role().tokenName(), person.createdAt(),
                person.homeSiteId());
    }
}
