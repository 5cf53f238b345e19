/** People: the {@code users} table. */
package org.gridmarket.app.accounts.persistence;
