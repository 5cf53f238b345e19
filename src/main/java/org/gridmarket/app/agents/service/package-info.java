/** Agent keys: creating, listing and revoking them, and authenticating a request that carries one. */
package org.gridmarket.app.agents.service;
