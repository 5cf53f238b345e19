/** The cluster registry's rules: registration, price cards and their history, directory queries. */
package org.gridmarket.app.sites.service;
