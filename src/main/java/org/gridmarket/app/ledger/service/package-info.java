/** The Grid-Bank's services: submitting transfers through the core rules, grants, hold expiry, audits. */
package org.gridmarket.app.ledger.service;
