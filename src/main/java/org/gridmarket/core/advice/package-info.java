/**
 * The owner's price advisor (issue 35 C): the demand the live market saw over a window (jobs submitted, quotes
 * not taken, owners' local jobs) replayed through the market's own core
 * ({@link org.gridmarket.core.market.Marketplace}, the registered strategies, {@code core/lrms}) on a virtual
 * clock, once per candidate price of one site, every other site held as it is. Pure Java: the service reads the
 * demand and the sites, this package replays them.
 */
package org.gridmarket.core.advice;
