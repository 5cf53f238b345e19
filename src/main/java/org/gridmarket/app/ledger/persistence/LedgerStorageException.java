package org.gridmarket.app.ledger.persistence;

import java.sql.SQLException;

/** A ledger statement the database refused or could not run; carries the SQLSTATE for mapping. */
public class LedgerStorageException extends RuntimeException {
    public LedgerStorageException(String message, SQLException cause) {
        super(message + ": " + cause.getMessage(), cause);
    }

    /** The PostgreSQL SQLSTATE, e.g. {@code 23514} for a CHECK violation. */
    public String sqlState() {
        return ((SQLException) getCause()).getSQLState();
    }
}
