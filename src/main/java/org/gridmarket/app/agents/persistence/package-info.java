/** The {@code agent_keys} table: each key's site, the SHA-256 of its secret, who made it, when used and revoked. */
package org.gridmarket.app.agents.persistence;
