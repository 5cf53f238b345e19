/** Ledger feature: the PostgreSQL-backed Grid-Bank, wallets, revenue, grants and the audit API. */
package org.gridmarket.app.ledger;
