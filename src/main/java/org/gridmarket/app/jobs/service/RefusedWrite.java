package org.gridmarket.app.jobs.service;

import java.sql.SQLException;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/**
 * A write the database refused for breaking a rule of its own: SQLState class 23 (a unique key, a check, a
 * foreign key, the ledger triggers' checks). Such a refusal belongs to a stored row or to the step that wrote,
 * not to the engine: the live engine fails that step alone and reports it (see {@link LiveEngine}). Any other
 * database error (a lost connection, say) is not one.
 *
 * @param message PostgreSQL's message, e.g. {@code duplicate key value violates unique constraint "transfers_id_key"}
 * @param detail  its detail, e.g. {@code Key (id)=(job-5:charge) already exists.}, or null
 */
record RefusedWrite(String sqlState, String constraint, String table, String message, String detail) {
    private static final String INTEGRITY_CONSTRAINT_VIOLATION = "23";

    /** The refusal in {@code failure}'s chain of causes, or null when it holds none. */
    static RefusedWrite in(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            for (SQLException sql = cause instanceof SQLException e ? e : null; sql != null;
                 sql = sql.getNextException()) {
                if (sql.getSQLState() != null && sql.getSQLState().startsWith(INTEGRITY_CONSTRAINT_VIOLATION)) {
                    return of(sql);
                }
            }
        }
        return null;
    }

    private static RefusedWrite of(SQLException refusal) {
        ServerErrorMessage server = refusal instanceof PSQLException psql ? psql.getServerErrorMessage() : null;
        if (server == null) {
            return new RefusedWrite(refusal.getSQLState(), null, null, refusal.getMessage(), null);
        }
        return new RefusedWrite(refusal.getSQLState(), server.getConstraint(), server.getTable(),
                server.getMessage(), server.getDetail());
    }

    private static final java.util.regex.Pattern ENGINE_ID =
            java.util.regex.Pattern.compile("\\bjob-(\\d{1,18})(?=[:)])");

    /**
     * The job whose engine-minted ledger id ({@code job-N:hold}, {@code job-N:charge:1}, ...) the database
     * refused, as its detail or message names it; empty when it names none (then the careful turn finds it).
     */
    java.util.OptionalLong engineJob() {
        for (String text : new String[] {detail, message}) {
            java.util.regex.Matcher id = text == null ? null : ENGINE_ID.matcher(text);
            if (id != null && id.find()) {
                return java.util.OptionalLong.of(Long.parseLong(id.group(1)));
            }
        }
        return java.util.OptionalLong.empty();
    }

    /** What an admin reads: the database's message and detail. */
    String reason() {
        return "the database refused its write: " + message + (detail == null ? "" : " (" + detail + ")");
    }
}
