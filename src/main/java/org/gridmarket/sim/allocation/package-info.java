/**
 * Seed 002 §5 (Shih, Huang, Chung — intelligent processor allocation on heterogeneous grid sites): the simulation
 * study of {@code core/allocation}'s eight methods. The SDSC-SP2 log as five sites (queue q → site q of Table 6),
 * job splitting by resource configuration (Eq. 20, Table 8), the Table 7 sweep of speed heterogeneity × system
 * loading × RC with seeded speed vectors, Lublin99 at five arrival shapes (Table 12), NPIR/TNPIR (Eq. 21–23) and
 * the report, figures and summary.json beside the paper's values. Replays go to {@code replays.csv} as they end,
 * so a rerun resumes.
 */
package org.gridmarket.sim.allocation;
