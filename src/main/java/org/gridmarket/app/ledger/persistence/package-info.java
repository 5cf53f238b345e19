/** The Grid-Bank ledger's PostgreSQL store and its read-side queries (plain JDBC on the JTA transaction). */
package org.gridmarket.app.ledger.persistence;
