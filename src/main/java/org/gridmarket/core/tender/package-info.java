/**
 * Seed 003 (Caramia and Giordani): a tender/contract-net economy over malleable tasks, in the paper's
 * continuous time (seconds as {@code double}, money in G$, sizes in MI).
 *
 * <p>Each cluster's machines are priced by index ({@link org.gridmarket.core.tender.PriceIndexedMachines},
 * §3); its local scheduler levels the load ({@link org.gridmarket.core.tender.LoadLevellingScheduler}, §3)
 * over a non-increasing {@link org.gridmarket.core.tender.LoadProfile}; the resulting cost of a completion
 * time is piecewise linear ({@link org.gridmarket.core.tender.ResourceCostCurve}, §4, Prop. 1–2, Thm. 3),
 * so a broker finds its best completion among a few breakpoints
 * ({@link org.gridmarket.core.tender.GridResourceBroker}, §4). {@link org.gridmarket.core.tender.ContractNet}
 * runs Table 1's announce–bid–award–accept/refuse protocol in the two scenarios of §5.2, and
 * {@link org.gridmarket.core.tender.RoundRobin} is §5.1's baseline.
 */
package org.gridmarket.core.tender;
