/** People and sign-in: roles, bcrypt password hashes, RS256 tokens, the current caller. */
package org.gridmarket.app.accounts.service;
