/** HTTP for money: wallets, owners' revenue, grants, and the admins' audit. */
package org.gridmarket.app.ledger.rest;
