/** HTTP for the cluster registry and the federation directory. */
package org.gridmarket.app.sites.rest;
