/** Sites feature: cluster registry, posted prices and price history, federation directory queries. */
package org.gridmarket.app.sites;
