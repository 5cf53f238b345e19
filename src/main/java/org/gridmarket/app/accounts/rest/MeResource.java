package org.gridmarket.app.accounts.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;

/** {@code GET /api/me}: who the token belongs to and what they may do. */
@Path("/api/me")
public class MeResource {
    private final CurrentUser currentUser;

    public MeResource(CurrentUser currentUser) {
        this.currentUser = currentUser;
    }

    public record Me(long id, String username, List<String> roles) {
    }

    @Operation(operationId = "getMe")
    @GET
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public Me me() {
        AccountService.Person person = currentUser.get();
        return new Me(person.id(), person.username(), List.of(person.role().tokenName()));
    }
}
