package org.gridmarket.app.ledger.rest;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Locale;
import org.gridmarket.app.ledger.persistence.LedgerStorageException;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.ProblemMappers;
import org.gridmarket.core.ledger.LedgerException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Refused transfers as problem+json: the rule that refused them is the problem type. */
public final class LedgerProblems {
    private static final Logger LOG = Logger.getLogger(LedgerProblems.class);

    @ServerExceptionMapper
    public Response refused(LedgerException exception, UriInfo uri) {
        int status = switch (exception.reason()) {
            case ID_REUSED_WITH_DIFFERENT_FIELDS, PENDING_ALREADY_RESOLVED, PENDING_EXPIRED -> 409;
            default -> 422;
        };
        String type = exception.reason().name().toLowerCase(Locale.ROOT).replace('_', '-');
        return ProblemMappers.respond(new ApiProblem(status, type, "Transfer refused", exception.getMessage()), uri);
    }

    /**
     * The database's own checks: reached only if the Java rules let something through (they should not),
     * or on a race they do not see. Still a refusal, never a 500.
     */
    @ServerExceptionMapper
    public Response storage(LedgerStorageException exception, UriInfo uri) {
        LOG.warn("The database refused a ledger write the rules allowed", exception);
        return switch (exception.sqlState()) {
            case "23514" -> ProblemMappers.respond(new ApiProblem(422, "ledger-invariant", "Transfer refused",
                    "the ledger's database checks refused the transfer"), uri);
            case "23505" -> ProblemMappers.respond(ApiProblem.conflict("idempotency-conflict",
                    "a transfer with this id was recorded concurrently; retry to get it"), uri);
            case "22003" -> ProblemMappers.respond(new ApiProblem(422, "amount-overflow", "Transfer refused",
                    "an account total would overflow"), uri);
            default -> throw exception;
        };
    }
}
