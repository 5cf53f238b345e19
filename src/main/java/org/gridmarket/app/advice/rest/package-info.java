/** {@code POST /api/sites/{id}/price-advice}: the owner's what-if over candidate prices. */
package org.gridmarket.app.advice.rest;
