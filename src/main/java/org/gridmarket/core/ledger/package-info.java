/**
 * The Grid-Bank's double-entry rules (seed 004 §3, "Grid Dollars"): accounts with overdraft flags,
 * immutable transfers with client-chosen idempotency ids, two-phase holds (pending → post, possibly
 * partial, → void or expiry), linked groups that succeed or fail together, and a SHA-256 hash chain for
 * tamper evidence. {@link org.gridmarket.core.ledger.Ledger} applies the rules over a
 * {@link org.gridmarket.core.ledger.LedgerStore}: in memory for the simulator, PostgreSQL for the service.
 */
package org.gridmarket.core.ledger;
