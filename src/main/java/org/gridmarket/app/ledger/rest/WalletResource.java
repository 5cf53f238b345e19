package org.gridmarket.app.ledger.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.core.ledger.AccountKind;

/** A user's own money: {@code GET /api/wallet} and its statement. */
@Path("/api/wallet")
@RolesAllowed(Role.USER_NAME)
public class WalletResource {
    private final CurrentUser currentUser;
    private final LedgerService ledger;
    private final AuditService audit;

    public WalletResource(CurrentUser currentUser, LedgerService ledger, AuditService audit) {
        this.currentUser = currentUser;
        this.ledger = ledger;
        this.audit = audit;
    }

    @Operation(operationId = "getWallet")
    @GET
    public LedgerViews.BalanceView wallet() {
        return LedgerViews.balance(ledger.accountOf(currentUser.get().id(), AccountKind.USER_WALLET));
    }

    /** Newest first, {@code size} lines a page, each with the running balance and held amount after it. */
    @Operation(operationId = "getWalletStatement")
    @GET
    @Path("/statement")
    public AuditService.Statement statement(@QueryParam("page") String page, @QueryParam("size") String size) {
        long accountId = ledger.accountOf(currentUser.get().id(), AccountKind.USER_WALLET).id();
        return audit.statement(accountId, PageRequest.of(page, size));
    }
}
