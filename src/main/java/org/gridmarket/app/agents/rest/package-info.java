/** HTTP for agent keys: {@code /api/sites/{id}/agent-keys}, the site's owner only. */
package org.gridmarket.app.agents.rest;
