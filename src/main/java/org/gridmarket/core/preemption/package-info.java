/**
 * Lease preemption of seed 001 (Salehi, Javadi, Buyya): the overhead model of §5 (Eq. 3–8), the minimal
 * candidate sets of §2.1 (Eq. 1–2), the policies of §6 (NOP, MOV Eq. 9, MLIP Eq. 10, MOML Algorithm 1) and a
 * one-site run of §7.2 over {@link org.gridmarket.core.lrms.LocalScheduler}'s preemption seam. Lease types
 * (§4.2) are {@link org.gridmarket.core.workload.LeaseType}; local requests are never preempted.
 */
package org.gridmarket.core.preemption;
