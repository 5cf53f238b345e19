/**
 * Seed 001 §7–8 (Salehi, Javadi, Buyya — preemption-aware scheduling of leases in InterGrid): the simulation study
 * of the preemption policies in {@code core/preemption} (NOP, MOV, MLIP, MOML) on §7.2's adjusted Lublin99
 * workload, three sweeps of the request mix, mean and 95 % interval over seeds, Table I's paired t test, the trends
 * of Figs. 6–8 checked per point and §8.3's Table II example; then report.md, CSVs, plots and summary.json.
 */
package org.gridmarket.sim.preemption;
