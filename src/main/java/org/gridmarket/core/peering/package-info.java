/**
 * Seed 000 (de Assunção, Buyya — InterGrid): gateways that peer under contracts. Gateway side: providers' unit
 * prices (Eq. 1, {@link org.gridmarket.core.peering.ResourceUnitPrice}), a gateway's cost function, Eq. 2's
 * average price and Eq. 3's request cost over what its providers offer
 * ({@link org.gridmarket.core.peering.InterGridGateway} over a {@link org.gridmarket.core.peering.GridSupply}),
 * fixed-price and price-range contracts (§5.1, Eq. 4, {@link org.gridmarket.core.peering.ContractPricing}), the
 * one-round redirection negotiation of §5.2 / Fig. 3 as a pure function
 * ({@link org.gridmarket.core.peering.Negotiation}), the least-load baseline and the exact three-leg settlement
 * of a redirected request ({@link org.gridmarket.core.peering.GatewaySettlement}).
 *
 * <p>Provider side: a {@link org.gridmarket.core.peering.Provider}
 * runs its local users' jobs and the jobs its gateway hands it under one of §6.3's policies (Eb, Cb, CbM, EbMf;
 * the partitions live in {@link org.gridmarket.core.lrms.PartitionedScheduler}), prices with the load of Eq. 1,
 * and sends its free time slots as a {@link org.gridmarket.core.peering.Publication} every interval of a
 * {@link org.gridmarket.core.peering.PublicationSchedule} (§4.1, Fig. 2), which the gateway turns back into a
 * {@link org.gridmarket.core.profile.PublishedProfile} to book from.
 */
package org.gridmarket.core.peering;
