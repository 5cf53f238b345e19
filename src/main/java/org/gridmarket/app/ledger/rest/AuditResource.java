package org.gridmarket.app.ledger.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
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
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.AuditService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.PageRequest;

/** The admins' audit of the Grid-Bank ({@code /api/audit/...}). */
@Path("/api/audit")
@RolesAllowed(Role.ADMIN_NAME)
public class AuditResource {
    private static final String[] CSV_HEADER = {"seq", "id", "kind", "debit_account_id", "credit_account_id",
        "amount_micro_gd", "amount_gd", "pending_id", "code", "job_ref", "contract_ref", "linked_group",
        "expires_at", "created_at", "previous_hash", "hash"};

    private final AuditService audit;

    public AuditResource(AuditService audit) {
        this.audit = audit;
    }

    public record ChainView(boolean ok, long checked, Long brokenSeq, String brokenTransferId, String reason) {
    }

    @GET
    @Path("/trial-balance")
    public AuditService.TrialBalance trialBalance() {
        return audit.trialBalance();
    }

    @GET
    @Path("/accounts/{id}/statement")
    public AuditService.Statement statement(@PathParam("id") long accountId, @QueryParam("page") String page,
                                            @QueryParam("size") String size) {
        return audit.statement(accountId, PageRequest.of(page, size));
    }

    /** The transfers of one job, in order (hold, post, void …). */
    @GET
    @Path("/transfers")
    public List<LedgerViews.TransferView> transfers(@QueryParam("job") String job) {
        if (job == null || job.isBlank() || job.length() > 64) {
            throw ApiProblem.invalid("job", "a job reference of 1 to 64 characters is required");
        }
        return audit.transfersOfJob(job).stream().map(LedgerViews::transfer).toList();
    }

    @GET
    @Path("/verify-chain")
    public ChainView verifyChain() {
        AuditService.ChainCheck check = audit.verifyChain();
        return new ChainView(check.ok(), check.checked(),
                check.firstBroken() == null ? null : check.firstBroken().seq(),
                check.firstBroken() == null ? null : check.firstBroken().id(), check.reason());
    }

    /** Every transfer as CSV, streamed in seq order (RFC 4180, header row first). */
    @GET
    @Path("/export.csv")
    @Produces("text/csv")
    public Response export() {
        StreamingOutput body = output -> {
            Writer writer = new OutputStreamWriter(output, StandardCharsets.UTF_8);
            CSVPrinter csv = new CSVPrinter(writer, CSVFormat.RFC4180.builder().setHeader(CSV_HEADER).get());
            audit.eachTransfer(transfer -> printRow(csv, LedgerViews.transfer(transfer)));
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
                    t.expiresAt(), t.createdAt(), t.previousHash(), t.hash());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
