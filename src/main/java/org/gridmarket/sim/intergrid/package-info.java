/**
 * Seed 000 §6 (de Assunção, Buyya — InterGrid resource provisioning): the three grids of Table 1 with their
 * providers (Eb, Cb, CbM, EbMf), gateways publishing, pricing and negotiating under fixed-price or price-range
 * contracts (core/peering), the experiments of §6.4 and their report beside the paper's Tables 2–4.
 */
package org.gridmarket.sim.intergrid;
