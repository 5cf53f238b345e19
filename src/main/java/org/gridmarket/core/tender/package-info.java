/**
 * Seed 003 (Caramia, Giordani, "Resource Allocation in Grid Computing: An Economic Model"): the
 * tender/contract-net economy. Clusters whose machines are indexed by price (§3) level their load when they
 * take a task and bid its cost c(C); the user's broker maximises U(C) = B − w · max(0, C − d) − c(C) over the
 * bids (§4, Table 1) and awards the best; sites accept or refuse awards (§5.2's two scenarios); round-robin
 * (§5.1) is the baseline. {@link org.gridmarket.core.tender.TenderStrategy} offers the protocol live, over
 * rigid jobs ({@link org.gridmarket.core.tender.RigidBid}).
 */
package org.gridmarket.core.tender;
