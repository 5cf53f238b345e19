package org.gridmarket.app.ledger.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.core.ledger.AccountKind;

/**
 * An owner's earnings (seed 004 §4.7: the incentive an owner earns for each job run): {@code GET
 * /api/revenue}; {@code incoming} is what held job payments will bring once posted.
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

    @GET
    public LedgerViews.BalanceView revenue() {
        return LedgerViews.balance(ledger.accountOf(currentUser.get().id(), AccountKind.OWNER_REVENUE));
    }

    @GET
    @Path("/statement")
    public AuditService.Statement statement(@QueryParam("page") String page, @QueryParam("size") String size) {
        long accountId = ledger.accountOf(currentUser.get().id(), AccountKind.OWNER_REVENUE).id();
        return audit.statement(accountId, PageRequest.of(page, size));
    }
}
