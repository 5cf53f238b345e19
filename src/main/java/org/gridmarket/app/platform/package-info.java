/**
 * Cross-cutting adapters: the launcher and the embedded PostgreSQL, the demo federation and its public
 * list of logins ({@code GET /api/demo}), the token key pair, typed configuration, strict JSON,
 * problem+json errors and request limits.
 */
package org.gridmarket.app.platform;
