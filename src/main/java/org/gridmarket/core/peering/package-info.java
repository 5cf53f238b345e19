/**
 * Seed 000 (de Assunção, Buyya — InterGrid): gateways that peer under contracts. Gateway side: providers' unit
 * prices (Eq. 1, {@link org.gridmarket.core.peering.ResourceUnitPrice}), a gateway's cost function, Eq. 2's
 * average price and Eq. 3's request cost over what its providers offer
 * ({@link org.gridmarket.core.peering.InterGridGateway} over a {@link org.gridmarket.core.peering.GridSupply}),
 * fixed-price and price-range contracts (§5.1, Eq. 4, {@link org.gridmarket.core.peering.ContractPricing}), the
 * one-round redirection negotiation of §5.2 / Fig. 3 as a pure function
 * ({@link org.gridmarket.core.peering.Negotiation}), the least-load baseline and the exact three-leg settlement
 * of a redirected request ({@link org.gridmarket.core.peering.GatewaySettlement}).
 */
package org.gridmarket.core.peering;
