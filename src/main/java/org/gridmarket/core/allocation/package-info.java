/**
 * Seed 002 (Shih, Huang, Chung): processor allocation on heterogeneous sites. One FCFS queue WQ, sites that
 * are homogeneous inside (speed CS_j, free processors NP_j), a job running whole on one site, no reservations
 * and no backfilling (§3, §4.1). Each method is a pure decision over an {@link
 * org.gridmarket.core.allocation.AllocationSnapshot}: best-fit and fastest-first (§4.1), SI and TI (§4.2,
 * Eq. 2–6), AI and AI2 (§4.3, Eq. 7–17, Fig. 1), TAI and TAI2 (§4.4, Table 3). Beside them: the speed
 * vectors of §5.1 (Eq. 18–19), a fast event-driven replay of Table 2's allocation events, and NPIR/TNPIR
 * (Eq. 21–23). Nothing here reads the clock or an unseeded random source.
 *
 * <p>Live, the methods place the head of the federation's FCFS queue (strategy QUEUE): {@link
 * org.gridmarket.core.allocation.FederationQueue} holds a queued job's budget and runs Table 2's allocation
 * events over the market's priced sites, which {@link org.gridmarket.core.allocation.HeadJobSites} presents to
 * the methods (a site accommodates the head only if it can start it now without moving a reservation, by its
 * deadline and within its budget); {@link org.gridmarket.core.allocation.QueueStrategy} is its name in the
 * market's registry. Time comes from the market's timeline.
 */
package org.gridmarket.core.allocation;
