/**
 * Seed 004 §4 (Ranjan, Harwood, Buyya — Grid-Federation, FGCS 2008), Experiments 1–5, on the mechanism in
 * {@code core/federation}: the eight clusters of Table 2 with two-day windows of their Parallel Workloads
 * Archive traces (LANL Origin 2000, which has no trace, replaced by a seeded Lublin99 workload fitted to
 * Table 3's 817 jobs and 44.55 % load, {@code Lublin99StandIn}), run as
 * independent resources, as a federation without economy, and under DBC scheduling with OFT/OFC population
 * profiles and growing system sizes; then report.md beside the paper's numbers, CSVs, plots and summary.json.
 */
package org.gridmarket.sim.gridfederation;
