package org.gridmarket.app.ledger.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.AccountNames;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.JobReference;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;

/** The admins' audit of the Grid-Bank ({@code /api/audit/...}). */
@Path("/api/audit")
@RolesAllowed(Role.ADMIN_NAME)
public class AuditResource {
    private static final String[] CSV_HEADER = {"seq", "id", "kind", "debit_account_id", "credit_account_id",
        "amount_micro_gd", "amount_gd", "pending_id", "code", "job_ref", "contract_ref", "linked_group",
        "expires_at", "created_at", "previous_hash", "hash", "debit_account_name", "credit_account_name"};

    private final AuditService audit;
    private final AccountNames names;

    public AuditResource(AuditService audit, AccountNames names) {
        this.audit = audit;
        this.names = names;
    }

    public record ChainView(boolean ok, long checked, Long brokenSeq, String brokenTransferId, String reason) {
    }

    @Operation(operationId = "getTrialBalance")
    @GET
    @Path("/trial-balance")
    public AuditService.TrialBalance trialBalance() {
        return audit.trialBalance();
    }

    @Operation(operationId = "getAccountStatement")
    @GET
    @Path("/accounts/{id}/statement")
    public AuditService.Statement statement(@PathParam("id") long accountId, @QueryParam("page") String page,
                                            @QueryParam("size") String size) {
        return audit.statement(accountId, PageRequest.of(page, size));
    }

    /** The transfers of one job ({@code job=80} or {@code job=job-80}), in order (hold, post, void …), paged. */
    @Operation(operationId = "listJobTransfers")
    @GET
    @Path("/transfers")
    public RestResponse<List<LedgerViews.TransferView>> transfers(@QueryParam("job") String job,
                                                                  @QueryParam("page") String page,
                                                                  @QueryParam("size") String size) {
        String jobRef = JobReference.normalise("job", job);
        return audit.transfersOfJob(jobRef, PageRequest.of(page, size)).map(LedgerViews::transfer).response();
    }

    /**
     * A user's ledger accounts ({@code ?username=alice}: her wallet; an owner's revenue and payouts), so a
     * statement can be found by username. 404 for no such user; a user with no account (an admin) has none.
     */
    @Operation(operationId = "listAccountsOfUser")
    @APIResponse(responseCode = "200", description = "The user's accounts (none for an admin)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = AuditService.AccountView.class)))
    @APIResponse(responseCode = "404", description = "No user has this name")
    @GET
    @Path("/accounts")
    public List<AuditService.AccountView> accounts(@QueryParam("username") String username) {
        if (username == null || username.isBlank() || username.length() > 32) {
            throw ApiProblem.invalid("username", "a username of 1 to 32 characters is required");
        }
        return audit.accountsOf(username.trim());
    }

    @Operation(operationId = "verifyChain")
    @GET
    @Path("/verify-chain")
    public ChainView verifyChain() {
        AuditService.ChainCheck check = audit.verifyChain();
        return new ChainView(check.ok(), check.checked(),
                check.firstBroken() == null ? null : check.firstBroken().seq(),
                check.firstBroken() == null ? null : check.firstBroken().id(), check.reason());
    }

    /**
     * Every transfer as CSV (RFC 4180, header row first; amounts in exact µG$ and as six-decimal G$), in seq
     * order. Streamed: rows are written as a server-side cursor reads them ({@code fetchSize} rows at a time),
     * so memory does not grow with the ledger.
     */
    @Operation(operationId = "exportTransfers")
    @APIResponse(responseCode = "200", description = "Every transfer, one CSV row each",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @GET
    @Path("/export.csv")
    @Produces("text/csv")
    public Response export() {
        StreamingOutput body = output -> {
            Writer writer = new OutputStreamWriter(output, StandardCharsets.UTF_8);
            CSVPrinter csv = new CSVPrinter(writer, CSVFormat.RFC4180.builder().setHeader(CSV_HEADER).get());
            audit.eachTransfer(transfer -> printRow(csv, LedgerViews.transfer(transfer, names)));
            csv.flush();
        };
        return Response.ok(body, "text/csv")
                .header("Content-Disposition", "attachment; filename=\"gridmarket-transfers.csv\"")
                .build();
    }

    private static void printRow(CSVPrinter csv, LedgerViews.TransferView t) {
        try {
            csv.printRecord(t.seq(), t.id(), t.kind(), t.debitAccountId(), t.creditAccountId(), t.amountMicroGd(),
                    t.amountGd(), t.pendingId(), t.code(), t.jobRef(), t.contractRef(), t.linkedGroup(),
                    t.expiresAt(), t.createdAt(), t.previousHash(), t.hash(), t.debitAccountName(),
                    t.creditAccountName());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
