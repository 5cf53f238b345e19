package org.gridmarket.app.ledger.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.Ledger;

/**
 * {@code POST /api/admin/grants}: the treasury issues G$ to a user's wallet. {@code id} is the
 * idempotency key: sending the same grant again answers 200 with the original transfer; the same id with
 * different fields answers 409.
 */
@Path("/api/admin/grants")
@RolesAllowed(Role.ADMIN_NAME)
public class GrantResource {
    private final AccountService accounts;
    private final LedgerService ledger;

    public GrantResource(AccountService accounts, LedgerService ledger) {
        this.accounts = accounts;
        this.ledger = ledger;
    }

    public record GrantRequest(
            @NotNull @Pattern(regexp = ClientIds.ID_PATTERN, message = ClientIds.ID_MESSAGE) String id,
            @NotNull String username,
            @NotNull @Positive Long amountMicroGd) {
    }

    @Operation(operationId = "createGrant")
    @APIResponseSchema(value = LedgerViews.TransferView.class, responseCode = "201", responseDescription = "Granted")
    @APIResponse(responseCode = "200", description = "The same grant again: the transfer as recorded",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = LedgerViews.TransferView.class)))
    @APIResponse(responseCode = "409", description = "The id was used for another grant")
    @POST
    public Response grant(@NotNull @Valid GrantRequest request) {
        long userId = accounts.find(request.username())
                .orElseThrow(() -> ApiProblem.invalid("username", "no such user"))
                .id();
        Ledger.Recorded recorded = ledger.grant(request.id(), userId, request.amountMicroGd());
        return Response.status(recorded.replayed() ? 200 : 201)
                .entity(LedgerViews.transfer(recorded.transfer()))
                .build();
    }
}
