package org.gridmarket.app.accounts.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;

/** {@code GET /api/me}: who the token belongs to, what they may do, and where their jobs start. */
@Path("/api/me")
public class MeResource {
    private final CurrentUser currentUser;
    private final AccountService accounts;

    public MeResource(CurrentUser currentUser, AccountService accounts) {
        this.currentUser = currentUser;
        this.accounts = accounts;
    }

    /**
     * The caller; {@code homeSiteId}, {@code homeSiteName} and {@code homeGrid} say where their jobs start and
     * which grid's clusters a strategy that chooses within the home grid picks from (all null without a home site:
     * their jobs start at the lowest-id priced cluster and may run in any grid).
     */
    public record Me(long id, String username, List<String> roles, Long homeSiteId, String homeSiteName,
                     String homeGrid) {
    }

    @Operation(operationId = "getMe")
    @GET
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public Me me() {
        AccountService.Person person = currentUser.get();
        AccountService.Home home = accounts.homeOf(person);
        return new Me(person.id(), person.username(), List.of(person.role().tokenName()),
                home == null ? null : home.siteId(), home == null ? null : home.siteName(),
                home == null ? null : home.grid());
    }
}
