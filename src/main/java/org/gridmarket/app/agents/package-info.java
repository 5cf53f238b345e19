/**
 * Site agents' keys (issue 33): per-site secrets a real cluster's agent authenticates with instead of its owner's
 * password or token, and the authentication that turns one into the {@code agent} role of that one site.
 */
package org.gridmarket.app.agents;
