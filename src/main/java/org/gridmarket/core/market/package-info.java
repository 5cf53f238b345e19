/**
 * The marketplace core shared by the live engine and the simulator: a job is quoted and placed by its
 * {@link org.gridmarket.core.market.PlacementStrategy}, agreed, held in the Grid-Bank, admitted by the chosen
 * site's LRMS and its messages counted, in that order ({@link org.gridmarket.core.market.Marketplace}); what
 * actually ran is settled by its agreement's settlement rule. Pricing rules say what a posted price means.
 */
package org.gridmarket.core.market;
