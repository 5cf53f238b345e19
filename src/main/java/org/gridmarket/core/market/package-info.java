/**
 * The marketplace core shared by the live engine and the simulator: a job is quoted and placed by its
 * {@link org.gridmarket.core.market.PlacementStrategy} (or waits in the federation queue, or is redirected by its
 * home grid's gateway), agreed, held in the Grid-Bank, admitted by the chosen site's LRMS and its messages
 * counted, in that order ({@link org.gridmarket.core.market.Marketplace}); what actually ran is settled by its
 * agreement's settlement rule. A market job's life is {@link org.gridmarket.core.market.JobState} and
 * {@link org.gridmarket.core.market.JobLife}; what happens to it leaves the market through one
 * {@link org.gridmarket.core.market.MarketListener}, in plain values. Pricing rules say what a posted price means.
 */
package org.gridmarket.core.market;
