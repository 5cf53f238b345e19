/** Accounts feature: login, JWT, users and roles. */
package org.gridmarket.app.accounts;
