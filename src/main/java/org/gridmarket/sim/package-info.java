/**
 * Trace-driven simulation on top of the core: loading a workload (SWF trace, Lublin99, Poisson), replaying it
 * on one or more sites, and writing the results (summary.json with Jackson, jobs.csv with Commons CSV, plots
 * with XChart). Uses the core only; no framework.
 */
package org.gridmarket.sim;
