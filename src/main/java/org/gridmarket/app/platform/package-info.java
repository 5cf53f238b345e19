/**
 * Cross-cutting adapters: the launcher and the embedded PostgreSQL, the token key pair, typed
 * configuration, strict JSON, problem+json errors and request limits.
 */
package org.gridmarket.app.platform;
