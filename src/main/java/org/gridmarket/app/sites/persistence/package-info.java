/** Clusters and their price history: the {@code sites} and {@code site_price_changes} tables. */
package org.gridmarket.app.sites.persistence;
