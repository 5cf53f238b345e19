/**
 * Cross-cutting adapters: the launcher and the embedded PostgreSQL, the demo federation and its public
 * list of logins ({@code GET /api/demo}), the token key pair, typed configuration, strict JSON,
 * problem+json errors, the HTTP layer's request limits ({@code RequestLimits}) and per-user rate limits
 * ({@code RateLimits}, applied by {@code RateLimitFilter}), and what every operation of the OpenAPI document shares
 * ({@code ApiDocumentFilter}).
 */
package org.gridmarket.app.platform;
