/** HTTP for people: login, the caller's identity, and admin account management. */
package org.gridmarket.app.accounts.rest;
