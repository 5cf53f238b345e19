package org.gridmarket.app.ledger.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Ledger;

/**
 * An owner's earnings (seed 004 §4.7: the incentive an owner earns for each job run): {@code GET
 * /api/revenue} gives earned (all time, never decreasing), incoming (held job payments, which arrive once
 * posted), paid out, and available = earned − paid out; payouts and the statement.
 */
@Path("/api/revenue")
@RolesAllowed(Role.OWNER_NAME)
public class RevenueResource {
    private final CurrentUser currentUser;
    private final LedgerService ledger;
    private final AuditService audit;

    public RevenueResource(CurrentUser currentUser, LedgerService ledger, AuditService audit) {
        this.currentUser = currentUser;
        this.ledger = ledger;
        this.audit = audit;
    }

    @Operation(operationId = "getRevenue")
    @GET
    public LedgerViews.RevenueView revenue() {
        return LedgerViews.revenue(ledger.accountOf(currentUser.get().id(), AccountKind.OWNER_REVENUE));
    }

    /** A payout of revenue to the owner; {@code id} makes it idempotent (see {@link GrantResource}). */
    public record PayoutRequest(
            @NotNull @Pattern(regexp = ClientIds.ID_PATTERN, message = ClientIds.ID_MESSAGE) String id,
            @NotNull @Positive Long amountMicroGd) {
    }

    /**
     * {@code POST /api/revenue/payouts}: 201 with the transfer (code {@code payout}), 200 when the same payout
     * is sent again, 409 for the same id with other fields, 422 {@code /problems/insufficient-funds} for more
     * than the revenue's available G$.
     */
    @Operation(operationId = "createPayout")
    @APIResponseSchema(value = LedgerViews.TransferView.class, responseCode = "201", responseDescription = "Paid out")
    @APIResponse(responseCode = "200", description = "The same payout again: the transfer as recorded",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = LedgerViews.TransferView.class)))
    @APIResponse(responseCode = "409", description = "The id was used for another payout")
    @POST
    @Path("/payouts")
    public Response payout(@NotNull @Valid PayoutRequest request) {
        var owner = currentUser.get();
        Ledger.Recorded recorded = ledger.payout(request.id(), owner.id(), owner.username(), request.amountMicroGd());
        return Response.status(recorded.replayed() ? 200 : 201)
                .entity(LedgerViews.transfer(recorded.transfer()))
                .build();
    }

    @Operation(operationId = "getRevenueStatement")
    @GET
    @Path("/statement")
    public AuditService.Statement statement(@QueryParam("page") String page, @QueryParam("size") String size) {
        long accountId = ledger.accountOf(currentUser.get().id(), AccountKind.OWNER_REVENUE).id();
        return audit.statement(accountId, PageRequest.of(page, size));
    }
}
